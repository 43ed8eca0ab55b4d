import type { Route } from "./+types/review-post";
import { reviewMessages } from "../../lib/messages/reviews.ts";
import { reviewSchema } from "../../lib/review-schema.ts";
import { apiViewer } from "../../server/identity/session.server.ts";
import { allowMethods, apiRoute, json, parseJson } from "../../server/http.server.ts";
import { postReview } from "../../server/reviews/review-writer.server.ts";

/**
 * POST /api/comment {userId, rating, comment, badges, agreement, invitation?}: the author and the
 * time come from the session and the server (commentee and createdAt in the body are ignored); an
 * invitation's token makes it an invited review (decision 0075). `held`: the review-bomb guard holds it.
 */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["POST"]);
  const viewer = await apiViewer(request);
  const input = await parseJson(request, reviewSchema);
  const { id, held } = await postReview({ profileId: viewer.profile?.id ?? null, email: viewer.email }, input);
  return json({ data: { _id: id, held }, message: held ? reviewMessages.postedHeld : reviewMessages.posted }, 201);
});
