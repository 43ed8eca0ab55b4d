import type { PlanInterval, PlanKind } from "../../lib/plans.ts";

// Prices are data (docs/decisions/0008-level-5-and-level-6-plans.md): docs/product.md §4, in cents.
export type PlanSeed = {
  id: string;
  name: string;
  kind: PlanKind;
  chargesCents: number;
  regularCents: number;
  interval: PlanInterval;
  description: string;
  features: string[];
};

const coachBasics = ["Public coach profile", "Photo and bio", "Collect ratings and reviews"];
const level2 = [...coachBasics, "Listed in up to 2 niches"];
const level3 = [
  ...coachBasics,
  "Listed in up to 3 niches",
  "One website link",
  "One social media link",
  "Up to 3 story videos",
  "Delete unwanted comments on your profile",
];
const level4 = [...level3, "Up to 5 training videos in a carousel"];
const level5 = [
  ...level4,
  "Receive direct messages by e-mail",
  // Affiliate status is added by the page, with the configured rate (AFFILIATE_LEVEL5_RATE_PERCENT).
];
const advertising = [
  "Sponsored leaderboard position in one niche",
  "Sponsored tag on your card",
  "Position 1, 2 or 3 by seniority",
  "30-day listing",
];

const level5Plan = (
  tier: "alt" | "standard" | "premium",
  name: string,
  charges: number,
  regular: number,
): PlanSeed => ({
  id: `level5${tier}`,
  name: `Level 5 (${name} niches)`,
  kind: "standard",
  chargesCents: charges,
  regularCents: regular,
  interval: "30 days",
  description: `Everything in Level 4, direct messages and affiliate status, priced by your highest ${name.toLowerCase()} niche.`,
  features: level5,
});

const level6Plan = (
  tier: "alt" | "standard" | "premium",
  name: string,
  charges: number,
  regular: number,
): PlanSeed => ({
  id: `level6${tier}`,
  name: `${name} Level 6 Advertising`,
  kind: "advertising",
  chargesCents: charges,
  regularCents: regular,
  interval: "30 days",
  description: `A sponsored leaderboard position in one ${name.toLowerCase()} niche, discounted for the first three months.`,
  features: advertising,
});

export const PLANS: readonly PlanSeed[] = [
  {
    id: "level2",
    name: "Level 2",
    kind: "standard",
    chargesCents: 0,
    regularCents: 0,
    interval: "year",
    description: "A free coach profile with photo, bio and 2 niches.",
    features: level2,
  },
  {
    id: "level3",
    name: "Level 3",
    kind: "standard",
    chargesCents: 9700,
    regularCents: 9700,
    interval: "year",
    description: "Links, story videos and comment moderation; renews every 12 months.",
    features: level3,
  },
  {
    id: "level4",
    name: "Level 4",
    kind: "standard",
    chargesCents: 29700,
    regularCents: 29700,
    interval: "year",
    description: "Everything in Level 3 plus a training video carousel; renews every 12 months.",
    features: level4,
  },
  level5Plan("alt", "Alternative", 25000, 50000),
  level5Plan("standard", "Standard", 40000, 80000),
  level5Plan("premium", "Premium", 60000, 110000),
  level6Plan("alt", "Alternate", 25000, 50000),
  level6Plan("standard", "Standard", 40000, 80000),
  level6Plan("premium", "Premium", 60000, 110000),
];
