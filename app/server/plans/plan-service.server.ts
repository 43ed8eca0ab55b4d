import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import { hasLevel, isAdmin, type Tier } from "../../lib/levels.ts";
import { profileFormMessages } from "../../lib/messages/profile-form.ts";
import { authMessages } from "../../lib/messages/auth.ts";
import { planMessages } from "../../lib/messages/plans.ts";
import type { SubscriptionRequest, SubscriptionResult } from "../../lib/plan-schemas.ts";
import {
  highestTier,
  isPlanId,
  isUpgrade,
  LEVEL5_PLAN_OF_TIER,
  levelOfPlan,
  type PlanId,
  TIER_OF_ADD_ON,
} from "../../lib/plans.ts";
import type { OwnProfile } from "../accounts/account-service.server.ts";
import { chooseAccountType } from "../accounts/account-service.server.ts";
import { findCategory } from "../categories/category-service.server.ts";
import { config } from "../config.server.ts";
import type { Tx } from "../db/client.server.ts";
import { getDb } from "../db/database.server.ts";
import { categories, paymentEvents, plans, sponsoredSlots, subscriptions } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import { logger } from "../logger.server.ts";
import type { CheckoutRequest, CheckoutSession, PaymentProvider } from "../payments/payment-types.server.ts";
import { paymentProvider } from "../payments/provider.server.ts";
import { hit, LIMITS } from "../security/rate-limit.server.ts";
import { closeUnpaid, lockSubscription } from "./entitlements.server.ts";
import { freeSeats, holdSlot, lockNiche } from "./slots.server.ts";

export type Plan = typeof plans.$inferSelect;

/** Every plan, in the order the plans page shows them. */
export async function listPlans(): Promise<Plan[]> {
  return getDb().select().from(plans).orderBy(asc(plans.position));
}

export type NicheAvailability = { name: string; tier: Tier; available: boolean; freeSlots: number };

/** GET /api/plans/checkNicheAvailbility/{name}: whether the niche has a sponsored slot nobody holds. */
export async function nicheAvailability(name: string): Promise<NicheAvailability> {
  const niche = await findCategory(name);
  if (!niche) throw new DomainError("not-found", profileFormMessages.unknownCategory(name));
  const free = await freeSeats(niche.id);
  return { name: niche.name, tier: niche.tier, available: free > 0, freeSlots: free };
}

/** The niches of a tier that still have a free sponsored slot (the level 6 popup's dropdown). */
export async function nichesWithFreeSlot(tier: Tier): Promise<string[]> {
  const rows = await getDb()
    .select({ name: categories.name })
    .from(categories)
    .where(
      and(
        eq(categories.tier, tier),
        sql`(select count(*) from ${sponsoredSlots} s where s.category_id = ${categories.id}
              and (s.status = 'active' or s.hold_expires_at > now())) < 3`,
      ),
    )
    .orderBy(asc(categories.name));
  return rows.map((r) => r.name);
}

/** Every niche with its tier, for the level 5 modal (its price follows the highest tier). */
export async function nicheTiers(): Promise<{ name: string; tier: Tier }[]> {
  return getDb()
    .select({ name: categories.name, tier: categories.tier })
    .from(categories)
    .orderBy(asc(categories.name));
}

const result = (r: SubscriptionResult) => r;

/**
 * POST /api/subscription (docs/product.md §19 and §24): level2 is granted at once (it is free);
 * every paid plan opens a checkout at the provider, holding the sponsored slot of a level 6 plan
 * while the checkout is open. Nothing paid is granted here: only the payment webhook does that.
 */
export async function requestSubscription(
  viewer: { userId: string; email: string; profile: OwnProfile | null },
  request: SubscriptionRequest,
): Promise<SubscriptionResult> {
  const profile = viewer.profile;
  if (!profile) throw new DomainError("not-found", authMessages.profileNotFound);
  if (request.kind === "free") return grantLevel2(viewer.userId, profile);

  const purchase = await purchaseOf(profile, request);
  if (!isUpgrade(profile.level, purchase.planId)) throw new DomainError("conflict", planMessages.notAnUpgrade);
  if (!(await hit(LIMITS.checkoutsPerAccount, profile.id)))
    throw new DomainError("too-many", authMessages.tooManyAttempts);

  const [plan] = await getDb().select().from(plans).where(eq(plans.id, purchase.planId));
  if (!plan) throw new DomainError("not-found", planMessages.unknownPlan);
  return openCheckout(viewer.email, profile, plan, purchase);
}

