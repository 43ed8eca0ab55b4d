import type { Route } from "./+types/review-appeal";
import { moderationTexts } from "../../lib/messages/moderation.ts";
import { appealSchema } from "../../lib/review-moderation.ts";
import { allowMethods, apiRoute, json, parseId, parseJson } from "../../server/http.server.ts";
import { apiViewer } from "../../server/identity/session.server.ts";
import { appealRemoval } from "../../server/reviews/review-appeals.server.ts";

/** POST /api/comment/{reviewId}/appeal {text}: the author of a removed review, once, within 14 days. */
export const action = apiRoute(async ({ params, request }: Route.ActionArgs) => {
  allowMethods(request, ["POST"]);
  const viewer = await apiViewer(request);
  const id = parseId(params.id);
  const { text } = await parseJson(request, appealSchema);
  await appealRemoval(id, viewer, text);
  return json({ message: moderationTexts.appealed }, 201);
});
