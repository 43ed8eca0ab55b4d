import { and, asc, count, desc, eq, isNull, type Placeholder, type SQLWrapper, sql } from "drizzle-orm";
import { BADGES, type BadgeName } from "../../lib/levels.ts";
import type { ReviewSource } from "../../lib/review-sources.ts";
import type { OwnProfile } from "../accounts/account-service.server.ts";
import type { Db } from "../db/client.server.ts";
import { getDb, selectRows } from "../db/database.server.ts";
import { preparedPerKey, preparedStatement } from "../db/prepared-statement.server.ts";
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
const commentColumns = { id: reviews.id, coachId: reviews.coachId, ...reviewerColumns, ...reviewBodyColumns };

type CommentRow = ReviewBodyRow & Parameters<typeof reviewerOf>[0] & { id: string; coachId: string };

/** A row as JSON carries it: dates as ISO text. */
type AsJson<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

const jsonObjectOf = (columns: Record<string, SQLWrapper>) =>
  sql`json_build_object(${sql.join(
    Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  )})`;

/**
 * A coach's shown comments from `from`, newest first, as one JSON array: a value of one column,
 * so that the coach page reads them in the statement that reads the coach (coach-page.server.ts).
 * The author's profile is the only "profile" inside, whatever table the statement around reads.
 */
export const commentsJson = (db: Db, coachId: string | Placeholder, from: number, size: number) =>
  sql<AsJson<CommentRow>[]>`(select coalesce(json_agg(c.comment order by c.created_at desc, c.id), '[]') from (${db
    .select({
      comment: sql`${jsonObjectOf(commentColumns)}`.as("comment"),
      createdAt: reviews.createdAt,
      id: reviews.id,
    })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.authorId))
    .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
    .where(shownOf(coachId))
    .orderBy(desc(reviews.createdAt), asc(reviews.id))
    .offset(from)
    .limit(size)}) c)`;

/** A comment of commentsJson's array. */
export const commentOfJson = (c: AsJson<CommentRow>): Comment => {
  const r: CommentRow = {
    ...c,
    authorSince: new Date(c.authorSince),
    createdAt: new Date(c.createdAt),
    replyCreatedAt: c.replyCreatedAt === null ? null : new Date(c.replyCreatedAt),
    replyUpdatedAt: c.replyUpdatedAt === null ? null : new Date(c.replyUpdatedAt),
  };
  return { _id: r.id, userId: r.coachId, commentee: reviewerOf(r), ...reviewBody(r) };
};

/** A coach's shown comments from `from`, newest first, without the anonymous cap (listComments applies it). */
export async function shownComments(coachId: string, from: number, size: number): Promise<Comment[]> {
  const [row] = await selectRows<{ comments: AsJson<CommentRow>[] }>(
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

// The author's own list (with held reviews) is on every /profile load, the shown list on a
// reviewer's page: one statement each, planned once per connection. The author is compared with
// a subquery of the parameter: compared with the parameter itself, PostgreSQL estimated one
// author's rows cheaper than the plan for any author and planned the statement anew at every
// execution (0 generic plans in 8; 0.19 ms of planning each time against 0.005 ms, issue 24). That
// one plan reads the author's entries of review_author_newest_idx, already in the list's order.
const authoredRows = preparedPerKey((withHeld: boolean) =>
  preparedStatement((db) =>
    db
      .select({
        id: reviews.id,
        coachId: reviews.coachId,
        coachName: profiles.fullName,
        heldAt: reviews.heldAt,
        ...reviewBodyColumns,
        // The author's shown reviews, all of them: a window count is taken before the LIMIT.
        shownByAuthor: sql<number>`count(*) filter (where ${reviews.heldAt} is null) over ()`.mapWith(Number),
      })
      .from(reviews)
      .innerJoin(profiles, eq(profiles.id, reviews.coachId))
      .leftJoin(reviewReplies, eq(reviewReplies.reviewId, reviews.id))
      .where(
        and(
          sql`${reviews.authorId} = (select ${sql.placeholder("authorId")}::uuid)`,
          withHeld ? isNull(reviews.removedAt) : isShownReview,
        ),
      )
      .orderBy(desc(reviews.createdAt), asc(reviews.id))
      .offset(sql.placeholder("from"))
      .limit(sql.placeholder("size"))
      .prepare(withHeld ? "authored_reviews_with_held" : "authored_reviews_shown"),
  ),
);

type AuthoredRow = Awaited<ReturnType<ReturnType<typeof authoredRows>["execute"]>>[number];

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
  const rows = await authoredRows(false).execute({
    authorId: reviewer.id,
    from: page.from ?? 0,
    size: page.size ?? AUTHORED_LIMIT,
  });
  return rows.map((r) => authoredComment(r, reviewer));
}

/**
 * A signed-in author's own reviews, newest first: those the review-bomb guard holds included,
 * marked. The author is the profile already read, their count of shown reviews from the same
 * statement: /profile reads it on every load.
 */
export async function ownComments(
  own: Pick<OwnProfile, "id" | "fullName" | "photoLink" | "createdAt">,
): Promise<AuthoredComment[]> {
  const rows = await authoredRows(true).execute({ authorId: own.id, from: 0, size: AUTHORED_LIMIT });
  const reviewer = reviewerOf({
    authorId: own.id,
    authorName: own.fullName,
    authorPhoto: own.photoLink,
    authorSince: own.createdAt,
    authorReviews: rows[0]?.shownByAuthor ?? 0,
  });
  return rows.map((r) => authoredComment(r, reviewer));
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
