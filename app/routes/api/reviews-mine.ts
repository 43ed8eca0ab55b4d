import type { Route } from "./+types/reviews-mine";
import { apiViewer } from "../../server/identity/session.server.ts";
import { apiRoute, json } from "../../server/http.server.ts";
import { commentsByAuthor, reviewerOfId } from "../../server/reviews/review-service.server.ts";

/** GET /api/comments/mine: the signed-in user's own reviews, newest first, those awaiting a check included. */
export const loader = apiRoute(async ({ request }: Route.LoaderArgs) => {
  const viewer = await apiViewer(request);
  const reviewer = viewer.profile ? await reviewerOfId(viewer.profile.id) : null;
  return json({ data: reviewer ? await commentsByAuthor(reviewer, { withHeld: true }) : [] });
});
