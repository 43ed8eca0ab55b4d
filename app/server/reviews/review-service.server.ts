import { and, asc, count, desc, eq, isNull, type Placeholder, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { BADGES, type BadgeName } from "../../lib/levels.ts";
import type { ReviewSource } from "../../lib/review-sources.ts";
import type { OwnProfile } from "../accounts/account-service.server.ts";
import type { Db } from "../db/client.server.ts";
import { getDb, selectRows } from "../db/database.server.ts";
import { jsonArray, jsonRow } from "../db/json-rows.server.ts";
import { preparedStatement } from "../db/prepared-statement.server.ts";
import { isPublicCoach, isShownReview, profiles, reviewReplies, reviews, shownReviewSql } from "../db/schema.ts";

/**
 * The comment shape of docs/product.md §24; `commentee` is the reviewer, with their history
 * (reviews shown, month they joined) and `source` how the review came (decision 0075).
 */
export type Comment = {
  _id: string;
  userId: string;
  commentee: Reviewer;
  source: ReviewSource;
  createdAt: string;
  rating: number;
  comment: string;
  badges: BadgeName[];
  /** The coach's public reply (decision 0067); `updatedAt` is set once it was edited. */
  reply: Reply | null;
};

export type Reply = { text: string; createdAt: string; updatedAt: string | null };

/** A reviewer as every review shows them: public fields only, never an address. */
export type Reviewer = { id: string; name: string; photoLink: string | null; reviews: number; memberSince: string };

const reviewerColumns = {
  authorId: reviews.authorId,
  authorName: profiles.fullName,
  authorPhoto: profiles.photoLink,
  authorSince: profiles.createdAt,
  authorReviews: sql<number>`(select count(*) from review x where x.author_id = ${reviews.authorId} and ${shownReviewSql("x")})::int`,
};

const reviewerOf = (r: {
  authorId: string;
  authorName: string;
  authorPhoto: string | null;
  authorSince: Date;
  authorReviews: number;
}): Reviewer => ({
  id: r.authorId,
  name: r.authorName,
  photoLink: r.authorPhoto,
  reviews: r.authorReviews,
  memberSince: r.authorSince.toISOString(),
});

const replyOf = (r: {
  replyText: string | null;
  replyCreatedAt: Date | null;
  replyUpdatedAt: Date | null;
}): Reply | null =>
  r.replyText === null || !r.replyCreatedAt
    ? null
    : {
        text: r.replyText,
        createdAt: r.replyCreatedAt.toISOString(),
        updatedAt: r.replyUpdatedAt?.toISOString() ?? null,
      };

const replyColumns = {
  replyText: reviewReplies.text,
  replyCreatedAt: reviewReplies.createdAt,
  replyUpdatedAt: reviewReplies.updatedAt,
};

/** What a review says, with the coach's reply: the columns every list of reviews shows. */
const reviewBodyColumns = {
  source: reviews.source,
  createdAt: reviews.createdAt,
  rating: reviews.rating,
  comment: reviews.comment,
  badgeIds: reviews.badgeIds,
  ...replyColumns,
};

/** What reviewBodyColumns read. */
type ReviewBodyRow = Parameters<typeof replyOf>[0] & {
  source: ReviewSource;
  createdAt: Date;
  rating: number;
  comment: string;
  badgeIds: number[];
};

/** A review's text, badges and reply as a list shows them, from its reviewBodyColumns. */
const reviewBody = (r: ReviewBodyRow) => ({
  source: r.source,
  createdAt: r.createdAt.toISOString(),
  rating: r.rating,
  comment: r.comment,
  badges: r.badgeIds.map((id) => BADGES[id - 1]).filter((b) => b !== undefined),
  reply: replyOf(r),
});

/** Anonymous visitors see this many comments, enforced here rather than in the page. */
export const ANONYMOUS_COMMENT_LIMIT = 2;

/** Signed-in visitors see this many comments on the coach page (the API pages through the rest). */
export const SIGNED_IN_COMMENTS = 50;

/** A coach's shown reviews: what the list and its count read. */
const shownOf = (coachId: string | Placeholder) => and(eq(reviews.coachId, coachId), isShownReview);

export async function listComments(
  coachId: string,
  options: { signedIn: boolean; from: number; size: number },
): Promise<{ comments: Comment[]; total: number }> {
  const cap = options.signedIn ? Number.POSITIVE_INFINITY : ANONYMOUS_COMMENT_LIMIT;
  const from = Math.min(options.from, cap);
  const size = Math.min(options.size, cap - from);
  const counting = getDb().select({ n: count() }).from(reviews).where(shownOf(coachId));
  if (size <= 0) return { comments: [], total: (await counting)[0]?.n ?? 0 };
  const [[totalRow], comments] = await Promise.all([counting, shownComments(coachId, from, size)]);
  return { total: totalRow?.n ?? 0, comments };
}

/** A shown comment's columns, as commentsJson writes each one into a JSON object. */
const commentRow = jsonRow({ id: reviews.id, coachId: reviews.coachId, ...reviewerColumns, ...reviewBodyColumns });

/**
 * A coach's shown comments from `from`, newest first, as one JSON array: a value of one column,
 * so that the coach page reads them in the statement that reads the coach (coach-page.server.ts).
 * The author's profile is the only "profile" inside, whatever table the statement around reads.
 */
export const commentsJson = (db: Db, coachId: string | Placeholder, from: number, size: number) =>
  jsonArray(
    db
      .select({ row: commentRow.column, createdAt: reviews.createdAt, id: reviews.id })
      .from(reviews)
      .innerJoin(profiles, eq(profiles.id, reviews.authorId))
      .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
      .where(shownOf(coachId))
      .orderBy(desc(reviews.createdAt), asc(reviews.id))
      .offset(from)
      .limit(size),
    sql`r.created_at desc, r.id`,
  );

/** A comment of commentsJson's array. */
export const commentOfJson = (json: Record<string, unknown>): Comment => {
  const r = commentRow.read(json);
  return { _id: r.id, userId: r.coachId, commentee: reviewerOf(r), ...reviewBody(r) };
};

/** A coach's shown comments from `from`, newest first, without the anonymous cap (listComments applies it). */
export async function shownComments(coachId: string, from: number, size: number): Promise<Comment[]> {
  const [row] = await selectRows<{ comments: Record<string, unknown>[] }>(
    sql`select ${commentsJson(getDb(), coachId, from, size)} as comments`,
  );
  return (row?.comments ?? []).map(commentOfJson);
}

/** A reviewer's public fields and history (decision 0075); null for an unknown id. */
const reviewerRow = preparedStatement((db) =>
  db
    .select({
      authorId: profiles.id,
      authorName: profiles.fullName,
      authorPhoto: profiles.photoLink,
      authorSince: profiles.createdAt,
      // The id as a value: a select from one table names its columns unqualified, and a bare
      // "id" in the subquery would be the review's own.
      authorReviews: sql<number>`(select count(*) from review x where x.author_id = ${sql.placeholder("authorId")} and ${shownReviewSql("x")})::int`,
    })
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder("authorId")))
    .prepare("reviewer_of_id"),
);

