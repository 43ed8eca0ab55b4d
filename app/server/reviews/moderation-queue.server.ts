import { and, eq, isNull, sql } from "drizzle-orm";
import { moderationTexts } from "../../lib/messages/moderation.ts";
import type { AppealedRemoval, FlaggedReview } from "../../lib/moderation-views.ts";
import type { FlagDecision } from "../../lib/review-moderation.ts";
import type { Remover, ReviewReason } from "../../lib/review-reasons.ts";

type FlagPart = Pick<FlaggedReview, "firstFlaggedAt" | "flagCount" | "reasons" | "details">;
import { recordAction } from "../admin/audit.server.ts";
import { asAdmin } from "../admin/admin-access.server.ts";
import { getDb, selectRows } from "../db/database.server.ts";
import { isShownReview, reviewFlags, reviews, shownReviewSql as shown } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import type { Viewer } from "../identity/session.server.ts";
import { tellKept, tellRemoval } from "./moderation-notices.server.ts";
import { removeInTx } from "./review-removals.server.ts";
import { lockCoach } from "./aggregates.server.ts";

/** The queue holds this many items of each kind, oldest first; the rest wait their turn. */
const QUEUE_SIZE = 50;

// The review in context: its coach's figures and its author's history, for every kind of queue
// item (held reviews too: held-reviews.server.ts).
export const reviewInContext = sql`
  r.id, r.rating::float8 as rating, r.comment, r.created_at, rr.text as reply,
  c.id as coach_id, c.full_name as coach_name, c.review_count as coach_reviews, c.rating::float8 as coach_rating,
  (select count(*) from review_removal m where m.coach_id = c.id and m.removed_by = 'coach'
     and m.outcome is distinct from 'restored')::int as coach_removed,
  (select count(distinct f.review_id) from review_flag f join review x on x.id = f.review_id
     where x.coach_id = c.id)::int as coach_flagged,
  a.id as author_id, a.full_name as author_name, a.created_at as author_since,
  (select count(*) from review x where x.author_id = a.id and ${shown("x")})::int as author_reviews,
  (select count(*) from review x where x.author_id = a.id and x.removed_at is not null)::int as author_removed`;

export type ContextRow = {
  id: string;
  rating: number;
  comment: string;
  created_at: Date;
  reply: string | null;
  coach_id: string;
  coach_name: string;
  coach_reviews: number;
  coach_rating: number;
  coach_removed: number;
  coach_flagged: number;
  author_id: string;
  author_name: string;
  author_since: Date;
  author_reviews: number;
  author_removed: number;
};

export const iso = (d: Date | string) => new Date(d).toISOString();

export const inContext = (r: ContextRow): Omit<FlaggedReview, keyof FlagPart> => ({
  id: r.id,
  coach: {
    id: r.coach_id,
    name: r.coach_name,
    reviewCount: r.coach_reviews,
    rating: r.coach_rating,
    removedByCoach: r.coach_removed,
    flagged: r.coach_flagged,
  },
  author: {
    id: r.author_id,
    name: r.author_name,
    memberSince: iso(r.author_since),
    reviews: r.author_reviews,
    removed: r.author_removed,
  },
  rating: r.rating,
  comment: r.comment,
  createdAt: iso(r.created_at),
  reply: r.reply,
});

async function flaggedReviews(): Promise<FlaggedReview[]> {
  const rows = await selectRows<
    ContextRow & { first_at: Date; n: number; flags: { reason: ReviewReason; details: string | null }[] }
  >(sql`
    with open as (
      select review_id, min(created_at) as first_at, count(*)::int as n,
        json_agg(json_build_object('reason', reason, 'details', details) order by created_at) as flags
      from review_flag where decided_at is null and review_id is not null
      group by review_id order by first_at limit ${QUEUE_SIZE})
    select o.first_at, o.n, o.flags, ${reviewInContext}
    from open o
    join review r on r.id = o.review_id and ${shown("r")}
    join profile c on c.id = r.coach_id
    join profile a on a.id = r.author_id
    left join review_reply rr on rr.review_id = r.id
    order by o.first_at`);
  return rows.map((r) => {
    const counts = new Map<ReviewReason, number>();
    for (const f of r.flags) counts.set(f.reason, (counts.get(f.reason) ?? 0) + 1);
    return {
      ...inContext(r),
      firstFlaggedAt: iso(r.first_at),
      flagCount: r.n,
      reasons: [...counts].map(([reason, count]) => ({ reason, count })).sort((x, y) => y.count - x.count),
      details: r.flags.flatMap((f) => (f.details ? [f.details] : [])),
    };
  });
}

