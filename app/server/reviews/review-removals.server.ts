import { and, eq, isNull, sql } from "drizzle-orm";
import type { RemovalInput } from "../../lib/review-moderation.ts";
import { APPEAL_DAYS, REMOVED_TEXT_MONTHS, type Remover } from "../../lib/review-reasons.ts";
import { moderationTexts } from "../../lib/messages/moderation.ts";
import type { Db, Tx } from "../db/client.server.ts";
import { getDb } from "../db/database.server.ts";
import { reviewFlags, reviewRemovals, reviews } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import { refreshAggregates } from "./aggregates.server.ts";

export type RemovedReview = { id: string; coachId: string; authorId: string; rating: number };

/** What a removal leaves for the notices sent after the commit. */
export type Removal = { removalId: string; reviewId: string; flaggerIds: string[] };

/**
 * Removes a shown review inside the caller's transaction (the coach row locked): hidden at once
 * from every page, list, count and score, recorded for the public record, and its open flags
 * closed as "remove". Nothing is deleted: an appeal can bring it back (decision 0067).
 */
export async function removeInTx(
  tx: Tx,
  review: RemovedReview,
  by: Remover,
  input: RemovalInput,
  actorId: string,
): Promise<Removal> {
  const hidden = await tx
    .update(reviews)
    // A held review (decision 0075) leaves the guard's queue once it is removed.
    .set({ removedAt: sql`now()`, heldAt: null })
    .where(and(eq(reviews.id, review.id), isNull(reviews.removedAt)))
    .returning({ id: reviews.id });
  if (hidden.length === 0) throw new DomainError("conflict", moderationTexts.alreadyRemoved);
  const [record] = await tx
    .insert(reviewRemovals)
    .values({
      reviewId: review.id,
      coachId: review.coachId,
      rating: review.rating,
      removedBy: by,
      reason: input.reason,
      note: input.note ?? null,
      actorId,
    })
    .returning({ id: reviewRemovals.id });
  const closed = await tx
    .update(reviewFlags)
    .set({ decidedAt: sql`now()`, decision: "remove" })
    .where(and(eq(reviewFlags.reviewId, review.id), isNull(reviewFlags.decidedAt)))
    .returning({ flaggerId: reviewFlags.flaggerId });
  await refreshAggregates(tx, review.coachId);
  return {
    removalId: record?.id ?? "",
    reviewId: review.id,
    flaggerIds: closed.flatMap((f) => (f.flaggerId ? [f.flaggerId] : [])),
  };
}

/** The standing removal of a review (the newest, not restored), if any. */
export async function standingRemoval(db: Db | Tx, reviewId: string) {
  const [row] = await db
    .select()
    .from(reviewRemovals)
    .where(and(eq(reviewRemovals.reviewId, reviewId), sql`${reviewRemovals.outcome} is distinct from 'restored'`))
    .orderBy(sql`${reviewRemovals.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

/** Whether a removal made at `removedAt` can still be appealed at `now`. */
export const appealOpen = (removedAt: Date, now: Date = new Date()) =>
  now.getTime() - removedAt.getTime() <= APPEAL_DAYS * 86_400_000;

/**
 * Purges the text of reviews whose removal became final more than 12 months ago (no appeal
 * pending); the removal records, and so the public counts, stay. The daily clean-up runs it.
 */
export async function purgeRemovedReviewTexts(db: Db = getDb()): Promise<number> {
  // Decided (no appeal pending) more than REMOVED_TEXT_MONTHS ago.
  const settled = sql`not (m.appealed_at is not null and m.outcome is null)
    and m.created_at < now() - make_interval(months => ${REMOVED_TEXT_MONTHS})`;
  const purged = await db.execute(sql`
    update review r set comment = '', badge_ids = '{}'
    from review_removal m
    where m.review_id = r.id and r.removed_at is not null and r.comment <> ''
      and m.outcome is distinct from 'restored' and ${settled}`);
  await db.execute(sql`
    update review_removal m set appeal_text = null, note = null
    where (m.appeal_text is not null or m.note is not null) and ${settled}`);
  await db.execute(sql`
    delete from review_reply rr using review r
    where rr.review_id = r.id and r.removed_at is not null and r.comment = ''`);
  const result = purged as unknown as { affectedRows?: number; rowCount?: number | null };
  return result.rowCount ?? result.affectedRows ?? 0;
}
