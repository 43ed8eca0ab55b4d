import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { ADMIN_LEVEL, hasLevel, type Level } from "../../lib/levels.ts";
import { FOUR_MONTH_PERIODS, isAddOnPlan, isPlanId, levelOfPlan } from "../../lib/plans.ts";
import { paymentEvents, plans, profileCategories, profiles, sponsoredSlots, subscriptions } from "../db/schema.ts";
import { logger } from "../logger.server.ts";
import type { Tx } from "../db/client.server.ts";
import { activateSlot, releaseSlot } from "./slots.server.ts";
import type { PlanInterval } from "../../lib/plans.ts";

// What a subscription grants, applied and taken back inside the payment webhook's transaction
// (app/server/payments/webhook.server.ts is the only caller): a level for the standard plans, a
// sponsored seat and the add-on level for the advertising ones.

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Work for the card provider once the transaction has committed. */
export type FollowUp = { op: "endAtPeriodEnd" | "cancelNow"; providerSubscriptionId: string };

/** The subscription's row, locked until the transaction ends. */
export async function lockSubscription(tx: Tx, id: string): Promise<SubscriptionRow | null> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for("no key update");
  return row ?? null;
}

/** The end of a period that starts at `from`: a year, or 30 days. */
export function periodEndFrom(from: Date, interval: PlanInterval): Date {
  const end = new Date(from);
  if (interval === "year") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCDate(end.getUTCDate() + 30);
  return end;
}

const later = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);

/** Sets the ids the provider gave the subscription and its customer, once known. */
export async function recordProviderIds(
  tx: Tx,
  sub: SubscriptionRow,
  ids: { providerSubscriptionId?: string | null; providerCustomerId?: string | null },
): Promise<void> {
  const set: Partial<SubscriptionRow> = {};
  if (ids.providerSubscriptionId && !sub.providerSubscriptionId)
    set.providerSubscriptionId = ids.providerSubscriptionId;
  if (ids.providerCustomerId && !sub.providerCustomerId) set.providerCustomerId = ids.providerCustomerId;
  if (Object.keys(set).length === 0) return;
  await tx.update(subscriptions).set(set).where(eq(subscriptions.id, sub.id));
  Object.assign(sub, set);
}

/**
 * A paid subscription starts: only from pending (an ended, expired or failed one stays so, so
 * events in any order settle on the same result). Answers the provider work to do afterwards.
 */
export async function activateSubscription(tx: Tx, sub: SubscriptionRow): Promise<FollowUp[]> {
  if (sub.status !== "pending") return [];
  const [plan] = await tx.select().from(plans).where(eq(plans.id, sub.planId));
  if (!plan || !isPlanId(plan.id)) throw new Error(`Subscription ${sub.id} has an unknown plan ${sub.planId}`);
  const now = new Date();
  // An estimate until the first paid invoice says when the period ends (it may have come first).
  const currentPeriodEnd = sub.currentPeriodEnd ?? periodEndFrom(now, plan.interval);
  await tx
    .update(subscriptions)
    .set({ status: "active", startedAt: now, currentPeriodEnd })
    .where(eq(subscriptions.id, sub.id));
  Object.assign(sub, { status: "active", startedAt: now, currentPeriodEnd });
  const [profile] = await tx
    .select({ level: profiles.level })
    .from(profiles)
    .where(eq(profiles.id, sub.profileId))
    .for("no key update");
  if (!profile) return [];

  if (isAddOnPlan(plan.id)) {
    const categoryId = sub.featuredCategoryId;
    const seated =
      categoryId !== null && (await activateSlot(tx, { subscriptionId: sub.id, categoryId, profileId: sub.profileId }));
    if (!seated) {
      // Paid after its hold lapsed and the niche filled up meanwhile: needs a refund by hand.
      logger.error({ subscriptionId: sub.id, categoryId }, "paid advertising subscription found its niche full");
      return [];
    }
    await tx
      .update(profiles)
      .set({
        addOnLevel: plan.id,
        featuredCategoryId: categoryId,
        featured: true,
        fourMonthSubscription: sub.fourMonthSubscription,
      })
      .where(eq(profiles.id, sub.profileId));
    return [];
  }

  const level = levelOfPlan(plan.id);
  if (profile.level !== ADMIN_LEVEL && !hasLevel(profile.level, level)) {
    await tx
      .update(profiles)
      .set({ level, isCoach: true, accountType: "coach", fourMonthSubscription: sub.fourMonthSubscription })
      .where(eq(profiles.id, sub.profileId));
  }
  if (level === "level5" && sub.categoryIds.length > 0) {
    await tx.delete(profileCategories).where(eq(profileCategories.profileId, sub.profileId));
    await tx
      .insert(profileCategories)
      .values(sub.categoryIds.map((categoryId, i) => ({ profileId: sub.profileId, seat: i + 1, categoryId })));
  }
  // The plan it replaces ends now (one standard plan at a time).
  const replaced = await tx
    .update(subscriptions)
    .set({ status: "canceled", endedAt: now })
    .where(
      and(
        eq(subscriptions.profileId, sub.profileId),
        eq(subscriptions.status, "active"),
        ne(subscriptions.id, sub.id),
        inArray(subscriptions.planId, await standardPlanIds(tx)),
      ),
    )
    .returning({ providerSubscriptionId: subscriptions.providerSubscriptionId });
  return replaced.flatMap((r) =>
    r.providerSubscriptionId ? [{ op: "cancelNow" as const, providerSubscriptionId: r.providerSubscriptionId }] : [],
  );
}