export async function reviewerOfId(authorId: string): Promise<Reviewer | null> {
  const [row] = await reviewerRow().execute({ authorId });
  return row ? reviewerOf(row) : null;
}

/** A review in its author's list: the coach it is about; `held` while it awaits a check. */
export type AuthoredComment = Comment & { coach: { id: string; name: string }; held: boolean };

/**
 * An authored review's columns: the coach it is about, and `shownByAuthor`, the author's shown
 * reviews, all of them (a window count is taken before the LIMIT).
 */
const authoredColumns = {
  id: reviews.id,
  coachId: reviews.coachId,
  coachName: profiles.fullName,
  heldAt: reviews.heldAt,
  ...reviewBodyColumns,
  shownByAuthor: sql<number>`count(*) filter (where ${reviews.heldAt} is null) over ()`.mapWith(Number),
};

// The author is compared with a subquery of the parameter: compared with the parameter itself,
// PostgreSQL estimated one author's rows cheaper than the plan for any author and planned the
// statement anew at every execution (0 generic plans in 8; 0.19 ms of planning each time against
// 0.005 ms, issue 24). That one plan reads the author's entries of review_author_newest_idx,
// already in the list's order.
const authoredBy = <Q extends PgSelect>(query: Q, authorId: string | Placeholder, withHeld: boolean) =>
  query
    .innerJoin(profiles, eq(profiles.id, reviews.coachId))
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .where(
      and(sql`${reviews.authorId} = (select ${authorId}::uuid)`, withHeld ? isNull(reviews.removedAt) : isShownReview),
    )
    .orderBy(desc(reviews.createdAt), asc(reviews.id));

