import type { Route } from "./+types/user";
import { apiErrors } from "../../lib/messages/api-errors.ts";
import { adminTexts } from "../../lib/messages/admin.ts";
import { deleteProfile } from "../../server/admin/admin-profiles.server.ts";
import { publicProfile } from "../../server/coaches/coach-service.server.ts";
import { DomainError } from "../../server/domain-error.server.ts";
import { allowMethods, apiRoute, json, parseId } from "../../server/http.server.ts";
import { getViewer } from "../../server/identity/session.server.ts";

/** GET /api/user/{id}: a coach's public profile. */
export const loader = apiRoute(async ({ params }: Route.LoaderArgs) => {
  const profile = await publicProfile(parseId(params.id));
  if (!profile) throw new DomainError("not-found", apiErrors.notFound);
  return json({ data: profile });
});

/** DELETE /api/user/{id}: an admin deletes the profile (a soft delete, restorable for 30 days). */
export const action = apiRoute(async ({ params, request }: Route.ActionArgs) => {
  allowMethods(request, ["GET", "DELETE"]);
  await deleteProfile(await getViewer(request), parseId(params.id));
  return json({ message: adminTexts.deleted });
});