async function grantLevel2(userId: string, profile: OwnProfile): Promise<SubscriptionResult> {
  if (profile.level !== "level1") throw new DomainError("conflict", planMessages.notAnUpgrade);
  await chooseAccountType(userId, "coach");
  return result({ redirectToCheckout: false, subscriptionSuccessful: true, message: planMessages.upgraded });
}

type PaidRequest = Exclude<SubscriptionRequest, { kind: "free" }>;

/** What a paid request buys: its plan, with the niches of a level 5 plan or the sponsored niche of a level 6 one. */
type Purchase = {
  planId: PlanId;
  categoryIds: number[];
  featured: { id: number; name: string } | null;
  fourMonthSubscription: boolean;
};

async function purchaseOf(profile: OwnProfile, request: PaidRequest): Promise<Purchase> {
  if (request.kind === "standard")
    return { planId: request.plan, categoryIds: [], featured: null, fourMonthSubscription: false };
  if (request.kind === "level5") return level5Purchase(request);
  return addOnPurchase(profile, request);
}

async function level5Purchase(request: Extract<PaidRequest, { kind: "level5" }>): Promise<Purchase> {
  const niches = await Promise.all(request.categories.map((name) => findNiche(name)));
  return {
    planId: LEVEL5_PLAN_OF_TIER[highestTier(niches.map((n) => n.tier)) ?? "alternative"],
    categoryIds: niches.map((n) => n.id),
    featured: null,
    fourMonthSubscription: request.fourMonthSubscription,
  };
}

async function addOnPurchase(
  profile: OwnProfile,
  request: Extract<PaidRequest, { kind: "add-on" }>,
): Promise<Purchase> {
  if (!profile.isCoach || !hasLevel(profile.level, "level2") || isAdmin(profile.level))
    throw new DomainError("forbidden", planMessages.coachesOnly);
  const niche = await findNiche(request.featuredCategory);
  const tier = TIER_OF_ADD_ON[request.addOnLevel];
  if (niche.tier !== tier) throw new DomainError("invalid", planMessages.wrongTier(niche.name, tier));
  return {
    planId: request.addOnLevel,
    categoryIds: [],
    featured: { id: niche.id, name: niche.name },
    fourMonthSubscription: request.fourMonthSubscription,
  };
}

/** Records the pending subscription, then sends the buyer to the provider's checkout for it. */
async function openCheckout(
  email: string,
  profile: OwnProfile,
  plan: Plan,
  purchase: Purchase,
): Promise<SubscriptionResult> {
  const provider = paymentProvider();
  const expiresAt = new Date(Date.now() + config.CHECKOUT_HOLD_MINUTES * 60_000);

  const { subscriptionId, closed } = await getDb().transaction((tx) =>
    createPending(tx, { profile, purchase, provider: provider.kind, expiresAt }),
  );

  for (const session of closed) {
    await provider.expireCheckout(session).catch((error: unknown) => {
      logger.warn({ err: error, session }, "could not close an earlier checkout");
    });
  }

  const session = await checkoutSession(provider, {
    subscriptionId,
    profileId: profile.id,
    email,
    affiliateId: profile.affiliateId,
    plan,
    expiresAt,
  });
  await getDb()
    .update(subscriptions)
    .set({ checkoutSessionId: session.id })
    .where(eq(subscriptions.id, subscriptionId));
  return result({
    redirectToCheckout: true,
    subscriptionSuccessful: null,
    message: planMessages.redirecting,
    checkoutUrl: session.url,
  });
}

/** The pending subscription and, for a level 6 plan, the hold on its sponsored slot. */
async function createPending(
  tx: Tx,
  pending: { profile: OwnProfile; purchase: Purchase; provider: PaymentProvider["kind"]; expiresAt: Date },
): Promise<{ subscriptionId: string; closed: string[] }> {
  const { profile, purchase, expiresAt } = pending;
  const { featured } = purchase;
  const closed = featured ? await closeOwnAddOnCheckouts(tx, profile.id, featured.id) : [];
  const [created] = await tx
    .insert(subscriptions)
    .values({
      profileId: profile.id,
      planId: purchase.planId,
      status: "pending",
      provider: pending.provider,
      categoryIds: purchase.categoryIds,
      featuredCategoryId: featured?.id ?? null,
      fourMonthSubscription: purchase.fourMonthSubscription,
      affiliateId: profile.affiliateId,
      checkoutExpiresAt: expiresAt,
    })
    .returning({ id: subscriptions.id });
  if (!created) throw new Error("The subscription was not created");
  if (featured)
    await holdSlot(tx, {
      categoryId: featured.id,
      nicheName: featured.name,
      profileId: profile.id,
      subscriptionId: created.id,
      until: expiresAt,
    });
  return { subscriptionId: created.id, closed };
}

