import type { Route } from "./+types/user-moderation";
import { apiErrors } from "../../lib/messages/api-errors.ts";
import { DomainError } from "../../server/domain-error.server.ts";
import { apiRoute, json, parseId } from "../../server/http.server.ts";
import { publicModerationRecord } from "../../server/reviews/moderation-record.server.ts";

/** GET /api/user/{id}/moderation: the coach's public moderation record (decision 0067). */
export const loader = apiRoute(async ({ params }: Route.LoaderArgs) => {
  const record = await publicModerationRecord(parseId(params.id));
  if (!record) throw new DomainError("not-found", apiErrors.notFound);
  return json({ data: record });
});
