import type { Route } from "./+types/reviews-of-coach";
import { reviewActionTexts } from "../../lib/messages/review-actions.ts";
import { apiViewer, getViewer } from "../../server/identity/session.server.ts";
import { moderationTexts } from "../../lib/messages/moderation.ts";
import { deleteReviewSchema } from "../../lib/review-moderation.ts";
import { allowMethods, apiRoute, json, parseId, parseOptionalJson, parsePage } from "../../server/http.server.ts";
import { listComments } from "../../server/reviews/review-service.server.ts";
import { deleteReview } from "../../server/reviews/review-writer.server.ts";

/** GET /api/comment/{coachId}: newest first; anonymous callers get the first 2 only. */
export const loader = apiRoute(async ({ params, request }: Route.LoaderArgs) => {
  const id = parseId(params.id);
  const page = parsePage(request.url);
  const signedIn = Boolean(await getViewer(request));
  const { comments, total } = await listComments(id, { signedIn, ...page });
  return json({ data: comments, total });
});

/**
 * DELETE /api/comment/{commentId} {reason?, note?}: its author deletes it; the coach's owner at
 * level 3+ or an admin removes it, with a reason (decision 0067).
 */
export const action = apiRoute(async ({ params, request }: Route.ActionArgs) => {
  allowMethods(request, ["GET", "DELETE"]);
  const viewer = await apiViewer(request);
  const id = parseId(params.id);
  const input = await parseOptionalJson(request, deleteReviewSchema);
  const outcome = await deleteReview(id, viewer, input);
  return json({ message: outcome === "removed" ? moderationTexts.removed : reviewActionTexts.deleted });
});
