import { and, eq, sql } from "drizzle-orm";
import { isAdmin } from "../../lib/levels.ts";
import { moderationTexts } from "../../lib/messages/moderation.ts";
import type { Tx } from "../db/client.server.ts";
import { getDb } from "../db/database.server.ts";
import { isShownReview, reviewReplies, reviews } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import { hit, LIMITS } from "../security/rate-limit.server.ts";
import { hasLink, hasPhoneNumber } from "./links-and-phones.server.ts";
import { tellReply } from "./moderation-notices.server.ts";
import type { ReviewActor } from "./review-writer.server.ts";

/** The shown review, and whether `actor` owns the profile it is about (any level). */
async function reviewFor(tx: Tx, reviewId: string, actor: ReviewActor | null) {
  const [review] = await tx
    .select({ id: reviews.id, coachId: reviews.coachId })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), isShownReview))
    .for("update");
  if (!review) throw new DomainError("not-found", moderationTexts.notFound);
  return { review, owns: actor !== null && review.coachId === actor.id };
}

/** Replies and edits e-mail reviewers: LIMITS.repliesPerAccount per account. */
async function countWrite(actor: ReviewActor | null) {
  if (actor && !(await hit(LIMITS.repliesPerAccount, actor.id)))
    throw new DomainError("too-many", moderationTexts.tooManyReplies);
}

function checkText(text: string) {
  if (hasLink(text)) throw new DomainError("invalid", moderationTexts.replyNoLinks);
  if (hasPhoneNumber(text)) throw new DomainError("invalid", moderationTexts.replyNoPhones);
}

/** The coach's one public reply to a review of its profile; the reviewer is e-mailed. */
export async function postReply(reviewId: string, actor: ReviewActor | null, text: string): Promise<void> {
  await countWrite(actor);
  await getDb().transaction(async (tx) => {
    const { owns } = await reviewFor(tx, reviewId, actor);
    if (!owns) throw new DomainError("forbidden", moderationTexts.notOwner);
    checkText(text);
    const [created] = await tx
      .insert(reviewReplies)
      .values({ reviewId, text })
      .onConflictDoNothing()
      .returning({ id: reviewReplies.reviewId });
    if (!created) throw new DomainError("conflict", moderationTexts.replyExists);
  });
  await tellReply(reviewId, text);
}

/** Edits the reply; it then shows as edited, with the date. */
export async function editReply(reviewId: string, actor: ReviewActor | null, text: string): Promise<void> {
  await countWrite(actor);
  await getDb().transaction(async (tx) => {
    const { owns } = await reviewFor(tx, reviewId, actor);
    if (!owns) throw new DomainError("forbidden", moderationTexts.notOwner);
    checkText(text);
    const changed = await tx
      .update(reviewReplies)
      .set({ text, updatedAt: sql`now()` })
      .where(eq(reviewReplies.reviewId, reviewId))
      .returning({ id: reviewReplies.reviewId });
    if (changed.length === 0) throw new DomainError("not-found", moderationTexts.noReply);
  });
}

/** Deletes the reply: by the coach who wrote it, or an admin. */
export async function deleteReply(reviewId: string, actor: ReviewActor | null): Promise<void> {
  await getDb().transaction(async (tx) => {
    const { owns } = await reviewFor(tx, reviewId, actor);
    if (!owns && !isAdmin(actor?.level)) throw new DomainError("forbidden", moderationTexts.replyNotAllowed);
    const gone = await tx
      .delete(reviewReplies)
      .where(eq(reviewReplies.reviewId, reviewId))
      .returning({ id: reviewReplies.reviewId });
    if (gone.length === 0) throw new DomainError("not-found", moderationTexts.noReply);
  });
}
