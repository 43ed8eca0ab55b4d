import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Tx } from "../db/client.server.ts";
import { profiles, shownReviewSql as shown } from "../db/schema.ts";
import { scoreSql } from "./score-sql.server.ts";

/**
 * Recomputes the coach's rating, review count, badge counts and score from the reviews, inside
 * the caller's transaction (the coach row is locked, so concurrent reviews queue up and none is
 * lost). Score: app/lib/score.ts, in SQL by scoreSql.
 */
export async function refreshAggregates(tx: Tx, coachId: string) {
  await tx.execute(sql`
    update profile p set
      review_count = a.n,
      rating = case when a.n = 0 then 0 else round(a.total / a.n, 2) end,
      score = ${scoreSql(sql`a.n`, sql`a.total`)},
      badge_counts = array(
        select count(r.id) filter (where b.id = any(r.badge_ids))::int
        from generate_series(1, 8) as b(id)
        left join review r on r.coach_id = p.id and ${shown("r")}
        group by b.id order by b.id)
    from (select count(*)::int as n, coalesce(sum(rating), 0)::numeric as total from review r where r.coach_id = ${coachId} and ${shown("r")}) a
    where p.id = ${coachId}`);
}

export const lockCoach = (tx: Tx, coachId: string, condition?: SQL) =>
  tx
    .select({ id: profiles.id, userId: profiles.userId, level: profiles.level })
    .from(profiles)
    .where(and(eq(profiles.id, coachId), condition))
    .for("update");
