import { and, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { HeldDecision } from "../../lib/held-review-schemas.ts";
import { heldReviewTexts as t } from "../../lib/messages/held-reviews.ts";
import type { HeldReview } from "../../lib/moderation-views.ts";
import type { RemovalInput } from "../../lib/review-moderation.ts";
import type { ReviewSource } from "../../lib/review-sources.ts";
import { type AdminActor, asAdmin } from "../admin/admin-access.server.ts";
import { recordAction } from "../admin/audit.server.ts";
import type { Tx } from "../db/client.server.ts";
import { getDb, selectRows } from "../db/database.server.ts";
import { reviews } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import type { Viewer } from "../identity/session.server.ts";
import { lockCoach, refreshAggregates } from "./aggregates.server.ts";
import { type ContextRow, inContext, iso, reviewInContext } from "./moderation-queue.server.ts";
import { tellRemoval } from "./moderation-notices.server.ts";
import { type Removal, type RemovedReview, removeInTx } from "./review-removals.server.ts";

/** The queue holds this many held reviews, the longest held first; the rest wait their turn. */
const QUEUE_SIZE = 50;
const DAY_MS = 86_400_000;

/**
 * The reviews the review-bomb guard holds (decision 0075), each in context with when it was held
 * and how old its author's account was (the guard's own measure: the account, else the profile).
 * The 50 held longest, one coach's together (the coach held longest first), so an admin can
 * judge a burst as a whole and decide on all of it at once.
 */
export async function heldQueue(viewer: Viewer | null): Promise<HeldReview[]> {
  asAdmin(viewer);
  const rows = await selectRows<ContextRow & { held_at: Date; source: ReviewSource; account_since: Date }>(sql`
    with held as (
      select r.id from review r where r.held_at is not null and r.removed_at is null
      order by r.held_at, r.created_at, r.id limit ${QUEUE_SIZE})
    select r.held_at, r.source, coalesce(u.created_at, a.created_at) as account_since,
      min(r.held_at) over (partition by r.coach_id) as coach_first_held, ${reviewInContext}
    from held h
    join review r on r.id = h.id
    join profile c on c.id = r.coach_id
    join profile a on a.id = r.author_id
    left join auth_user u on u.id = a.user_id
    left join review_reply rr on rr.review_id = r.id
    order by coach_first_held, c.id, r.created_at, r.id`);
  return rows.map((r) => ({
    ...inContext(r),
    source: r.source,
    heldAt: iso(r.held_at),
    accountCreatedAt: iso(r.account_since),
    accountAgeDays: Math.max(
      0,
      Math.floor((new Date(r.created_at).getTime() - new Date(r.account_since).getTime()) / DAY_MS),
    ),
  }));
}

/**
 * An admin's decision on held reviews, of one coach or several: approved, they are shown and
 * counted from now on and never held again; rejected, each is a removal by the site with the
 * reason (counted publicly, its author told why after the commit, appealable). All or nothing:
 * an id that is not a review is a 404, one that is not held (any more) a 409. Each review's
 * decision goes in the admin record, in the same transaction. Answers how many were decided.
 */
export async function decideHeld(viewer: Viewer | null, input: HeldDecision): Promise<number> {
  const admin = asAdmin(viewer);
  const ids = [...new Set(input.ids)];
  const removals = await getDb().transaction(async (tx) => {
    const found = await tx.select({ coachId: reviews.coachId }).from(reviews).where(inArray(reviews.id, ids));
    if (found.length < ids.length) throw new DomainError("not-found", t.notFound);
    // Every other writer locks one coach row; taking several in one order means two decisions
    // on overlapping coaches queue up instead of each waiting for the other.
    const coachIds = [...new Set(found.map((r) => r.coachId))].sort();
    for (const coachId of coachIds) await lockCoach(tx, coachId);
    const held = await tx
      .select({ id: reviews.id, coachId: reviews.coachId, authorId: reviews.authorId, rating: reviews.rating })
      .from(reviews)
      .where(and(inArray(reviews.id, ids), isNotNull(reviews.heldAt), isNull(reviews.removedAt)));
    if (held.length < ids.length) throw new DomainError("conflict", t.notHeld);
    if (input.decision === "approve") {
      await approve(tx, admin, held, coachIds, input.note);
      return [];
    }
    return reject(tx, admin, held, { reason: input.reason, note: input.note });
  });
  for (const removal of removals) await tellRemoval(removal);
  return ids.length;
}

async function approve(tx: Tx, admin: AdminActor, held: RemovedReview[], coachIds: string[], note?: string) {
  await tx
    .update(reviews)
    .set({ heldAt: null, checkedAt: sql`now()` })
    .where(
      inArray(
        reviews.id,
        held.map((r) => r.id),
      ),
    );
  for (const coachId of coachIds) await refreshAggregates(tx, coachId);
  for (const r of held)
    await recordAction(tx, admin, {
      action: "review.approve",
      profileId: r.coachId,
      before: { review: r.id, rating: r.rating, held: true },
      after: { held: false, note: note ?? null },
    });
}

async function reject(tx: Tx, admin: AdminActor, held: RemovedReview[], input: RemovalInput): Promise<Removal[]> {
  const removals: Removal[] = [];
  for (const r of held) {
    removals.push(await removeInTx(tx, r, "site", input, admin.userId));
    await recordAction(tx, admin, {
      action: "review.remove",
      profileId: r.coachId,
      before: { review: r.id, rating: r.rating, held: true },
      after: { removed: true, reason: input.reason, note: input.note ?? null },
    });
  }
  return removals;
}
