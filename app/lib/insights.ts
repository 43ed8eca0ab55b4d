// Coach insights (issue 26, decision 0076): what a profile is counted for each day, one list for
// the counters, the daily table's columns, the API and the pages.

/** The daily counts, in the order pages show them (reviews come from the reviews themselves). */
export const INSIGHT_COUNTS = [
  "views",
  "searchImpressions",
  "nicheImpressions",
  "websiteClicks",
  "socialClicks",
  "videoClicks",
  "messages",
] as const;
export type InsightCount = (typeof INSIGHT_COUNTS)[number];

/** The periods insights cover, in days. */
export const INSIGHT_PERIODS = [30, 90] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
