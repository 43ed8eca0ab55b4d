import type { Route } from "./+types/payments-webhook";
import { allowMethods, apiRoute, json } from "../../server/http.server.ts";
import { paymentProvider } from "../../server/payments/provider.server.ts";
import { handleWebhook } from "../../server/payments/webhook.server.ts";

/**
 * POST /api/payments/webhook: the card provider's signed events. The signature covers the raw
 * body, so the body is read as text and verified before it is parsed.
 */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["POST"]);
  const raw = await request.text();
  const result = await handleWebhook(raw, request.headers.get("stripe-signature"), paymentProvider());
  return json(result);
});
