import { eq } from "drizzle-orm";
import { Stripe } from "stripe";
import { z } from "zod";
import { planMessages } from "../../lib/messages/plans.ts";
import { getDb } from "../db/database.server.ts";
import { paymentEvents, subscriptions } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import { logger } from "../logger.server.ts";
import {
  activateSubscription,
  closeUnpaid,
  endSubscription,
  type FollowUp,
  invoiceFailed,
  invoicePaid,
  lockSubscription,
  recordProviderIds,
} from "../plans/entitlements.server.ts";
import type { Tx } from "../db/client.server.ts";
import type { SubscriptionOps } from "./payment-types.server.ts";
import { webhookSecret } from "./webhook-secret.server.ts";

// The one place that grants anything bought (decision 0047: a level changes only on a verified
// payment event, exactly once per event). Stripe's events and the test checkout's go through here
// alike: the signature is checked on the raw body, the event id is recorded in the same
// transaction as its effect, and the subscription's state machine makes any order settle on the
// same result.

export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "invoice.paid",
  "invoice.payment_failed",
  "customer.subscription.deleted",
] as const;
type HandledEvent = (typeof HANDLED_EVENTS)[number];

/** How old a signature may be (Stripe's default: 5 minutes). */
const TOLERANCE_SECONDS = 300;

const idOf = z
  .union([z.string(), z.object({ id: z.string() })])
  .nullish()
  .transform((v) => (typeof v === "string" ? v : (v?.id ?? null)));
const metadata = z.record(z.string(), z.string()).nullish();

const session = z.object({
  id: z.string(),
  metadata,
  subscription: idOf,
  customer: idOf,
  payment_status: z.string().nullish(),
});
const invoice = z.object({
  id: z.string(),
  // API versions from 2025 on: parent.subscription_details; earlier ones: invoice.subscription.
  parent: z.object({ subscription_details: z.object({ subscription: idOf, metadata }).nullish() }).nullish(),
  subscription: idOf.optional(),
  customer: idOf,
  period_end: z.number().nullish(),
  amount_paid: z.number().int().nonnegative().nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ end: z.number() }).nullish() })) }).nullish(),
});
const subscription = z.object({ id: z.string(), metadata, customer: idOf });

/** What an event says, in our terms. */
type Incoming = {
  type: HandledEvent;
  ourId: string | null;
  providerSubscriptionId: string | null;
  providerCustomerId: string | null;
  checkoutSessionId: string | null;
  invoiceId: string | null;
  /** What a paid invoice took, in cents. */
  amountCents: number | null;
  paid: boolean;
  periodEnd: Date | null;
};

const ourIdFrom = (meta: Record<string, string> | null | undefined) => {
  const id = meta?.subscriptionId;
  return id && z.uuid().safeParse(id).success ? id : null;
};

function readEvent(type: HandledEvent, object: unknown): Incoming {
  const base = {
    type,
    ourId: null,
    providerSubscriptionId: null,
    providerCustomerId: null,
    checkoutSessionId: null,
    invoiceId: null,
    amountCents: null,
    paid: false,
    periodEnd: null,
  };
  if (type.startsWith("checkout.session.")) {
    const s = session.parse(object);
    return {
      ...base,
      ourId: ourIdFrom(s.metadata),
      checkoutSessionId: s.id,
      providerSubscriptionId: s.subscription,
      providerCustomerId: s.customer,
      paid: s.payment_status === "paid" || s.payment_status === "no_payment_required",
    };
  }
  if (type.startsWith("invoice.")) {
    const i = invoice.parse(object);
    const details = i.parent?.subscription_details;
    const ends = (i.lines?.data ?? []).flatMap((l) => (l.period ? [l.period.end] : []));
    const end = ends.length ? Math.max(...ends) : i.period_end;
    return {
      ...base,
      ourId: ourIdFrom(details?.metadata),
      invoiceId: i.id,
      amountCents: type === "invoice.paid" ? (i.amount_paid ?? null) : null,
      providerSubscriptionId: details?.subscription ?? i.subscription ?? null,
      providerCustomerId: i.customer,
      periodEnd: end ? new Date(end * 1000) : null,
    };
  }
  const s = subscription.parse(object);
  return { ...base, ourId: ourIdFrom(s.metadata), providerSubscriptionId: s.id, providerCustomerId: s.customer };
}