async function appealedRemovals(): Promise<AppealedRemoval[]> {
  const rows = await selectRows<
    ContextRow & {
      removed_by: Remover;
      reason: ReviewReason;
      note: string | null;
      removed_at: Date;
      appeal_text: string;
      appealed_at: Date;
    }
  >(sql`
    select m.removed_by, m.reason, m.note, m.created_at as removed_at, m.appeal_text, m.appealed_at,
      ${reviewInContext}
    from review_removal m
    join review r on r.id = m.review_id
    join profile c on c.id = r.coach_id
    join profile a on a.id = r.author_id
    left join review_reply rr on rr.review_id = r.id
    where m.appealed_at is not null and m.outcome is null
    order by m.appealed_at limit ${QUEUE_SIZE}`);
  return rows.map((r) => ({
    ...inContext(r),
    removedBy: r.removed_by,
    reason: r.reason,
    note: r.note,
    removedAt: iso(r.removed_at),
    appeal: r.appeal_text,
    appealedAt: iso(r.appealed_at),
  }));
}

/** The moderation queue: reviews with open flags and removals under appeal, oldest first. */
export async function moderationQueue(
  viewer: Viewer | null,
): Promise<{ flagged: FlaggedReview[]; appeals: AppealedRemoval[] }> {
  asAdmin(viewer);
  const [flagged, appeals] = await Promise.all([flaggedReviews(), appealedRemovals()]);
  return { flagged, appeals };
}

/**
 * An admin's decision on a reported review: keep it (its open flags are closed) or remove it
 * for the site, with a reason. Recorded in the admin record in the same transaction.
 */
export async function decideFlags(viewer: Viewer | null, reviewId: string, input: FlagDecision): Promise<void> {
  const admin = asAdmin(viewer);
  const outcome = await getDb().transaction(async (tx) => {
    const [review] = await tx
      .select({ id: reviews.id, coachId: reviews.coachId, authorId: reviews.authorId, rating: reviews.rating })
      .from(reviews)
      .where(and(eq(reviews.id, reviewId), isShownReview));
    if (!review) throw new DomainError("not-found", moderationTexts.notFound);
    await lockCoach(tx, review.coachId);
    const entry = { profileId: review.coachId, before: { review: review.id, rating: review.rating } };
    if (input.decision === "remove") {
      const removal = await removeInTx(tx, review, "site", input, admin.userId);
      await recordAction(tx, admin, {
        ...entry,
        action: "review.remove",
        after: { removed: true, reason: input.reason, note: input.note ?? null, flags: removal.flaggerIds.length },
      });
      return { removal };
    }
    const closed = await tx
      .update(reviewFlags)
      .set({ decidedAt: sql`now()`, decision: "keep" })
      .where(and(eq(reviewFlags.reviewId, reviewId), isNull(reviewFlags.decidedAt)))
      .returning({ flaggerId: reviewFlags.flaggerId });
    if (closed.length === 0) throw new DomainError("conflict", moderationTexts.noOpenFlags);
    await recordAction(tx, admin, {
      ...entry,
      action: "review.keep",
      after: { kept: true, flags: closed.length, note: input.note ?? null },
    });
    return { kept: closed.flatMap((f) => (f.flaggerId ? [f.flaggerId] : [])) };
  });
  if (outcome.removal) await tellRemoval(outcome.removal);
  else if (outcome.kept) await tellKept(reviewId, outcome.kept);
}
