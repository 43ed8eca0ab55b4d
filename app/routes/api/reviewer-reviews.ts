import type { Route } from "./+types/reviewer-reviews";
import { apiRoute, json, parseId, parsePage } from "../../server/http.server.ts";
import { apiViewer } from "../../server/identity/session.server.ts";
import { reviewerHistory } from "../../server/reviews/reviewer-history.server.ts";

/** GET /api/user/{id}/reviews: a reviewer's public fields and shown reviews, newest first; signed in only. */
export const loader = apiRoute(async ({ params, request }: Route.LoaderArgs) => {
  const viewer = await apiViewer(request); // who may, before what
  const { reviewer, reviews, total } = await reviewerHistory(viewer, parseId(params.id), parsePage(request.url));
  return json({ data: { reviewer, reviews }, total });
});
