import type { Route } from "./+types/admin-profile";
import { adminProfileBody } from "../../lib/admin-schemas.ts";
import { adminTexts } from "../../lib/messages/admin.ts";
import { adminProfileView, adminUpdateProfile } from "../../server/admin/admin-profiles.server.ts";
import { asAdmin } from "../../server/admin/admin-access.server.ts";
import { allowMethods, apiRoute, json, parseJson } from "../../server/http.server.ts";
import { getViewer } from "../../server/identity/session.server.ts";

/** PUT /api/admin/profile {_id, ...profile fields}: an admin edits any profile (no level gates). */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["PUT"]);
  const viewer = await getViewer(request);
  asAdmin(viewer); // who may, before what: a non-admin learns nothing from a malformed body
  const { _id, ...input } = await parseJson(request, adminProfileBody);
  await adminUpdateProfile(viewer, _id, input);
  return json({ data: await adminProfileView(viewer, _id), message: adminTexts.profileUpdated });
});
