import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { UserLevelInput } from "../../lib/admin-schemas.ts";
import { ADD_ON_LEVELS, ADMIN_LEVEL, type AddOnLevel, type Level } from "../../lib/levels.ts";
import { profileFormMessages } from "../../lib/messages/profile-form.ts";
import { planMessages } from "../../lib/messages/plans.ts";
import { adminTexts } from "../../lib/messages/admin.ts";
import { FOUR_MONTH_PERIODS, type PlanId, STANDARD_PLAN_IDS, TIER_OF_ADD_ON } from "../../lib/plans.ts";
import { findCategory } from "../categories/category-service.server.ts";
import type { Tx } from "../db/client.server.ts";
import { getDb } from "../db/database.server.ts";
import { categories, plans, profiles, subscriptions } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import type { Viewer } from "../identity/session.server.ts";
import { logger } from "../logger.server.ts";
import { paymentProvider } from "../payments/provider.server.ts";
import {
  activateSubscription,
  endSubscription,
  type FollowUp,
  lockSubscription,
  type SubscriptionRow,
  periodEndFrom,
} from "../plans/entitlements.server.ts";
import { holdSlot, lockNiche } from "../plans/slots.server.ts";
import { asAdmin } from "./admin-access.server.ts";
import { recordAction } from "./audit.server.ts";

export type LevelResult = { subscriptionSuccessful: boolean; message: string };

/** The plan a complimentary level is recorded under (level 5 as its standard-tier plan). */
const PLAN_OF_LEVEL: Partial<Record<Level, PlanId>> = {
  level3: "level3",
  level4: "level4",
  level5: "level5standard",
};

/**
 * PUT /api/admin/userlevel: the admin's "Upgrade User Level". A paid level or add-on becomes a
 * complimentary subscription (provider "admin") that goes through the same entitlement code as a
 * paid one: it replaces the current plan, and an add-on takes a sponsored seat by seniority, or
 * is refused when the niche has 3 sponsors. level1, level2 and admin are set directly, ending the
 * paid plans. Recorded with the values before and after.
 */
export async function setUserLevel(viewer: Viewer | null, input: UserLevelInput): Promise<LevelResult> {
  const actor = asAdmin(viewer);
  const [target] = await getDb()
    .select({
      id: profiles.id,
      userId: profiles.userId,
      level: profiles.level,
      addOnLevel: profiles.addOnLevel,
      featuredCategoryId: profiles.featuredCategoryId,
      fourMonthSubscription: profiles.fourMonthSubscription,
    })
    .from(profiles)
    .where(eq(profiles.id, input.userId));
  if (!target) throw new DomainError("not-found", adminTexts.profileNotFound);
  if (target.userId === actor.userId && input.level !== ADMIN_LEVEL)
    throw new DomainError("forbidden", adminTexts.ownAdminLevel);
  const niche = input.addOnLevel ? await nicheFor(input.addOnLevel, input.featuredCategory ?? "") : null;

  const followUps: FollowUp[] = [];
  const outcome = await getDb()
    .transaction(async (tx) => {
      if (input.level !== target.level) followUps.push(...(await setLevel(tx, target.id, input)));
      const addOnChanged =
        input.addOnLevel !== target.addOnLevel || (niche !== null && niche.id !== target.featuredCategoryId);
      if (addOnChanged) {
        await endAddOns(tx, target.id);
        if (input.addOnLevel && niche)
          await giveAddOn(tx, target.id, input.addOnLevel, niche, input.fourMonthSubscription);
      }
      const [after] = await tx
        .select({
          level: profiles.level,
          addOnLevel: profiles.addOnLevel,
          featuredCategory: categories.name,
          fourMonthSubscription: profiles.fourMonthSubscription,
        })
        .from(profiles)
        .leftJoin(categories, eq(categories.id, profiles.featuredCategoryId))
        .where(eq(profiles.id, target.id));
      await recordAction(tx, actor, {
        action: "level.update",
        profileId: target.id,
        before: {
          level: target.level,
          addOnLevel: target.addOnLevel,
          featuredCategoryId: target.featuredCategoryId,
          fourMonthSubscription: target.fourMonthSubscription,
        },
        after,
      });
      return { subscriptionSuccessful: true, message: adminTexts.upgraded, rollback: false };
    })
    .catch((error: unknown) => {
      // A conflict (the niche is full): the transaction rolled back, nothing of this call is kept,
      // and the answer says why (docs/product.md §24: an unsuccessful change gives the reason).
      if (error instanceof DomainError && error.kind === "conflict")
        return { subscriptionSuccessful: false, message: error.message, rollback: true };
      throw error;
    });
  if (!outcome.rollback) await runFollowUps(followUps);
  return { subscriptionSuccessful: outcome.subscriptionSuccessful, message: outcome.message };
}

async function nicheFor(addOn: AddOnLevel, name: string) {
  const niche = await findCategory(name);
  if (!niche) throw new DomainError("invalid", profileFormMessages.unknownCategory(name));
  const tier = TIER_OF_ADD_ON[addOn];
  if (niche.tier !== tier) throw new DomainError("invalid", planMessages.wrongTier(niche.name, tier));
  return { id: niche.id, name: niche.name };
}