/**
 * Refuses a buyer whose add-on is active and closes their open add-on checkouts, answering those
 * checkouts' provider sessions: they are expired at the provider only once the transaction commits.
 */
async function closeOwnAddOnCheckouts(tx: Tx, profileId: string, nicheId: number): Promise<string[]> {
  const closedSessions: string[] = [];
  // One advertising add-on at a time; the buyer's own earlier open checkouts give way.
  const mine = await tx
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      session: subscriptions.checkoutSessionId,
      niche: subscriptions.featuredCategoryId,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.profileId, profileId),
        inArray(subscriptions.status, ["pending", "active"]),
        inArray(subscriptions.planId, ["level6alt", "level6standard", "level6premium"]),
      ),
    );
  if (mine.some((m) => m.status === "active")) throw new DomainError("conflict", planMessages.addOnActive);
  // Buyers of a niche queue on its row, taken before anything references it and in id order
  // when an earlier hold elsewhere is given up too, so two buyers never wait on each other.
  const niches = [...new Set([nicheId, ...mine.flatMap((m) => (m.niche === null ? [] : [m.niche]))])];
  for (const id of niches.toSorted((a, b) => a - b)) await lockNiche(tx, id);
  for (const open of mine) {
    const row = await lockSubscription(tx, open.id);
    if (row) await closeUnpaid(tx, row, "expired");
    if (open.session) closedSessions.push(open.session);
  }
  return closedSessions;
}

/** The provider's checkout session; when none opens, the pending subscription is closed as failed. */
async function checkoutSession(provider: PaymentProvider, request: CheckoutRequest): Promise<CheckoutSession> {
  try {
    return await provider.createCheckout(request);
  } catch (error) {
    logger.error(
      { err: error, subscriptionId: request.subscriptionId },
      "the payment provider did not open a checkout",
    );
    await getDb().transaction(async (tx) => {
      const row = await lockSubscription(tx, request.subscriptionId);
      if (row) await closeUnpaid(tx, row, "failed");
    });
    throw new DomainError("unavailable", planMessages.checkoutUnavailable);
  }
}

async function findNiche(name: string) {
  const niche = await findCategory(name);
  if (!niche) throw new DomainError("invalid", profileFormMessages.unknownCategory(name));
  return niche;
}

export type OwnSubscription = {
  _id: string;
  plan: string;
  planName: string;
  level: string;
  status: string;
  fourMonthSubscription: boolean;
  featuredCategory: string | null;
  startedAt: string | null;
  currentPeriodEnd: string | null;
  endsAt: string | null;
  /** Renews at currentPeriodEnd (false once it is set to end). */
  renews: boolean;
  periodsPaid: number;
  paymentFailed: boolean;
  affiliateId: string | null;
};

/** The profile's subscriptions, newest first (GET /api/subscription and /profile). */
export async function ownSubscriptions(profileId: string): Promise<OwnSubscription[]> {
  const rows = await getDb()
    .select({
      id: subscriptions.id,
      planId: subscriptions.planId,
      planName: plans.name,
      status: subscriptions.status,
      fourMonthSubscription: subscriptions.fourMonthSubscription,
      featuredCategory: categories.name,
      startedAt: subscriptions.startedAt,
      currentPeriodEnd: subscriptions.currentPeriodEnd,
      endsAt: subscriptions.endsAt,
      paymentFailedAt: subscriptions.paymentFailedAt,
      affiliateId: subscriptions.affiliateId,
      provider: subscriptions.provider,
      periodsPaid: sql<number>`(select count(distinct ${paymentEvents.invoiceId})::int from ${paymentEvents}
        where ${paymentEvents.subscriptionId} = ${subscriptions.id} and ${paymentEvents.type} = 'invoice.paid')`,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .leftJoin(categories, eq(categories.id, subscriptions.featuredCategoryId))
    .where(eq(subscriptions.profileId, profileId))
    .orderBy(desc(subscriptions.createdAt));
  return rows.map((r) => ({
    _id: r.id,
    plan: r.planId,
    planName: r.planName,
    level: isPlanId(r.planId) ? levelOfPlan(r.planId) : r.planId,
    status: r.status,
    fourMonthSubscription: r.fourMonthSubscription,
    featuredCategory: r.featuredCategory,
    startedAt: r.startedAt?.toISOString() ?? null,
    currentPeriodEnd: r.currentPeriodEnd?.toISOString() ?? null,
    endsAt: r.endsAt?.toISOString() ?? null,
    renews: r.status === "active" && !r.endsAt && r.provider !== "admin",
    periodsPaid: r.periodsPaid,
    paymentFailed: r.status === "active" && r.paymentFailedAt !== null,
    affiliateId: r.affiliateId,
  }));
}