// A reviewer's page reads the shown list page by page: planned once per connection.
const shownAuthoredRows = preparedStatement((db) =>
  authoredBy(db.select(authoredColumns).from(reviews).$dynamic(), sql.placeholder("authorId"), false)
    .offset(sql.placeholder("from"))
    .limit(sql.placeholder("size"))
    .prepare("authored_reviews_shown"),
);

type AuthoredRow = Awaited<ReturnType<ReturnType<typeof shownAuthoredRows>["execute"]>>[number];

const authoredComment = (r: AuthoredRow, reviewer: Reviewer): AuthoredComment => ({
  _id: r.id,
  userId: r.coachId,
  commentee: reviewer,
  held: r.heldAt !== null,
  coach: { id: r.coachId, name: r.coachName },
  ...reviewBody(r),
});

const AUTHORED_LIMIT = 1000;

/** The shown reviews an author wrote, newest first, with the coach each one is about (a reviewer's page). */
export async function commentsByAuthor(reviewer: Reviewer, page: { from?: number; size?: number } = {}) {
  const rows = await shownAuthoredRows().execute({
    authorId: reviewer.id,
    from: page.from ?? 0,
    size: page.size ?? AUTHORED_LIMIT,
  });
  return rows.map((r) => authoredComment(r, reviewer));
}

const authoredRow = jsonRow(authoredColumns);

/**
 * An author's own reviews, those the review-bomb guard holds included, newest first, as one JSON
 * array: /profile reads them in the statement that reads the rest of its page.
 */
export const ownCommentsJson = (db: Db, authorId: string | Placeholder) =>
  jsonArray(
    authoredBy(
      db.select({ row: authoredRow.column, createdAt: reviews.createdAt, id: reviews.id }).from(reviews).$dynamic(),
      authorId,
      true,
    ).limit(AUTHORED_LIMIT),
    sql`r.created_at desc, r.id`,
  );

type OwnAuthor = Pick<OwnProfile, "id" | "fullName" | "photoLink" | "createdAt">;

/** ownCommentsJson's reviews, marked held or not; the author is the profile already read. */
export function ownCommentsOf(json: Record<string, unknown>[], own: OwnAuthor): AuthoredComment[] {
  const rows = json.map(authoredRow.read);
  const reviewer = reviewerOf({
    authorId: own.id,
    authorName: own.fullName,
    authorPhoto: own.photoLink,
    authorSince: own.createdAt,
    authorReviews: rows[0]?.shownByAuthor ?? 0,
  });
  return rows.map((r) => authoredComment(r, reviewer));
}

/** A signed-in author's own reviews, newest first: those the review-bomb guard holds included, marked. */
export async function ownComments(own: OwnAuthor): Promise<AuthoredComment[]> {
  const [row] = await selectRows<{ reviews: Record<string, unknown>[] }>(
    sql`select ${ownCommentsJson(getDb(), own.id)} as reviews`,
  );
  return ownCommentsOf(row?.reviews ?? [], own);
}

/**
 * The coach with the most reviews, with what the score formula needs: the score page's worked
 * example uses real numbers that anyone can check against that coach's page.
 */
export async function scoreExample(): Promise<{
  id: string;
  fullName: string;
  reviewCount: number;
  ratingSum: number;
  score: number;
} | null> {
  const [row] = await selectRows<{ id: string; full_name: string; n: number; total: string; score: number }>(sql`
    select profile.id, profile.full_name, profile.review_count as n, profile.score,
      (select coalesce(sum(r.rating), 0) from review r where r.coach_id = profile.id and ${shownReviewSql("r")})::text as total
    from profile where ${isPublicCoach} and profile.review_count > 0
    order by profile.review_count desc, profile.id limit 1`);
  if (!row) return null;
  return { id: row.id, fullName: row.full_name, reviewCount: row.n, ratingSum: Number(row.total), score: row.score };
}
