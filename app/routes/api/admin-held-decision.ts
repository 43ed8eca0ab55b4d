import type { Route } from "./+types/admin-held-decision";
import { heldDecisionSchema } from "../../lib/held-review-schemas.ts";
import { heldReviewTexts as t } from "../../lib/messages/held-reviews.ts";
import { asAdmin } from "../../server/admin/admin-access.server.ts";
import { allowMethods, apiRoute, json, parseJson } from "../../server/http.server.ts";
import { getViewer } from "../../server/identity/session.server.ts";
import { decideHeld } from "../../server/reviews/held-reviews.server.ts";

/** POST /api/admin/held-reviews/decision {ids, decision: "approve"|"reject", reason?, note?}. */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["POST"]);
  const viewer = await getViewer(request);
  asAdmin(viewer); // who may, before what
  const input = await parseJson(request, heldDecisionSchema);
  const decided = await decideHeld(viewer, input);
  return json({ message: input.decision === "approve" ? t.approved(decided) : t.rejected(decided) });
});
