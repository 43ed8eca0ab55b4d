import type { Route } from "./+types/reviews-mine";
import { apiViewer } from "../../server/identity/session.server.ts";
import { apiRoute, json } from "../../server/http.server.ts";
import { ownComments } from "../../server/reviews/review-service.server.ts";

/** GET /api/comments/mine: the signed-in user's own reviews, newest first, those awaiting a check included. */
export const loader = apiRoute(async ({ request }: Route.LoaderArgs) => {
  const viewer = await apiViewer(request);
  return json({ data: viewer.profile ? await ownComments(viewer.profile) : [] });
});
