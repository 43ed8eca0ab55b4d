import type { Route } from "./+types/admin-userlevel";
import { userLevelBody } from "../../lib/admin-schemas.ts";
import { setUserLevel } from "../../server/admin/admin-levels.server.ts";
import { asAdmin } from "../../server/admin/admin-access.server.ts";
import { allowMethods, apiRoute, json, parseJson } from "../../server/http.server.ts";
import { getViewer } from "../../server/identity/session.server.ts";

/**
 * PUT /api/admin/userlevel {userId, level, addOnLevel, featuredCategory, fourMonthSubscription}:
 * answers { subscriptionSuccessful, message } (docs/product.md §24); a full niche is unsuccessful.
 */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["PUT"]);
  const viewer = await getViewer(request);
  asAdmin(viewer); // who may, before what: a non-admin learns nothing from a malformed body
  return json(await setUserLevel(viewer, await parseJson(request, userLevelBody)));
});
