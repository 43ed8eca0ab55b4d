import type { PlanInterval } from "../../lib/plans.ts";

/** What a checkout sells: one plan, for one profile, at the plan table's price. */
export type CheckoutRequest = {
  /** Our subscription row, which the session and its subscription carry in their metadata. */
  subscriptionId: string;
  profileId: string;
  email: string;
  affiliateId: string | null;
  plan: {
    id: string;
    name: string;
    chargesCents: number;
    regularCents: number;
    interval: PlanInterval;
    stripePlan: string | null;
  };
  expiresAt: Date;
};

export type CheckoutSession = { id: string; url: string };

/** The provider's view of a checkout: open, or complete (paid or still paying), or expired. */
export type CheckoutState = { status: "open" | "complete" | "expired"; paid: boolean };

/**
 * The card payment provider behind one small interface: Stripe when its keys are configured,
 * otherwise the built-in test checkout. Granting never happens here: only the signed webhook
 * (app/server/payments/webhook.server.ts) changes levels and slots.
 */
export interface PaymentProvider extends SubscriptionOps {
  kind: "stripe" | "test";
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  checkoutState(sessionId: string): Promise<CheckoutState | null>;
  /** Closes an open checkout (the provider then sends checkout.session.expired). */
  expireCheckout(sessionId: string): Promise<void>;
  /** The provider's customer portal for this customer, or null when there is none. */
  billingPortalUrl(customerId: string, returnUrl: string): Promise<string | null>;
}

/** What the webhook asks of the provider after it has applied an event. */
export interface SubscriptionOps {
  /** Lets a subscription run to the end of its current period, then end (four-month plans). */
  endAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  /** Ends a subscription now (a higher plan replaced it). */
  cancelNow(providerSubscriptionId: string): Promise<void>;
}
