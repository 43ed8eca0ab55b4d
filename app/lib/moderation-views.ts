import type { Remover, ReviewReason } from "./review-reasons.ts";
import type { ReviewSource } from "./review-sources.ts";

// What the moderation services answer and the pages show (components cannot import server code).

export type ReasonCount = { reason: ReviewReason; count: number };

/** A coach's public moderation record (decision 0067), on its page and at /api/user/{id}/moderation. */
export type ModerationRecord = {
  /** Reviews shown on the page (and counted in the score). */
  shown: number;
  removedBySite: { total: number; reasons: ReasonCount[] };
  /** `averageRating`: the mean stars of the reviews the coach removed (null when none). */
  removedByCoach: { total: number; reasons: ReasonCount[]; averageRating: number | null };
  /** Share of shown reviews with an owner reply, 0 to 1. */
  replyRate: number;
  /** Median time from a review to its reply, in hours (null without replies). */
  medianReplyHours: number | null;
  /** The shown reviews by how they came (decision 0075), each with its mean stars (null when none). */
  bySource: { invited: SourceFigures; organic: SourceFigures };
  /** Recent reviews held by the review-bomb guard for a moderator (decision 0075). */
  held: number;
};

export type SourceFigures = { count: number; averageRating: number | null };

/** One month of the site-wide figures on /transparency. */
export type MonthFigures = {
  /** "2026-11", in UTC. */
  month: string;
  reviewsPosted: number;
  flags: ReasonCount[];
  flagsTotal: number;
  removals: { by: Remover; reason: ReviewReason; count: number }[];
  removedBySite: number;
  removedByCoach: number;
  appeals: { filed: number; upheld: number; restored: number; pending: number };
  /** Median hours from a flag to the decision that closed it, for flags decided that month. */
  medianHoursToDecision: number | null;
};

type QueueReview = {
  id: string;
  coach: { id: string; name: string; reviewCount: number; rating: number; removedByCoach: number; flagged: number };
  author: { id: string; name: string; memberSince: string; reviews: number; removed: number };
  rating: number;
  comment: string;
  createdAt: string;
  reply: string | null;
};

/** A review in the moderation queue with its open flags. */
export type FlaggedReview = QueueReview & {
  firstFlaggedAt: string;
  flagCount: number;
  /** Each reason with how many open flags give it, most first. */
  reasons: ReasonCount[];
  /** The words flaggers added, oldest first. */
  details: string[];
};

/** A removal under appeal in the moderation queue. */
export type AppealedRemoval = QueueReview & {
  removedBy: Remover;
  reason: ReviewReason;
  note: string | null;
  removedAt: string;
  appeal: string;
  appealedAt: string;
};

/** A review the review-bomb guard holds for an admin's check (decision 0075). */
export type HeldReview = QueueReview & {
  source: ReviewSource;
  heldAt: string;
  /** When the author's account was opened, and its age in whole days when they wrote the review. */
  accountCreatedAt: string;
  accountAgeDays: number;
};
