import { sql } from "drizzle-orm";
import type { ModerationRecord, ReasonCount } from "../../lib/moderation-views.ts";
import type { Remover, ReviewReason } from "../../lib/review-moderation.ts";
import { selectRows } from "../db/database.server.ts";
import { isPublicCoach } from "../db/schema.ts";

type Row = {
  shown: number;
  replied: number;
  median_seconds: number | null;
  removals: { by: Remover; reason: ReviewReason; n: number; stars: number }[];
};

const byCount = (a: ReasonCount, b: ReasonCount) => b.count - a.count;

/**
 * A coach's public moderation record, one statement over the coach's own rows (its reviews by
 * review_coach_created_idx, its removals by review_removal_coach_idx): cheap at any directory
 * size. Restored removals do not count. Null when the id has no public coach page.
 */
export async function moderationRecord(coachId: string): Promise<ModerationRecord | null> {
  const [row] = await selectRows<Row>(sql`
    with shown as (
      select r.created_at, rr.created_at as replied_at
      from review r left join review_reply rr on rr.review_id = r.id
      where r.coach_id = ${coachId} and r.removed_at is null)
    select
      (select count(*) from shown)::int as shown,
      (select count(replied_at) from shown)::int as replied,
      (select percentile_cont(0.5) within group (order by extract(epoch from replied_at - created_at))
         from shown where replied_at is not null)::float8 as median_seconds,
      (select coalesce(json_agg(g), '[]') from (
         select removed_by as by, reason, count(*)::int as n, sum(rating)::float8 as stars
         from review_removal where coach_id = ${coachId} and outcome is distinct from 'restored'
         group by 1, 2) g) as removals
    from profile where id = ${coachId} and ${isPublicCoach}`);
  if (!row) return null;
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
  };
}