async function standardPlanIds(tx: Tx): Promise<string[]> {
  const rows = await tx.select({ id: plans.id }).from(plans).where(eq(plans.kind, "standard"));
  return rows.map((r) => r.id);
}

/**
 * The provider ended the subscription: its level falls back to the best other active plan, else
 * level2; an add-on's seat is freed and the niche's seats renumbered.
 */
export async function endSubscription(tx: Tx, sub: SubscriptionRow): Promise<void> {
  if (sub.status === "canceled" || sub.status === "expired" || sub.status === "failed") return;
  const wasActive = sub.status === "active";
  const now = new Date();
  await tx.update(subscriptions).set({ status: "canceled", endedAt: now }).where(eq(subscriptions.id, sub.id));
  Object.assign(sub, { status: "canceled", endedAt: now });
  if (isAddOnPlan(sub.planId)) {
    await releaseSlot(tx, sub.id);
    if (wasActive) await refreshAddOn(tx, sub.profileId);
    return;
  }
  if (!wasActive) return;
  const [profile] = await tx
    .select({ level: profiles.level })
    .from(profiles)
    .where(eq(profiles.id, sub.profileId))
    .for("no key update");
  if (!profile || profile.level === ADMIN_LEVEL) return;
  const others = await tx
    .select({ planId: subscriptions.planId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.profileId, sub.profileId),
        eq(subscriptions.status, "active"),
        inArray(subscriptions.planId, await standardPlanIds(tx)),
      ),
    );
  const levels = others.map((o) => (isPlanId(o.planId) ? levelOfPlan(o.planId) : "level2"));
  const best = levels.reduce<Level>((a, b) => (hasLevel(a, b) ? a : b), "level2");
  await tx.update(profiles).set({ level: best }).where(eq(profiles.id, sub.profileId));
}

/** The profile's add-on follows its remaining sponsored seat, if any. */
async function refreshAddOn(tx: Tx, profileId: string) {
  const [seat] = await tx
    .select({ categoryId: sponsoredSlots.categoryId, planId: subscriptions.planId })
    .from(sponsoredSlots)
    .leftJoin(subscriptions, eq(subscriptions.id, sponsoredSlots.subscriptionId))
    .where(and(eq(sponsoredSlots.profileId, profileId), eq(sponsoredSlots.status, "active")))
    .orderBy(asc(sponsoredSlots.startedAt))
    .limit(1);
  if (!seat) {
    await tx
      .update(profiles)
      .set({ addOnLevel: null, featuredCategoryId: null, featured: false })
      .where(eq(profiles.id, profileId));
    return;
  }
  await tx
    .update(profiles)
    .set({
      featured: true,
      featuredCategoryId: seat.categoryId,
      ...(seat.planId && isAddOnPlan(seat.planId) ? { addOnLevel: seat.planId } : {}),
    })
    .where(eq(profiles.id, profileId));
}

/** The checkout closed unpaid (expired, declined, or its delayed payment failed): the hold goes. */
export async function closeUnpaid(tx: Tx, sub: SubscriptionRow, status: "expired" | "failed"): Promise<void> {
  if (sub.status !== "pending") return;
  await tx.update(subscriptions).set({ status }).where(eq(subscriptions.id, sub.id));
  Object.assign(sub, { status });
  await releaseSlot(tx, sub.id);
}

/**
 * An invoice of the subscription was paid (its first, or a renewal): a pending subscription
 * starts, the paid period extends it, and a four-month subscription that has paid its fourth
 * period is told to end at that period's end.
 */
export async function invoicePaid(tx: Tx, sub: SubscriptionRow, periodEnd: Date | null): Promise<FollowUp[]> {
  const followUps = await activateSubscription(tx, sub);
  if (sub.status !== "active") return followUps;
  const [paid] = await tx
    .select({ n: sql<number>`count(distinct ${paymentEvents.invoiceId})::int` })
    .from(paymentEvents)
    .where(and(eq(paymentEvents.subscriptionId, sub.id), eq(paymentEvents.type, "invoice.paid")));
  const periodsPaid = paid?.n ?? 0;
  // The first paid invoice replaces the estimate made at activation; later ones only extend.
  const currentPeriodEnd =
    periodsPaid <= 1 ? (periodEnd ?? sub.currentPeriodEnd) : later(sub.currentPeriodEnd, periodEnd);
  await tx.update(subscriptions).set({ currentPeriodEnd, paymentFailedAt: null }).where(eq(subscriptions.id, sub.id));
  Object.assign(sub, { currentPeriodEnd, paymentFailedAt: null });
  if (!sub.fourMonthSubscription || sub.endsAt || periodsPaid < FOUR_MONTH_PERIODS) return followUps;
  await tx.update(subscriptions).set({ endsAt: currentPeriodEnd }).where(eq(subscriptions.id, sub.id));
  await tx.update(sponsoredSlots).set({ endsAt: currentPeriodEnd }).where(eq(sponsoredSlots.subscriptionId, sub.id));
  Object.assign(sub, { endsAt: currentPeriodEnd });
  return sub.providerSubscriptionId
    ? [...followUps, { op: "endAtPeriodEnd", providerSubscriptionId: sub.providerSubscriptionId }]
    : followUps;
}

/** A renewal payment failed: shown on /profile until a later invoice is paid or the provider ends it. */
export async function invoiceFailed(tx: Tx, sub: SubscriptionRow): Promise<void> {
  if (sub.status !== "active") return;
  await tx.update(subscriptions).set({ paymentFailedAt: new Date() }).where(eq(subscriptions.id, sub.id));
}
