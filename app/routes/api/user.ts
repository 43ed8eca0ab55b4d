import type { Route } from "./+types/user";
import { apiErrors } from "../../lib/messages.ts";
import { publicProfile } from "../../server/coaches/coach-service.server.ts";
import { apiError, json, uuidParam } from "../../server/http.server.ts";

/** GET /api/user/{id}: a coach's public profile. */
export async function loader({ params }: Route.LoaderArgs) {
  const id = uuidParam.safeParse(params.id);
  if (!id.success) return apiError(400, apiErrors.badId);
  const profile = await publicProfile(id.data);
  return profile ? json({ data: profile }) : apiError(404, apiErrors.notFound);
}