/** Our subscription an event is about: by the id we gave it, else by the provider's ids. */
async function findSubscription(tx: Tx, event: Incoming): Promise<string | null> {
  if (event.ourId) {
    const [row] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.id, event.ourId));
    if (row) return row.id;
  }
  if (event.checkoutSessionId) {
    const [row] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.checkoutSessionId, event.checkoutSessionId));
    if (row) return row.id;
  }
  if (event.providerSubscriptionId) {
    const [row] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, event.providerSubscriptionId));
    if (row) return row.id;
  }
  return null;
}

async function apply(tx: Tx, subscriptionId: string, event: Incoming): Promise<FollowUp[]> {
  const sub = await lockSubscription(tx, subscriptionId);
  if (!sub) return [];
  await recordProviderIds(tx, sub, event);
  switch (event.type) {
    case "checkout.session.completed":
      // A delayed payment method (bank debit) completes unpaid: the async events settle it.
      return event.paid ? activateSubscription(tx, sub) : [];
    case "checkout.session.async_payment_succeeded":
      return activateSubscription(tx, sub);
    case "checkout.session.async_payment_failed":
      await closeUnpaid(tx, sub, "failed");
      return [];
    case "checkout.session.expired":
      await closeUnpaid(tx, sub, "expired");
      return [];
    case "invoice.paid":
      return invoicePaid(tx, sub, event.periodEnd);
    case "invoice.payment_failed":
      await invoiceFailed(tx, sub);
      return [];
    case "customer.subscription.deleted":
      await endSubscription(tx, sub);
      return [];
  }
}

export type WebhookResult = { received: true; duplicate: boolean; handled: boolean };

/**
 * Verifies and applies one webhook delivery. A bad or stale signature is a DomainError("invalid")
 * (400) before anything is read; a repeated event id changes nothing.
 */
export async function handleWebhook(
  rawBody: string,
  signature: string | null,
  ops: SubscriptionOps,
): Promise<WebhookResult> {
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature ?? "", webhookSecret(), TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof Stripe.errors.StripeSignatureVerificationError)
      throw new DomainError("invalid", planMessages.badSignature);
    throw new DomainError("invalid", planMessages.badEvent);
  }
  const type = event.type as string;
  if (!(HANDLED_EVENTS as readonly string[]).includes(type))
    return { received: true, duplicate: false, handled: false };
  let incoming: Incoming;
  try {
    incoming = readEvent(type as HandledEvent, event.data?.object);
  } catch {
    throw new DomainError("invalid", planMessages.badEvent);
  }

  const outcome = await getDb().transaction(async (tx) => {
    const subscriptionId = await findSubscription(tx, incoming);
    // Deliveries of events about one subscription queue on its row, before the event is claimed.
    if (subscriptionId) await lockSubscription(tx, subscriptionId);
    const claimed = await tx
      .insert(paymentEvents)
      .values({ id: event.id, type, subscriptionId, invoiceId: incoming.invoiceId, amountCents: incoming.amountCents })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (claimed.length === 0) return { duplicate: true, followUps: [] as FollowUp[] };
    if (!subscriptionId) {
      logger.warn({ eventId: event.id, type }, "payment event for no known subscription");
      return { duplicate: false, followUps: [] as FollowUp[] };
    }
    return { duplicate: false, followUps: await apply(tx, subscriptionId, incoming) };
  });

  // Provider calls after the commit; each is harmless to repeat.
  for (const followUp of outcome.followUps) {
    try {
      await ops[followUp.op](followUp.providerSubscriptionId);
    } catch (error) {
      logger.error({ err: error, ...followUp, eventId: event.id }, "payment provider follow-up failed");
    }
  }
  return { received: true, duplicate: outcome.duplicate, handled: true };
}
