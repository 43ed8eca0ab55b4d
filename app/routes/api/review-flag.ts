import type { Route } from "./+types/review-flag";
import { moderationTexts } from "../../lib/messages/moderation.ts";
import { flagSchema } from "../../lib/review-moderation.ts";
import { allowMethods, apiRoute, json, parseId, parseJson } from "../../server/http.server.ts";
import { apiViewer } from "../../server/identity/session.server.ts";
import { flagReview } from "../../server/reviews/review-flags.server.ts";

/** POST /api/comment/{reviewId}/flag {reason, details?}: any signed-in account, once per review. */
export const action = apiRoute(async ({ params, request }: Route.ActionArgs) => {
  allowMethods(request, ["POST"]);
  const viewer = await apiViewer(request);
  const id = parseId(params.id);
  await flagReview(id, viewer, await parseJson(request, flagSchema));
  return json({ message: moderationTexts.flagged }, 201);
});
