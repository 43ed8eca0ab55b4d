import type { InsightCount, InsightPeriod } from "./insights.ts";

// What insights answer (GET /api/profile/insights, /profile, the admin's coach editor): the shape
// the service builds and the components draw, with the comparison rules they share.

export type InsightFigures = Record<InsightCount, number> & {
  reviews: number;
  /** The shown reviews' average rating; null without reviews. */
  averageRating: number | null;
};

/** One UTC day of the period. */
export type InsightDay = InsightFigures & { day: string };

/** The coach's standing in one of their niches: whole percents of its other listed coaches. */
export type NicheStanding = {
  name: string;
  slug: string;
  /** The niche's other listed coaches compared with. */
  coaches: number;
  /** Null when the niche has no other listed coach. */
  viewsPercentile: number | null;
  reviewsPercentile: number | null;
};

export type CoachInsights = {
  upgrade: false;
  days: InsightPeriod;
  from: string;
  to: string;
  series: InsightDay[];
  totals: InsightFigures;
  previousTotals: InsightFigures;
  niches: NicheStanding[];
};

/** Level 2's part: the views of the last 30 days, and the way to the rest. */
export type InsightsTeaser = { upgrade: true; totalViews30: number };

export type InsightsAnswer = CoachInsights | InsightsTeaser;

/** The change from the previous period in whole percents; null when there was nothing before to compare with. */
export function percentChange(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / before) * 100);
}

/** Whole percent of `of` (0 to 100, rounded down: "more than all" only when it is so); null for none. */
export const wholePercent = (part: number, of: number): number | null =>
  of === 0 ? null : Math.floor((part * 100) / of);
