import type { Route } from "./+types/reviews-of-coach";
import { reviewActionTexts } from "../../lib/messages/review-actions.ts";
import { apiViewer, getViewer } from "../../server/identity/session.server.ts";
import { allowMethods, apiRoute, json, parseId, parsePage } from "../../server/http.server.ts";
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

/** DELETE /api/comment/{commentId}: by its author, the coach's owner at level 3+, or an admin. */
export const action = apiRoute(async ({ params, request }: Route.ActionArgs) => {
  allowMethods(request, ["GET", "DELETE"]);
  const viewer = await apiViewer(request);
  await deleteReview(parseId(params.id), viewer.profile, viewer);
  return json({ message: reviewActionTexts.deleted });
});
