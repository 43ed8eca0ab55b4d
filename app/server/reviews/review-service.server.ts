import { asc, count, desc, eq } from "drizzle-orm";
import { BADGES, type BadgeName } from "../../lib/levels.ts";
import { getDb } from "../db/database.server.ts";
import { profiles, reviews } from "../db/schema.ts";

/** SPEC.md section 3 comment shape; `commentee` is the reviewer. */
export type Comment = {
  _id: string;
  userId: string;
  commentee: { id: string; name: string; photoLink: string | null };
  createdAt: string;
  rating: number;
  comment: string;
  badges: BadgeName[];
};

/** Anonymous visitors see this many comments, enforced here rather than in the page. */
export const ANONYMOUS_COMMENT_LIMIT = 2;

export async function listComments(
  coachId: string,
  options: { signedIn: boolean; from: number; size: number },
): Promise<{ comments: Comment[]; total: number }> {
  const cap = options.signedIn ? Number.POSITIVE_INFINITY : ANONYMOUS_COMMENT_LIMIT;
  const from = Math.min(options.from, cap);
  const size = Math.min(options.size, cap - from);
  const [totalRow] = await getDb().select({ n: count() }).from(reviews).where(eq(reviews.coachId, coachId));
  if (size <= 0) return { comments: [], total: totalRow?.n ?? 0 };
  const rows = await getDb()
    .select({
      id: reviews.id,
      coachId: reviews.coachId,
      authorId: reviews.authorId,
      authorName: profiles.fullName,
      authorPhoto: profiles.photoLink,
      createdAt: reviews.createdAt,
      rating: reviews.rating,
      comment: reviews.comment,
      badgeIds: reviews.badgeIds,
    })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.authorId))
    .where(eq(reviews.coachId, coachId))
    .orderBy(desc(reviews.createdAt), asc(reviews.id))
    .offset(from)
    .limit(size);
  return {
    total: totalRow?.n ?? 0,
    comments: rows.map((r) => ({
      _id: r.id,
      userId: r.coachId,
      commentee: { id: r.authorId, name: r.authorName, photoLink: r.authorPhoto },
      createdAt: r.createdAt.toISOString(),
      rating: r.rating,
      comment: r.comment,
      badges: r.badgeIds.map((id) => BADGES[id - 1]).filter((b) => b !== undefined),
    })),
  };
}

/** The reviews a user wrote, newest first, with the coach each one is about. */
export async function commentsByAuthor(
  authorId: string,
): Promise<(Comment & { coach: { id: string; name: string } })[]> {
  const rows = await getDb()
    .select({
      id: reviews.id,
      coachId: reviews.coachId,
      coachName: profiles.fullName,
      createdAt: reviews.createdAt,
      rating: reviews.rating,
      comment: reviews.comment,
      badgeIds: reviews.badgeIds,
    })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.coachId))
    .where(eq(reviews.authorId, authorId))
    .orderBy(desc(reviews.createdAt));
  return rows.map((r) => ({
    _id: r.id,
    userId: r.coachId,
    commentee: { id: authorId, name: "", photoLink: null },
    coach: { id: r.coachId, name: r.coachName },
    createdAt: r.createdAt.toISOString(),
    rating: r.rating,
    comment: r.comment,
    badges: r.badgeIds.map((id) => BADGES[id - 1]).filter((b) => b !== undefined),
  }));
}
