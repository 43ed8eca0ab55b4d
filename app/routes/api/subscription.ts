import type { Route } from "./+types/subscription";
import { subscriptionRequest, subscriptionRequestBody } from "../../lib/plan-schemas.ts";
import { DomainError } from "../../server/domain-error.server.ts";
import { allowMethods, apiRoute, json, parseJson } from "../../server/http.server.ts";
import { apiViewer } from "../../server/identity/session.server.ts";
import { ownSubscriptions, requestSubscription } from "../../server/plans/plan-service.server.ts";

/** GET /api/subscription: the caller's subscriptions, newest first. */
export const loader = apiRoute(async ({ request }: Route.LoaderArgs) => {
  const viewer = await apiViewer(request);
  return json({ data: viewer.profile ? await ownSubscriptions(viewer.profile.id) : [] });
});

/**
 * POST /api/subscription (docs/product.md §24): level2 at once; a paid plan answers
 * `redirectToCheckout` with the checkout's address. Levels are granted by the payment webhook only.
 */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["GET", "POST"]);
  const viewer = await apiViewer(request);
  const wanted = subscriptionRequest(await parseJson(request, subscriptionRequestBody));
  if ("error" in wanted) throw new DomainError("invalid", wanted.error);
  return json(await requestSubscription(viewer, wanted));
});
