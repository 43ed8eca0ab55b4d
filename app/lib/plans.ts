import { ADD_ON_LEVELS, type AddOnLevel, hasLevel, type Level, TIERS, type Tier } from "./levels.ts";

// Plans and what they grant (docs/product.md §3, §4 and §20; decisions
// 0008 and 0047). The prices themselves are data: the plan table.

export const STANDARD_PLAN_IDS = [
  "level2",
  "level3",
  "level4",
  "level5alt",
  "level5standard",
  "level5premium",
] as const;
export const PLAN_IDS = [...STANDARD_PLAN_IDS, ...ADD_ON_LEVELS] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const isPlanId = (value: string): value is PlanId => (PLAN_IDS as readonly string[]).includes(value);
export const isAddOnPlan = (id: string): id is AddOnLevel => (ADD_ON_LEVELS as readonly string[]).includes(id);
/** level5, or one of its tiered plans (level5alt, level5standard, level5premium). */
export const isLevel5Plan = (id: string) => id.startsWith("level5");
/** A level 6 advertising add-on, by its id's prefix (what /plans?plan= names). */
export const isLevel6Plan = (id: string) => id.startsWith("level6");

/** A plan is a level (standard) or a niche sponsorship (advertising). */
export const PLAN_KINDS = ["standard", "advertising"] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];
/** How often a plan is charged. */
export const PLAN_INTERVALS = ["year", "30 days"] as const;
export type PlanInterval = (typeof PLAN_INTERVALS)[number];
export const SUBSCRIPTION_STATUSES = ["pending", "active", "canceled", "expired", "failed"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** Who took the payment: Stripe, the built-in test checkout, or an admin's grant. */
export const PAYMENT_PROVIDERS = ["stripe", "test", "admin"] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** A sponsored slot is held while its checkout is open, then active. */
export const SLOT_STATUSES = ["held", "active"] as const;
export type SlotStatus = (typeof SLOT_STATUSES)[number];

/** The level a plan gives: level5alt/standard/premium are all level5; an add-on is its own level6 value. */
export function levelOfPlan(id: PlanId): Level {
  if (isLevel5Plan(id)) return "level5";
  return id as Level;
}

/** The level 6 add-on that sponsors a niche of this tier, and the tier an add-on is for. */
export const ADD_ON_OF_TIER: Record<Tier, AddOnLevel> = {
  alternative: "level6alt",
  standard: "level6standard",
  premium: "level6premium",
};
export const TIER_OF_ADD_ON: Record<AddOnLevel, Tier> = {
  level6alt: "alternative",
  level6standard: "standard",
  level6premium: "premium",
};
export const LEVEL5_PLAN_OF_TIER: Record<Tier, PlanId> = {
  alternative: "level5alt",
  standard: "level5standard",
  premium: "level5premium",
};

/** Level 5 is priced by the highest tier among its chosen niches (decision 0008). */
export function highestTier(tiers: readonly Tier[]): Tier | null {
  let best: Tier | null = null;
  for (const tier of tiers) if (best === null || TIERS.indexOf(tier) > TIERS.indexOf(best)) best = tier;
  return best;
}

/**
 * Whether a standard plan is an upgrade for an account at `current`: only a higher level is
 * offered (an admin has every feature already). Level 2 is offered to a level 1 account.
 */
export function isUpgrade(current: Level | null | undefined, plan: PlanId): boolean {
  if (isAddOnPlan(plan)) return true;
  const target = levelOfPlan(plan);
  return !hasLevel(current ?? "level1", target);
}

/** "$1,100" from cents. */
export const formatPrice = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: cents % 100 ? 2 : 0 })}`;

/** The level values /plansupgrade/{level} knows (docs/product.md §19); any other value works too. */
export const UPGRADE_LEVELS = [
  "all",
  "level3",
  "level4",
  "level5",
  "level6premium",
  "level6alt",
  "level6standard",
  "level6",
] as const;

/** How many niches a level 5 plan covers, and how many sponsors a niche takes. */
export const LEVEL5_MAX_NICHES = 3;
export const SPONSORS_PER_NICHE = 3;

/** A four-month subscription ends by itself after this many paid periods. */
export const FOUR_MONTH_PERIODS = 4;

/** Plan features are shown ten at a time (docs/product.md §19). */
export const FEATURES_PER_PAGE = 10;

/**
 * The insights line a standard plan adds to its features (issue 26, decision 0076): level 2 sees
 * the views of 30 days, level 3 and above everything. Added by the plans page, not kept in the
 * plan table, so installations seeded before need no migration; advertising plans add none.
 */
export function insightsBenefit(plan: PlanId): "teaser" | "full" | null {
  if (isAddOnPlan(plan)) return null;
  return hasLevel(levelOfPlan(plan), "level3") ? "full" : "teaser";
}
