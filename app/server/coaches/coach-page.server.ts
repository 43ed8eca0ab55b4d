import { and, eq, sql } from "drizzle-orm";
import type { Level } from "../../lib/levels.ts";
import type { ModerationRecord } from "../../lib/moderation-views.ts";
import { cachedByKey } from "../cache/cached-value.server.ts";
import { onPublicChange } from "../cache/public-changes.server.ts";
import { literalLimit, preparedPerKey, preparedStatement } from "../db/prepared-statement.server.ts";
import { isPublicCoach, profiles } from "../db/schema.ts";
import { reviewFiguresJson, reviewFiguresOf } from "../reviews/moderation-record.server.ts";
import { flaggedBy } from "../reviews/review-flags.server.ts";
import {
  ANONYMOUS_COMMENT_LIMIT,
  type Comment,
  commentOfJson,
  commentsJson,
  SIGNED_IN_COMMENTS,
} from "../reviews/review-service.server.ts";
import { canRate, removalRole } from "../reviews/review-writer.server.ts";
import { type PublicProfile, publicProfileColumns, publicProfileOf } from "./coach-service.server.ts";

export type CoachPageViewer = { userId: string; profile: { id: string; level: Level } | null } | null;

export type CoachPage = {
  coach: PublicProfile;
  comments: Comment[];
  totalComments: number;
  /** Whether the viewer may open the rating dialog, and why not. */
  rateState: "signed-out" | "yes" | "own" | "rated" | "held";
  /** Ids of the comments this viewer may delete (the same rule the delete call checks). */
  deletable: string[];
  /**
   * Ids of the deletable comments this viewer removes only with a reason, counted publicly: the
   * owner at level 3 or above, or an admin (decision 0067). The others are the viewer's own.
   */
  needsReason: string[];
  /** Ids of the comments this viewer's account has already reported. */
  flagged: string[];
  /** Whether the viewer owns this profile (any level): it may reply to the reviews. */
  ownsProfile: boolean;
  signedIn: boolean;
  /** Reviews per whole star (a half star counts with the whole one below), 5 stars first. */
  distribution: { stars: number; count: number }[];
  /** The public record of removals and replies (decision 0067). */
  moderation: ModerationRecord;
};

/**
 * The coach, its first comments (2, or 50 signed in) and its review figures in one statement, per
 * size with the size in its text, planned once per connection: one round trip for the page instead
 * of one per part (each a write and a wake-up of a PostgreSQL process; issue 24's profile). No row
 * for an id without a public page.
 */
const coachPageRow = preparedPerKey((size: number) =>
  preparedStatement((db) => {
    const id = sql.placeholder("id");
    return db
      .select({
        ...publicProfileColumns,
        comments: commentsJson(db, id, literalLimit(0), literalLimit(size)),
        figures: reviewFiguresJson(id),
      })
      .from(profiles)
      .where(and(eq(profiles.id, id), isPublicCoach))
      .limit(literalLimit(1))
      .prepare(`coach_page_${size}`);
  }),
);

/** What the coach page shows every visitor alike: the coach, its first `size` comments, its review figures. */
async function readSharedPart(id: string, size: number) {
  const [row] = await coachPageRow(size).execute({ id });
  if (!row) return null;
  const { comments, figures, ...profile } = row;
  return { coach: publicProfileOf(profile), comments: comments.map(commentOfJson), ...reviewFiguresOf(figures) };
}

/**
 * The shared part as visitors without a profile see it (2 comments), kept per coach like a
 * niche's first page (decision 0090): for the 1,000 coaches read most recently in this process,
 * until a public change or a minute. A popular coach's rendered page then reads nothing from the
 * database. Signed-in profiles see 50 comments: those are read on each request, not kept.
 */
const keptSharedPart = cachedByKey((id) => readSharedPart(id, ANONYMOUS_COMMENT_LIMIT), 60_000, 1_000);
onPublicChange(keptSharedPart.forget);

/** Everything the public coach page shows to this viewer; null when the coach has no public page. */
export async function coachPage(viewer: CoachPageViewer, id: string): Promise<CoachPage | null> {
  const me = viewer?.profile ?? null;
  // The viewer's right to rate beside it, in the same round trip. The moderation record counts the
  // shown reviews: the list needs no count of its own.
  const [shared, rateState] = await Promise.all([
    me ? readSharedPart(id, SIGNED_IN_COMMENTS) : keptSharedPart.get(id),
    me ? canRate(me.id, id) : Promise.resolve("signed-out" as const),
  ]);
  if (!shared) return null;
  const { coach, comments, distribution, record: moderation } = shared;
  // A second round trip for signed-in visitors only: the reviews they reported among those shown.
  const flagged = viewer
    ? await flaggedBy(
        viewer.userId,
        comments.map((c) => c._id),
      )
    : [];
  const roles = comments.map((c) => ({
    id: c._id,
    role: removalRole(me, { authorId: c.commentee.id, coachId: coach._id }),
  }));
  return {
    coach,
    comments,
    totalComments: moderation.shown,
    rateState,
    deletable: roles.filter((r) => r.role !== null).map((r) => r.id),
    needsReason: roles.filter((r) => r.role === "coach" || r.role === "site").map((r) => r.id),
    flagged,
    ownsProfile: me?.id === coach._id,
    signedIn: Boolean(viewer),
    distribution,
    moderation,
  };
}
