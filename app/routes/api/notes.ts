import type { Route } from "./+types/notes";
import { notesBody } from "../../lib/admin-schemas.ts";
import { adminTexts } from "../../lib/messages/admin.ts";
import { writeNotes } from "../../server/admin/admin-profiles.server.ts";
import { asAdmin } from "../../server/admin/admin-access.server.ts";
import { allowMethods, apiRoute, json, parseJson } from "../../server/http.server.ts";
import { getViewer } from "../../server/identity/session.server.ts";

/** PUT /api/notes {userId, notes}: an admin's notes on a profile (userId is the profile's id). */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["PUT"]);
  const viewer = await getViewer(request);
  asAdmin(viewer); // who may, before what: a non-admin learns nothing from a malformed body
  const { userId, notes } = await parseJson(request, notesBody);
  await writeNotes(viewer, userId, notes);
  return json({ data: { userId, notes }, message: adminTexts.notesUpdated });
});
