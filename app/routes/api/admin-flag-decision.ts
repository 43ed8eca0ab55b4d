import type { Route } from "./+types/admin-flag-decision";
import { moderationTexts } from "../../lib/messages/moderation.ts";
import { flagDecisionSchema } from "../../lib/review-moderation.ts";
import { asAdmin } from "../../server/admin/admin-access.server.ts";
import { allowMethods, apiRoute, json, parseId, parseJson } from "../../server/http.server.ts";
import { getViewer } from "../../server/identity/session.server.ts";
import { decideFlags } from "../../server/reviews/moderation-queue.server.ts";

/** POST /api/admin/flags/{reviewId}/decision {decision: "keep"|"remove", reason, note?}. */
export const action = apiRoute(async ({ params, request }: Route.ActionArgs) => {
  allowMethods(request, ["POST"]);
  const viewer = await getViewer(request);
  asAdmin(viewer); // who may, before what
  const input = await parseJson(request, flagDecisionSchema);
  await decideFlags(viewer, parseId(params.id), input);
  return json({ message: input.decision === "remove" ? moderationTexts.removed : moderationTexts.kept });
});
