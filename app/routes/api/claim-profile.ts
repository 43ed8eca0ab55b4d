import type { Route } from "./+types/claim-profile";
import { claimTexts } from "../../lib/messages/claims.ts";
import { claimProfile } from "../../server/claims/claim-service.server.ts";
import { allowMethods, apiRoute, json, parseId } from "../../server/http.server.ts";
import { apiViewer } from "../../server/identity/session.server.ts";

/**
 * POST /api/user/mapping/{id}: claim the profile. 200 when it is the caller's at once (their
 * verified e-mail is the profile's), 202 when an administrator has to approve it.
 */
export const action = apiRoute(async ({ params, request }: Route.ActionArgs) => {
  allowMethods(request, ["POST"]);
  const viewer = await apiViewer(request);
  const outcome = await claimProfile(viewer.userId, parseId(params.id));
  const claimed = outcome.status === "claimed";
  return json({ data: outcome, message: claimed ? claimTexts.claimed : claimTexts.pending }, claimed ? 200 : 202);
});
