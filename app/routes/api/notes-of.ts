import type { Route } from "./+types/notes-of";
import { readNotes } from "../../server/admin/admin-profiles.server.ts";
import { asAdmin } from "../../server/admin/admin-access.server.ts";
import { apiRoute, json, parseId } from "../../server/http.server.ts";
import { getViewer } from "../../server/identity/session.server.ts";

/** GET /api/notes/{id}: the notes on a profile, for admins only. */
export const loader = apiRoute(async ({ params, request }: Route.LoaderArgs) => {
  const viewer = await getViewer(request);
  asAdmin(viewer); // before the id is read, as every admin call
  const id = parseId(params.id);
  return json({ data: { userId: id, notes: await readNotes(viewer, id) } });
});
