import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { moderationTexts } from "../../lib/messages/moderation.ts";
import type { AppealDecision } from "../../lib/review-reasons.ts";
import { recordAction } from "../admin/audit.server.ts";
import { asAdmin } from "../admin/admin-access.server.ts";
import { getDb } from "../db/database.server.ts";
import { profiles, reviewRemovals, reviews } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import type { Viewer } from "../identity/session.server.ts";
import { hit, LIMITS } from "../security/rate-limit.server.ts";
import { tellAppealOutcome } from "./moderation-notices.server.ts";
import { appealOpen, standingRemoval } from "./review-removals.server.ts";
import { lockCoach, refreshAggregates } from "./aggregates.server.ts";

/**
 * What the author of a removed review sees on the appeal page: the review, its coach and its
 * newest removal, whatever became of it (null for anyone else, or a review never removed).
 */
export async function removalForAuthor(reviewId: string, viewer: Viewer) {
  const [row] = await getDb()
    .select({
      review: { id: reviews.id, authorId: reviews.authorId, comment: reviews.comment, rating: reviews.rating },
      coach: { id: profiles.id, fullName: profiles.fullName },
      removal: reviewRemovals,
    })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.coachId))
    .innerJoin(reviewRemovals, eq(reviewRemovals.reviewId, reviews.id))
    .where(eq(reviews.id, reviewId))
    .orderBy(desc(reviewRemovals.createdAt))
    .limit(1);
  if (!row || row.review.authorId !== viewer.profile?.id) return null;
  const { review, coach, removal } = row;
  return {
    review,
    coach,
    removal: {
      removedBy: removal.removedBy,
      reason: removal.reason,
      note: removal.note,
      removedAt: removal.createdAt.toISOString(),
      appealedAt: removal.appealedAt?.toISOString() ?? null,
      outcome: removal.outcome,
      canAppeal: !removal.outcome && !removal.appealedAt && appealOpen(removal.createdAt),
    },
  };
}

/**
 * The author of a removed review appeals, once, within APPEAL_DAYS of the removal. Every attempt
 * counts against LIMITS.appealsPerAccount, before the transaction: the limit's own statement may
 * not run inside it (the embedded database has one connection, which the transaction holds).
 */
export async function appealRemoval(reviewId: string, viewer: Viewer, text: string): Promise<void> {
  if (!(await hit(LIMITS.appealsPerAccount, viewer.userId)))
    throw new DomainError("too-many", moderationTexts.tooManyAppeals);
  await getDb().transaction(async (tx) => {
    const [review] = await tx
      .select({ authorId: reviews.authorId, removedAt: reviews.removedAt })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    if (!review) throw new DomainError("not-found", moderationTexts.notFound);
    if (review.authorId !== viewer.profile?.id) throw new DomainError("forbidden", moderationTexts.notAuthor);
    const removal = review.removedAt ? await standingRemoval(tx, reviewId) : null;
    if (!removal) throw new DomainError("conflict", moderationTexts.notRemoved);
    if (removal.appealedAt) throw new DomainError("conflict", moderationTexts.alreadyAppealed);
    if (!appealOpen(removal.createdAt)) throw new DomainError("conflict", moderationTexts.appealClosed);
    const filed = await tx
      .update(reviewRemovals)
      .set({ appealText: text, appealedAt: sql`now()` })
      .where(and(eq(reviewRemovals.id, removal.id), isNull(reviewRemovals.appealedAt)))
      .returning({ id: reviewRemovals.id });
    // A second appeal sent at the same moment finds the first one's.
    if (filed.length === 0) throw new DomainError("conflict", moderationTexts.alreadyAppealed);
  });
}

/** An admin upholds a removal or restores the review; the author is told. */
export async function decideAppeal(
  viewer: Viewer | null,
  reviewId: string,
  input: { decision: AppealDecision; note?: string },
): Promise<void> {
  const admin = asAdmin(viewer);
  const restored = input.decision === "restore";
  await getDb().transaction(async (tx) => {
    const removal = await standingRemoval(tx, reviewId);
    if (!removal?.appealedAt || removal.outcome) throw new DomainError("conflict", moderationTexts.noOpenAppeal);
    await lockCoach(tx, removal.coachId);
    const decided = await tx
      .update(reviewRemovals)
      .set({ outcome: restored ? "restored" : "upheld", decidedAt: sql`now()` })
      .where(and(eq(reviewRemovals.id, removal.id), isNull(reviewRemovals.outcome)))
      .returning({ id: reviewRemovals.id });
    // Another administrator decided it a moment ago.
    if (decided.length === 0) throw new DomainError("conflict", moderationTexts.noOpenAppeal);
    if (restored) {
      // A restored review was checked by a person: the review-bomb guard never holds it again.
      await tx.update(reviews).set({ removedAt: null, checkedAt: sql`now()` }).where(eq(reviews.id, reviewId));
      await refreshAggregates(tx, removal.coachId);
    }
    await recordAction(tx, admin, {
      action: restored ? "review.restore" : "review.uphold",
      profileId: removal.coachId,
      before: { review: reviewId, removedBy: removal.removedBy, reason: removal.reason },
      after: { outcome: restored ? "restored" : "upheld", note: input.note ?? null },
    });
  });
  await tellAppealOutcome(reviewId, restored, input.note ?? null);
}
