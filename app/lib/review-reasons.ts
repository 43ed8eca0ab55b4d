// The enums and constants of review moderation (decision 0067), apart from the schemas in
// review-moderation.ts: pages and their scripts read these without loading zod.

/**
 * Why a review may be flagged or removed, one list for both (decision 0067). The order is the
 * order forms and public records show them in.
 */
export const REVIEW_REASONS = [
  "not-a-client",
  "fake",
  "offensive",
  "personal-information",
  "spam",
  "illegal",
  "other",
] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/** Who removed a review: an admin for the site, or the coach who owns the profile (level 3+). */
export const REMOVERS = ["site", "coach"] as const;
export type Remover = (typeof REMOVERS)[number];

export const APPEAL_DECISIONS = ["uphold", "restore"] as const;
export type AppealDecision = (typeof APPEAL_DECISIONS)[number];
/** What became of an appeal: the removal stands (upheld) or the review is back (restored). */
export type AppealOutcome = "upheld" | "restored";

/** An author may appeal a removal this many days after it (once). */
export const APPEAL_DAYS = 14;
/** A removed review's text is purged this many months after its removal became final. */
export const REMOVED_TEXT_MONTHS = 12;
