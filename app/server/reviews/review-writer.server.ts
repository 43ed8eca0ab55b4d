import { and, eq, type SQL, sql } from "drizzle-orm";
import { BADGES, hasLevel, isAdmin, type Level } from "../../lib/levels.ts";
import { reviewMessages } from "../../lib/messages/reviews.ts";
import { reviewActionTexts } from "../../lib/messages/review-actions.ts";
import type { ReviewInput } from "../../lib/review-schema.ts";
import type { Tx } from "../db/client.server.ts";
import { getDb } from "../db/database.server.ts";
import { DomainError } from "../domain-error.server.ts";
import { isPublicCoach, profiles, reviews } from "../db/schema.ts";
import { hasLink, hasPhoneNumber } from "./links-and-phones.server.ts";
import { scoreSql } from "./score-sql.server.ts";
import { recordAction } from "../admin/audit.server.ts";

/**
 * Recomputes the coach's rating, review count, badge counts and score from the reviews, inside
 * the caller's transaction (the coach row is locked, so concurrent reviews queue up and none is
 * lost). Score: app/lib/score.ts, in SQL by scoreSql.
 */
async function refreshAggregates(tx: Tx, coachId: string) {
  await tx.execute(sql`
    update profile p set
      review_count = a.n,
      rating = case when a.n = 0 then 0 else round(a.total / a.n, 2) end,
      score = ${scoreSql(sql`a.n`, sql`a.total`)},
      badge_counts = array(
        select count(r.id) filter (where b.id = any(r.badge_ids))::int
        from generate_series(1, 8) as b(id)
        left join review r on r.coach_id = p.id
        group by b.id order by b.id)
    from (select count(*)::int as n, coalesce(sum(rating), 0)::numeric as total from review where coach_id = ${coachId}) a
    where p.id = ${coachId}`);
}

const lockCoach = (tx: Tx, coachId: string, condition?: SQL) =>
  tx
    .select({ id: profiles.id, userId: profiles.userId, level: profiles.level })
    .from(profiles)
    .where(and(eq(profiles.id, coachId), condition))
    .for("update");

/**
 * Posts a review by `authorId` (the signed-in user's profile; an account without one cannot
 * review) and updates the coach's aggregates.
 */
export async function postReview(authorId: string | null, input: ReviewInput): Promise<{ id: string }> {
  if (!authorId) throw new DomainError("forbidden", reviewMessages.postFailed);
  if (hasLink(input.comment)) throw new DomainError("invalid", reviewMessages.noLinks);
  if (hasPhoneNumber(input.comment)) throw new DomainError("invalid", reviewMessages.noPhones);
  if (authorId === input.userId) throw new DomainError("forbidden", reviewActionTexts.ownProfile);
  return getDb().transaction(async (tx) => {
    // Users, admins and unnamed coaches have no public page, so nothing to review.
    const [coach] = await lockCoach(tx, input.userId, isPublicCoach);
    if (!coach) throw new DomainError("not-found", reviewMessages.coachNotFound);
    const [created] = await tx
      .insert(reviews)
      .values({
        coachId: input.userId,
        authorId,
        rating: input.rating,
        comment: input.comment,
        badgeIds: input.badges.map((b) => BADGES.indexOf(b) + 1),
      })
      .onConflictDoNothing({ target: [reviews.coachId, reviews.authorId] })
      .returning({ id: reviews.id });
    if (!created) throw new DomainError("unprocessable", reviewActionTexts.alreadyRated);
    await refreshAggregates(tx, input.userId);
    return created;
  });
}

export type ReviewActor = { id: string; level: Level };

/** Who may delete a review: its author, the rated coach's owner at level 3 or above, or an admin. */
export function canDeleteReview(actor: ReviewActor | null, review: { authorId: string; coachId: string }): boolean {
  if (!actor) return false;
  const ownsProfile = review.coachId === actor.id && hasLevel(actor.level, "level3");
  return review.authorId === actor.id || ownsProfile || isAdmin(actor.level);
}

/** Deletes a review (see canDeleteReview) and updates the coach's aggregates. */
export async function deleteReview(
  reviewId: string,
  actor: ReviewActor | null,
  account?: { userId: string; email: string },
): Promise<void> {
  if (!actor) throw new DomainError("forbidden", reviewMessages.notAllowedToDelete);
  await getDb().transaction(async (tx) => {
    const [review] = await tx
      .select({
        id: reviews.id,
        coachId: reviews.coachId,
        authorId: reviews.authorId,
        rating: reviews.rating,
        comment: reviews.comment,
      })
      .from(reviews)
      .where(eq(reviews.id, reviewId));
    if (!review) throw new DomainError("not-found", reviewMessages.notFound);
    await lockCoach(tx, review.coachId);
    if (!canDeleteReview(actor, review)) throw new DomainError("forbidden", reviewMessages.notAllowedToDelete);
    await tx.delete(reviews).where(and(eq(reviews.id, reviewId), eq(reviews.coachId, review.coachId)));
    await refreshAggregates(tx, review.coachId);
    // An admin removing someone else's review is an admin write: it is recorded.
    if (isAdmin(actor.level) && account && actor.id !== review.authorId)
      await recordAction(tx, account, {
        action: "comment.delete",
        profileId: review.coachId,
        before: { review: review.id, rating: review.rating, comment: review.comment },
        after: null,
      });
  });
}

/** Whether this profile may open the rating dialog for the coach (not the owner, not rated yet). */
export async function canRate(authorId: string, coachId: string): Promise<"yes" | "own" | "rated"> {
  if (authorId === coachId) return "own";
  const [existing] = await getDb()
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.coachId, coachId), eq(reviews.authorId, authorId)));
  return existing ? "rated" : "yes";
}
