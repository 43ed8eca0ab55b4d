import type { Route } from "./+types/comment";
import { apiErrors, reviewMessages } from "../../lib/messages.ts";
import { apiViewer, getViewer } from "../../server/auth/session.server.ts";
import { allowMethods, apiError, json, parsePage, uuidParam } from "../../server/http.server.ts";
import { listComments } from "../../server/reviews/review-service.server.ts";
import { deleteReview, ReviewError } from "../../server/reviews/review-writer.server.ts";

/** GET /api/comment/{coachId}: newest first; anonymous callers get the first 2 only. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = uuidParam.safeParse(params.id);
  if (!id.success) return apiError(400, apiErrors.badId);
  const page = parsePage(request.url);
  if (page instanceof Response) return page;
  const signedIn = Boolean(await getViewer(request));
  const { comments, total } = await listComments(id.data, { signedIn, ...page });
  return json({ data: comments, total });
}

/** DELETE /api/comment/{commentId}: by its author, the coach's owner at level 3+, or an admin. */
export async function action({ params, request }: Route.ActionArgs) {
  allowMethods(request, ["GET", "DELETE"]);
  const viewer = await apiViewer(request);
  if (viewer instanceof Response) return viewer;
  const id = uuidParam.safeParse(params.id);
  if (!id.success) return apiError(400, apiErrors.badId);
  if (!viewer.profile) return apiError(403, reviewMessages.notAllowedToDelete);
  try {
    await deleteReview(id.data, { profileId: viewer.profile.id, level: viewer.profile.level });
    return json({ message: reviewMessages.deleted });
  } catch (error) {
    if (error instanceof ReviewError) return apiError(error.status, error.message);
    throw error;
  }
}
