// Levels are ordered; advertising add-ons (level6*) sit outside the order and grant no features.
export const LEVELS = [
  "level1",
  "level2",
  "level3",
  "level4",
  "level5",
  "level6alt",
  "level6standard",
  "level6premium",
  "20",
] as const;
export type Level = (typeof LEVELS)[number];

export const ADD_ON_LEVELS = ["level6alt", "level6standard", "level6premium"] as const;
export type AddOnLevel = (typeof ADD_ON_LEVELS)[number];

export const ADMIN_LEVEL = "20" satisfies Level;

const RANK: Record<Level, number> = {
  level1: 1,
  level2: 2,
  level3: 3,
  level4: 4,
  level5: 5,
  level6alt: 1,
  level6standard: 1,
  level6premium: 1,
  "20": 20,
};

/** True when `level` grants everything `required` grants (admin grants all). */
export function hasLevel(level: Level | null | undefined, required: Level): boolean {
  if (!level) return false;
  return RANK[level] >= RANK[required];
}

export const isAdmin = (level: Level | null | undefined) => level === ADMIN_LEVEL;

/** What an account says it is (docs/product.md §13): a user (level1) or a coach (level2 and up). */
export const ACCOUNT_TYPES = ["user", "coach"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Niche tiers, from the least to the most expensive. */
export const TIERS = ["alternative", "standard", "premium"] as const;
export type Tier = (typeof TIERS)[number];

export const GROUPS = ["Business", "Life", "Relationship", "Health", "Fitness", "More", "Influencers"] as const;
export type Group = (typeof GROUPS)[number];

/** The groups shown in the navigation bar, in order. */
export const NAV_GROUPS = GROUPS.filter((g) => g !== "Influencers");

export const BADGES = [
  "Great Communicator",
  "Very Intuitive",
  "Problem Solver",
  "Very Smart",
  "A True Specialist",
  "Always On Time",
  "Has Vision",
  "Great Friend",
] as const;
export type BadgeName = (typeof BADGES)[number];

/** A review gives at most this many badges. */
export const MAX_BADGES = 3;
