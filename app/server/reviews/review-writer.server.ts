import { and, eq } from "drizzle-orm";
import { BADGES, hasLevel, isAdmin, type Level } from "../../lib/levels.ts";
import { reviewMessages } from "../../lib/messages/reviews.ts";
import { reviewActionTexts } from "../../lib/messages/review-actions.ts";
import type { ReviewInput } from "../../lib/review-schema.ts";
import { getDb } from "../db/database.server.ts";
import { DomainError } from "../domain-error.server.ts";
import { isPublicCoach, isShownReview, reviews } from "../db/schema.ts";
import { hasLink, hasPhoneNumber } from "./links-and-phones.server.ts";
import { lockCoach, refreshAggregates } from "./aggregates.server.ts";
import { recordAction } from "../admin/audit.server.ts";
import { moderationTexts } from "../../lib/messages/moderation.ts";
import type { DeleteReviewInput } from "../../lib/review-moderation.ts";
import type { Remover } from "../../lib/review-reasons.ts";
import { tellRemoval } from "./moderation-notices.server.ts";
import { removeInTx } from "./review-removals.server.ts";
import { holdBurst } from "./burst-guard.server.ts";
import { markReviewed, usableInvitation } from "../invitations/invitation-use.server.ts";

/** The signed-in author: their profile (an account without one cannot review) and their account's address. */
export type ReviewAuthor = { profileId: string | null; email: string };

/**
 * Posts a review by `author` and updates the coach's aggregates. With an invitation token it is
 * an invited review: the invitation must be this coach's, unused, unexpired and sent to the
 * author's address (decision 0075). The review-bomb guard may hold it (and others) for an admin.
 */
export async function postReview(author: ReviewAuthor, input: ReviewInput): Promise<{ id: string; held: boolean }> {
  const authorId = author.profileId;
  if (!authorId) throw new DomainError("forbidden", reviewMessages.postFailed);
  if (hasLink(input.comment)) throw new DomainError("invalid", reviewMessages.noLinks);
  if (hasPhoneNumber(input.comment)) throw new DomainError("invalid", reviewMessages.noPhones);
  if (authorId === input.userId) throw new DomainError("forbidden", reviewActionTexts.ownProfile);
  return getDb().transaction(async (tx) => {
    // Users, admins and unnamed coaches have no public page, so nothing to review.
    const [coach] = await lockCoach(tx, input.userId, isPublicCoach);
    if (!coach) throw new DomainError("not-found", reviewMessages.coachNotFound);
    const invitation = input.invitation
      ? await usableInvitation(tx, input.invitation, input.userId, author.email)
      : null;
    const [created] = await tx
      .insert(reviews)
      .values({
        coachId: input.userId,
        authorId,
        rating: input.rating,
        comment: input.comment,
        badgeIds: input.badges.map((b) => BADGES.indexOf(b) + 1),
        source: invitation ? "invited" : "organic",
      })
      .onConflictDoNothing({ target: [reviews.coachId, reviews.authorId] })
      .returning({ id: reviews.id });
    if (!created) throw new DomainError("unprocessable", reviewActionTexts.alreadyRated);
    if (invitation) await markReviewed(tx, invitation.id, created.id);
    const held = await holdBurst(tx, input.userId);
    await refreshAggregates(tx, input.userId);
    return { id: created.id, held: held.includes(created.id) };
  });
}

export type ReviewActor = { id: string; level: Level };

/**
 * How a viewer may take a review off a coach's page: its author deletes it (no reason, not
 * counted); the coach who owns the profile at level 3 or above, or an admin, removes it with a
 * reason, counted publicly (decision 0067).
 */
export function removalRole(
  actor: ReviewActor | null,
  review: { authorId: string; coachId: string },
): "author" | Remover | null {
  if (!actor) return null;
  if (review.authorId === actor.id) return "author";
  if (review.coachId === actor.id && hasLevel(actor.level, "level3")) return "coach";
  return isAdmin(actor.level) ? "site" : null;
}

type DeletingViewer = { userId: string; email: string; profile: ReviewActor | null };

/**
 * Deletes (author) or removes (coach, admin: a reason is required) a shown review and updates the
 * coach's aggregates; a removal's statement of reasons goes to the author after the commit.
 */
export async function deleteReview(
  reviewId: string,
  viewer: DeletingViewer | null,
  input: DeleteReviewInput = { note: undefined },
): Promise<"deleted" | "removed"> {
  const actor = viewer?.profile ?? null;
  if (!viewer || !actor) throw new DomainError("forbidden", reviewMessages.notAllowedToDelete);
  const outcome = await getDb().transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id, coachId: reviews.coachId, authorId: reviews.authorId, rating: reviews.rating })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), isShownReview));
    if (!review) throw new DomainError("not-found", reviewMessages.notFound);
    await lockCoach(tx, review.coachId);
    const role = removalRole(actor, review);
    if (!role) throw new DomainError("forbidden", reviewMessages.notAllowedToDelete);
    if (role === "author") {
      await tx.delete(reviews).where(and(eq(reviews.id, reviewId), eq(reviews.coachId, review.coachId)));
      await refreshAggregates(tx, review.coachId);
      return null;
    }
    if (!input.reason) throw new DomainError("invalid", moderationTexts.removalReasonRequired);
    const removal = await removeInTx(tx, review, role, { reason: input.reason, note: input.note }, viewer.userId);
    if (role === "site")
      await recordAction(tx, viewer, {
        action: "review.remove",
        profileId: review.coachId,
        before: { review: review.id, rating: review.rating },
        after: { removed: true, reason: input.reason, note: input.note ?? null },
      });
    return removal;
  });
  if (!outcome) return "deleted";
  await tellRemoval(outcome);
  return "removed";
}

/**
 * Whether this profile may open the rating dialog for the coach (not the owner, not rated yet);
 * "held" when its review waits for an admin's check (decision 0075).
 */
export async function canRate(authorId: string, coachId: string): Promise<"yes" | "own" | "rated" | "held"> {
  if (authorId === coachId) return "own";
  const [existing] = await getDb()
    .select({ id: reviews.id, heldAt: reviews.heldAt })
    .from(reviews)
    .where(and(eq(reviews.coachId, coachId), eq(reviews.authorId, authorId)));
  if (!existing) return "yes";
  return existing.heldAt ? "held" : "rated";
}
