import { Stripe } from "stripe";
import { config } from "../config.server.ts";
import type { CheckoutRequest, CheckoutSession, CheckoutState, PaymentProvider } from "./payment-types.server.ts";

/** The intro discount lasts this many months (docs/product.md §4: offer prices "for the first three months"). */
const INTRO_MONTHS = 3;

export function stripeClient(secretKey: string): Stripe {
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    // A local stand-in in tests; Stripe's own API otherwise.
    ...(config.STRIPE_API_HOST ? { host: config.STRIPE_API_HOST } : {}),
    ...(config.STRIPE_API_PORT ? { port: config.STRIPE_API_PORT } : {}),
    ...(config.STRIPE_API_PROTOCOL ? { protocol: config.STRIPE_API_PROTOCOL } : {}),
  });
}

const errorCode = (error: unknown) =>
  error && typeof error === "object" && "code" in error ? (error as { code?: unknown }).code : undefined;

/** The coupon that takes the regular price down to the plan's price for the first three months. */
async function introCoupon(stripe: Stripe, plan: CheckoutRequest["plan"]): Promise<string> {
  const amountOff = plan.regularCents - plan.chargesCents;
  const id = `intro-${plan.id}-${amountOff}`;
  try {
    await stripe.coupons.create({
      id,
      amount_off: amountOff,
      currency: "usd",
      duration: "repeating",
      duration_in_months: INTRO_MONTHS,
      name: "First three months",
    });
  } catch (error) {
    // Made by an earlier checkout: the same id always means the same discount.
    if (errorCode(error) !== "resource_already_exists") throw error;
  }
  return id;
}

async function createCheckout(stripe: Stripe, request: CheckoutRequest): Promise<CheckoutSession> {
  const { plan } = request;
  const recurring: Stripe.Checkout.SessionCreateParams.LineItem.PriceData.Recurring =
    plan.interval === "year" ? { interval: "year" } : { interval: "day", interval_count: 30 };
  const discounted = plan.regularCents > plan.chargesCents;
  const metadata = {
    subscriptionId: request.subscriptionId,
    profileId: request.profileId,
    planId: plan.id,
    ...(request.affiliateId ? { affiliateId: request.affiliateId } : {}),
  };
  const session = await stripe.checkout.sessions.create(
    {
      mode: "subscription",
      line_items: [
        plan.stripePlan
          ? { price: plan.stripePlan, quantity: 1 }
          : {
              price_data: {
                currency: "usd",
                unit_amount: plan.regularCents,
                recurring,
                product_data: { name: plan.name },
              },
              quantity: 1,
            },
      ],
      ...(discounted ? { discounts: [{ coupon: await introCoupon(stripe, plan) }] } : {}),
      client_reference_id: request.profileId,
      customer_email: request.email,
      success_url: `${config.baseUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${config.baseUrl}/fail?subscription=${request.subscriptionId}`,
      expires_at: Math.floor(request.expiresAt.getTime() / 1000),
      metadata,
      subscription_data: { metadata },
    },
    { idempotencyKey: `checkout-${request.subscriptionId}` },
  );
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
  return { id: session.id, url: session.url };
}

/** Stripe's hosted Checkout in subscription mode, its customer portal, and subscription changes. */
export function stripeProvider(secretKey: string): PaymentProvider {
  const stripe = stripeClient(secretKey);
  return {
    kind: "stripe",
    createCheckout: (request) => createCheckout(stripe, request),
    async checkoutState(sessionId) {
      try {
        const session = await stripe.checkout.sessions.retrieve(sessionId);
        const status: CheckoutState["status"] =
          session.status === "complete" ? "complete" : session.status === "expired" ? "expired" : "open";
        return {
          status,
          paid: session.payment_status === "paid" || session.payment_status === "no_payment_required",
        };
      } catch (error) {
        if (errorCode(error) === "resource_missing") return null;
        throw error;
      }
    },
    async expireCheckout(sessionId) {
      try {
        await stripe.checkout.sessions.expire(sessionId);
      } catch (error) {
        // Already complete or expired: nothing to close.
        if (errorCode(error) !== "checkout_session_not_open" && errorCode(error) !== "resource_missing") throw error;
      }
    },
    async endAtPeriodEnd(providerSubscriptionId) {
      await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
    },
    async cancelNow(providerSubscriptionId) {
      await stripe.subscriptions.cancel(providerSubscriptionId);
    },
    async billingPortalUrl(customerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return session.url;
    },
  };
}
