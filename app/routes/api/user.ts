import type { Route } from "./+types/user";
import { apiErrors } from "../../lib/messages.ts";
import { publicProfile } from "../../server/coaches/coach-service.server.ts";
import { DomainError } from "../../server/domain-error.server.ts";
import { apiRoute, json, parseId } from "../../server/http.server.ts";

/** GET /api/user/{id}: a coach's public profile. */
export const loader = apiRoute(async ({ params }: Route.LoaderArgs) => {
  const profile = await publicProfile(parseId(params.id));
  if (!profile) throw new DomainError("not-found", apiErrors.notFound);
  return json({ data: profile });
});
