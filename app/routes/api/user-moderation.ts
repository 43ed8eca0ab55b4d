import type { Route } from "./+types/user-moderation";
import { apiErrors } from "../../lib/messages/api-errors.ts";
import { DomainError } from "../../server/domain-error.server.ts";
import { apiRoute, json, parseId } from "../../server/http.server.ts";
import { publicProfile } from "../../server/coaches/coach-service.server.ts";
import { reviewFigures } from "../../server/reviews/moderation-record.server.ts";

/** GET /api/user/{id}/moderation: the coach's public moderation record (decision 0067). */
export const loader = apiRoute(async ({ params }: Route.LoaderArgs) => {
  const id = parseId(params.id);
  const [coach, { record }] = await Promise.all([publicProfile(id), reviewFigures(id)]);
  if (!coach) throw new DomainError("not-found", apiErrors.notFound);
  return json({ data: record });
});
