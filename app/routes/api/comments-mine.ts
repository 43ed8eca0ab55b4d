import type { Route } from "./+types/comments-mine";
import { apiViewer } from "../../server/auth/session.server.ts";
import { json } from "../../server/http.server.ts";
import { commentsByAuthor } from "../../server/reviews/review-service.server.ts";

/** GET /api/comments/mine: the signed-in user's own reviews, newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await apiViewer(request);
  if (viewer instanceof Response) return viewer;
  return json({ data: viewer.profile ? await commentsByAuthor(viewer.profile.id) : [] });
}
