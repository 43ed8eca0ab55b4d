// Filtered lists that ran out of time (app/server/search/bounded-search.server.ts, decision 0062).
export const searchLimitTexts = {
  busy: "This search is taking too long right now. Please try again in a moment, or with fewer filters.",
} as const;
