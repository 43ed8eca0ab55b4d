import type { Route } from "./+types/admin-appeal-decision";
import { moderationTexts } from "../../lib/messages/moderation.ts";
import { appealDecisionSchema } from "../../lib/review-moderation.ts";
import { asAdmin } from "../../server/admin/admin-access.server.ts";
import { allowMethods, apiRoute, json, parseId, parseJson } from "../../server/http.server.ts";
import { getViewer } from "../../server/identity/session.server.ts";
import { decideAppeal } from "../../server/reviews/review-appeals.server.ts";

/** POST /api/admin/appeals/{reviewId}/decision {decision: "uphold"|"restore", note?}. */
export const action = apiRoute(async ({ params, request }: Route.ActionArgs) => {
  allowMethods(request, ["POST"]);
  const viewer = await getViewer(request);
  asAdmin(viewer); // who may, before what
  const input = await parseJson(request, appealDecisionSchema);
  await decideAppeal(viewer, parseId(params.id), input);
  return json({ message: input.decision === "restore" ? moderationTexts.restored : moderationTexts.upheld });
});
