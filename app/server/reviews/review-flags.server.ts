import { and, eq, inArray } from "drizzle-orm";
import { moderationTexts } from "../../lib/messages/moderation.ts";
import type { FlagInput } from "../../lib/review-moderation.ts";
import { getDb } from "../db/database.server.ts";
import { isShownReview, reviewFlags, reviews } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import { hit, LIMITS } from "../security/rate-limit.server.ts";

/**
 * Any signed-in account reports a shown review, once. A flag only queues the review for a
 * moderator: however many there are, it stays on the page until a decision (decision 0067).
 */
export async function flagReview(reviewId: string, account: { userId: string }, input: FlagInput): Promise<void> {
  const [review] = await getDb()
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), isShownReview));
  if (!review) throw new DomainError("not-found", moderationTexts.notFound);
  if (!(await hit(LIMITS.flagsPerAccount, account.userId)))
    throw new DomainError("too-many", moderationTexts.tooManyFlags);
  const [created] = await getDb()
    .insert(reviewFlags)
    .values({ reviewId, flaggerId: account.userId, reason: input.reason, details: input.details ?? null })
    .onConflictDoNothing()
    .returning({ id: reviewFlags.id });
  if (!created) throw new DomainError("conflict", moderationTexts.alreadyFlagged);
}

/**
 * Which of these reviews the account has already flagged (the coach page shows "Reported"): one
 * query on review_flag_once, (review_id, flagger_id).
 */
export async function flaggedBy(userId: string, reviewIds: readonly string[]): Promise<string[]> {
  if (reviewIds.length === 0) return [];
  const rows = await getDb()
    .select({ reviewId: reviewFlags.reviewId })
    .from(reviewFlags)
    .where(and(eq(reviewFlags.flaggerId, userId), inArray(reviewFlags.reviewId, [...reviewIds])));
  return rows.flatMap((r) => (r.reviewId ? [r.reviewId] : []));
}
