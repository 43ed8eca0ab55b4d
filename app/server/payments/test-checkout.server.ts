import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { Stripe } from "stripe";
import { testCheckoutTexts } from "../../lib/messages/test-checkout.ts";
import { getDb } from "../db/database.server.ts";
import { plans, profiles, subscriptions } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import { periodEndFrom } from "../plans/entitlements.server.ts";
import type { SubscriptionOps } from "./payment-types.server.ts";
import { handleWebhook } from "./webhook.server.ts";
import { webhookSecret } from "./webhook-secret.server.ts";

// The built-in test checkout (no provider keys): Pay and Decline make the events Stripe would send,
// signed with this process's webhook secret, and hand them to the same webhook code.

/** Test subscriptions bill nothing, so there is nothing to stop at the provider. */
export const testSubscriptionOps: SubscriptionOps = {
  async endAtPeriodEnd() {},
  async cancelNow() {},
};

const testId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString("hex")}`;

export const newTestSessionId = () => testId("cs");

/** The open test checkout (of this profile, when one is named), with what it sells. */
export async function openTestCheckout(sessionId: string, profileId: string | null) {
  const [row] = await getDb()
    .select({
      subscriptionId: subscriptions.id,
      profileId: subscriptions.profileId,
      status: subscriptions.status,
      planId: plans.id,
      planName: plans.name,
      chargesCents: plans.chargesCents,
      regularCents: plans.regularCents,
      interval: plans.interval,
      fourMonthSubscription: subscriptions.fourMonthSubscription,
      affiliateId: subscriptions.affiliateId,
      email: profiles.email,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(profiles, eq(profiles.id, subscriptions.profileId))
    .where(
      and(
        eq(subscriptions.checkoutSessionId, sessionId),
        profileId ? eq(subscriptions.profileId, profileId) : undefined,
        eq(subscriptions.provider, "test"),
        eq(subscriptions.status, "pending"),
      ),
    );
  if (!row) throw new DomainError("not-found", testCheckoutTexts.notFound);
  return row;
}

async function deliver(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: testId("evt"),
    object: "event",
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret() });
  await handleWebhook(payload, header, testSubscriptionOps);
}

/** Pay: the checkout completes and the first invoice is paid, as Stripe reports a card payment. */
export async function payTestCheckout(sessionId: string, profileId: string): Promise<void> {
  const checkout = await openTestCheckout(sessionId, profileId);
  const metadata = {
    subscriptionId: checkout.subscriptionId,
    profileId,
    planId: checkout.planId,
    ...(checkout.affiliateId ? { affiliateId: checkout.affiliateId } : {}),
  };
  const providerSubscriptionId = testId("sub");
  const customer = `cus_test_${profileId.replaceAll("-", "")}`;
  await deliver("checkout.session.completed", {
    id: sessionId,
    object: "checkout.session",
    mode: "subscription",
    status: "complete",
    payment_status: "paid",
    client_reference_id: profileId,
    customer_email: checkout.email,
    customer,
    subscription: providerSubscriptionId,
    metadata,
  });
  const start = new Date();
  const end = periodEndFrom(start, checkout.interval);
  await deliver("invoice.paid", {
    id: testId("in"),
    object: "invoice",
    billing_reason: "subscription_create",
    customer,
    amount_paid: checkout.chargesCents,
    parent: { type: "subscription_details", subscription_details: { subscription: providerSubscriptionId, metadata } },
    lines: {
      data: [{ period: { start: Math.floor(start.getTime() / 1000), end: Math.floor(end.getTime() / 1000) } }],
    },
  });
}

/** Decline (or leaving for /fail): the checkout closes unpaid and its hold is released. */
export async function declineTestCheckout(sessionId: string, profileId: string | null): Promise<void> {
  const checkout = await openTestCheckout(sessionId, profileId);
  await deliver("checkout.session.expired", {
    id: sessionId,
    object: "checkout.session",
    status: "expired",
    payment_status: "unpaid",
    client_reference_id: checkout.profileId,
    metadata: { subscriptionId: checkout.subscriptionId, profileId: checkout.profileId, planId: checkout.planId },
  });
}