async function activeSubscriptions(tx: Tx, profileId: string, planIds: readonly string[]) {
  const rows = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.profileId, profileId),
        inArray(subscriptions.status, ["pending", "active"]),
        inArray(subscriptions.planId, [...planIds]),
      ),
    );
  return rows.map((r) => r.id);
}

/** The standard level: a complimentary plan for level 3 to 5; level1, level2 and admin directly. */
async function setLevel(tx: Tx, profileId: string, input: UserLevelInput): Promise<FollowUp[]> {
  const planId = PLAN_OF_LEVEL[input.level];
  if (planId) {
    const sub = await complimentary(tx, profileId, planId, { fourMonth: input.fourMonthSubscription });
    const followUps = await activateComplimentary(tx, sub);
    // A paid plan only ever raises a level; an admin may also lower it.
    await tx
      .update(profiles)
      .set({ level: input.level, isCoach: true, accountType: "coach" })
      .where(eq(profiles.id, profileId));
    return followUps;
  }
  const followUps: FollowUp[] = [];
  for (const id of await activeSubscriptions(tx, profileId, STANDARD_PLAN_IDS)) {
    const sub = await lockSubscription(tx, id);
    if (!sub) continue;
    if (sub.providerSubscriptionId && sub.provider === "stripe")
      followUps.push({ op: "cancelNow", providerSubscriptionId: sub.providerSubscriptionId });
    await endSubscription(tx, sub);
  }
  const coach = input.level === "level2";
  await tx
    .update(profiles)
    .set({
      level: input.level,
      ...(input.level === ADMIN_LEVEL ? {} : { isCoach: coach, accountType: coach ? "coach" : "user" }),
    })
    .where(eq(profiles.id, profileId));
  return followUps;
}

async function endAddOns(tx: Tx, profileId: string) {
  for (const id of await activeSubscriptions(tx, profileId, ADD_ON_LEVELS)) {
    const sub = await lockSubscription(tx, id);
    if (sub) await endSubscription(tx, sub);
  }
}

/** A complimentary add-on: a seat in the niche by seniority, or a conflict with the reason. */
async function giveAddOn(
  tx: Tx,
  profileId: string,
  addOn: AddOnLevel,
  niche: { id: number; name: string },
  fourMonth: boolean,
): Promise<void> {
  await lockNiche(tx, niche.id);
  const sub = await complimentary(tx, profileId, addOn, { fourMonth, featuredCategoryId: niche.id });
  await holdSlot(tx, {
    categoryId: niche.id,
    nicheName: niche.name,
    profileId,
    subscriptionId: sub.id,
    until: new Date(Date.now() + 60_000),
  });
  await activateComplimentary(tx, sub);
}

/** Starts it as a payment would; its only end is the four-month date (no billing period). */
async function activateComplimentary(tx: Tx, sub: SubscriptionRow): Promise<FollowUp[]> {
  const followUps = await activateSubscription(tx, sub);
  await tx.update(subscriptions).set({ currentPeriodEnd: sub.endsAt }).where(eq(subscriptions.id, sub.id));
  return followUps;
}

/** A subscription nobody pays for; with the four-month switch it ends after four periods. */
async function complimentary(
  tx: Tx,
  profileId: string,
  planId: PlanId,
  options: { fourMonth: boolean; featuredCategoryId?: number },
) {
  const [plan] = await tx.select({ interval: plans.interval }).from(plans).where(eq(plans.id, planId));
  if (!plan) throw new DomainError("not-found", planMessages.unknownPlan);
  let endsAt: Date | null = null;
  if (options.fourMonth) {
    endsAt = new Date();
    for (let i = 0; i < FOUR_MONTH_PERIODS; i++) endsAt = periodEndFrom(endsAt, plan.interval);
  }
  const [created] = await tx
    .insert(subscriptions)
    .values({
      profileId,
      planId,
      provider: "admin",
      fourMonthSubscription: options.fourMonth,
      featuredCategoryId: options.featuredCategoryId ?? null,
      endsAt,
    })
    .returning();
  if (!created) throw new Error("The complimentary subscription was not created");
  return created;
}

async function runFollowUps(followUps: FollowUp[]) {
  const ops = paymentProvider();
  for (const followUp of followUps) {
    try {
      await ops[followUp.op](followUp.providerSubscriptionId);
    } catch (error) {
      logger.error({ err: error, ...followUp }, "payment provider follow-up after an admin level change failed");
    }
  }
}

/** Complimentary plans past their end (the four-month switch) end like a paid one would. */
export async function endLapsedComplimentary(): Promise<number> {
  const due = await getDb()
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, "admin"),
        eq(subscriptions.status, "active"),
        lte(subscriptions.endsAt, sql`now()`),
      ),
    );
  let ended = 0;
  for (const { id } of due) {
    await getDb().transaction(async (tx) => {
      const sub = await lockSubscription(tx, id);
      if (sub?.status !== "active") return;
      await endSubscription(tx, sub);
      ended++;
    });
  }
  return ended;
}
