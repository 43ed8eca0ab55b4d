import type { ModerationRecord, ReasonCount, SourceFigures } from "../../lib/moderation-views.ts";
import type { ReviewSource } from "../../lib/review-sources.ts";
import type { Remover, ReviewReason } from "../../lib/review-reasons.ts";
import { and, eq, type Placeholder, sql } from "drizzle-orm";
import { preparedStatement } from "../db/prepared-statement.server.ts";
import { isPublicCoach, profiles, shownReviewSql } from "../db/schema.ts";

export type FiguresRow = {
  distribution: { stars: number; n: number }[];
  shown: number;
  sources: { source: ReviewSource; n: number; stars: number }[];
  held: number;
  replied: number;
  median_seconds: number | null;
  removals: { by: Remover; reason: ReviewReason; n: number; stars: number }[];
};

/**
 * Everything the coach page says about its reviews beyond the list, as one JSON value (a column of
 * the coach page's statement, coach-page.server.ts): the rating distribution and the public
 * moderation record. It reads only the coach's own rows (its reviews by review_coach_created_idx,
 * its removals by review_removal_coach_idx), so it costs the same at any directory size.
 * Restored removals do not count.
 */
export const reviewFiguresJson = (coachId: Placeholder) => sql<FiguresRow>`(select row_to_json(f) from (
   with shown as (
     select r.rating, r.created_at, r.source, rr.created_at as replied_at
     from review r left join review_reply rr on rr.review_id = r.id
     where r.coach_id = ${coachId} and ${shownReviewSql("r")})
   select
     (select coalesce(json_agg(d), '[]') from (
        select floor(rating)::int as stars, count(*)::int as n from shown group by 1) d) as distribution,
     (select count(*) from shown)::int as shown,
     (select coalesce(json_agg(s), '[]') from (
        select source, count(*)::int as n, sum(rating)::float8 as stars from shown group by 1) s) as sources,
     (select count(*) from review h where h.coach_id = ${coachId} and h.held_at is not null)::int as held,
     (select count(replied_at) from shown)::int as replied,
     (select percentile_cont(0.5) within group (order by extract(epoch from replied_at - created_at))
        from shown where replied_at is not null)::float8 as median_seconds,
     (select coalesce(json_agg(g), '[]') from (
        select removed_by as by, reason, count(*)::int as n, sum(rating)::float8 as stars
        from review_removal where coach_id = ${coachId} and outcome is distinct from 'restored'
        group by 1, 2) g) as removals) f)`;

export type ReviewFigures = {
  /** Reviews per whole star (a half star counts with the whole one below), 5 stars first. */
  distribution: { stars: number; count: number }[];
  record: ModerationRecord;
};

const byCount = (a: ReasonCount, b: ReasonCount) => b.count - a.count;

function sourceFigures(row: FiguresRow, source: ReviewSource): SourceFigures {
  const group = row.sources.find((s) => s.source === source);
  if (!group) return { count: 0, averageRating: null };
  return { count: group.n, averageRating: Math.round((group.stars / group.n) * 10) / 10 };
}

function recordOf(row: FiguresRow): ModerationRecord {
  const of = (by: Remover) => row.removals.filter((g) => g.by === by);
  const total = (by: Remover) => of(by).reduce((sum, g) => sum + g.n, 0);
  const reasons = (by: Remover) =>
    of(by)
      .map((g) => ({ reason: g.reason, count: g.n }))
      .sort(byCount);
  const coachStars = of("coach").reduce((sum, g) => sum + g.stars, 0);
  return {
    shown: row.shown,
    removedBySite: { total: total("site"), reasons: reasons("site") },
    removedByCoach: {
      total: total("coach"),
      reasons: reasons("coach"),
      averageRating: total("coach") ? Math.round((coachStars / total("coach")) * 10) / 10 : null,
    },
    replyRate: row.shown ? row.replied / row.shown : 0,
    medianReplyHours: row.median_seconds === null ? null : Math.round((row.median_seconds / 3600) * 10) / 10,
    bySource: { invited: sourceFigures(row, "invited"), organic: sourceFigures(row, "organic") },
    held: row.held,
  };
}

/** The rating distribution and the moderation record of a coach (decision 0067), from reviewFiguresJson. */
export function reviewFiguresOf(row: FiguresRow): ReviewFigures {
  const counts = new Map(row.distribution.map((d) => [d.stars, d.n]));
  return {
    distribution: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: counts.get(stars) ?? 0 })),
    record: recordOf(row),
  };
}

const moderationRecordRow = preparedStatement((db) =>
  db
    .select({ figures: reviewFiguresJson(sql.placeholder("id")) })
    .from(profiles)
    .where(and(eq(profiles.id, sql.placeholder("id")), isPublicCoach))
    .prepare("public_moderation_record"),
);

/** The record as `GET /api/user/{id}/moderation` answers it: null when the id has no public coach page. */
export async function publicModerationRecord(coachId: string): Promise<ModerationRecord | null> {
  const [row] = await moderationRecordRow().execute({ id: coachId });
  return row ? reviewFiguresOf(row.figures).record : null;
}
