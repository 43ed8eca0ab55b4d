import type { Route } from "./+types/comment-post";
import { firstError } from "../../lib/auth-schemas.ts";
import { reviewMessages } from "../../lib/messages.ts";
import { reviewSchema } from "../../lib/review-schema.ts";
import { apiViewer } from "../../server/auth/session.server.ts";
import { allowMethods, apiError, json, readJson } from "../../server/http.server.ts";
import { postReview, ReviewError } from "../../server/reviews/review-writer.server.ts";

/**
 * POST /api/comment {userId, rating, comment, badges, agreement: true}: the author and the time
 * come from the session and the server (commentee and createdAt in the body are ignored).
 */
export async function action({ request }: Route.ActionArgs) {
  allowMethods(request, ["POST"]);
  const viewer = await apiViewer(request);
  if (viewer instanceof Response) return viewer;
  const parsed = reviewSchema.safeParse(await readJson(request));
  if (!parsed.success) return apiError(400, firstError(parsed.error));
  if (!viewer.profile) return apiError(403, reviewMessages.postFailed);
  try {
    const { id } = await postReview(viewer.profile.id, parsed.data);
    return json({ data: { _id: id }, message: reviewMessages.posted }, 201);
  } catch (error) {
    if (error instanceof ReviewError) return apiError(error.status, error.message);
    throw error;
  }
}
