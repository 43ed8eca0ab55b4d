import type { Route } from "./+types/notes-of";
import { readNotes } from "../../server/admin/admin-profiles.server.ts";
import { apiRoute, json, parseId } from "../../server/http.server.ts";
import { getViewer } from "../../server/identity/session.server.ts";

/** GET /api/notes/{id}: the notes on a profile, for admins only. */
export const loader = apiRoute(async ({ params, request }: Route.LoaderArgs) => {
  const id = parseId(params.id);
  return json({ data: { userId: id, notes: await readNotes(await getViewer(request), id) } });
});
