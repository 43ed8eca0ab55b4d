import { sql } from "drizzle-orm";
import { config } from "../config.server.ts";
import type { Tx } from "../db/client.server.ts";
import { selectRows } from "../db/database.server.ts";

/** The guard's thresholds as /how-scores-work states them. */
export const burstThresholds = () => ({
  min: config.REVIEW_BURST_MIN,
  factor: config.REVIEW_BURST_FACTOR,
  accountDays: config.REVIEW_BURST_ACCOUNT_DAYS,
});

/**
 * The review-bomb guard (decision 0075), run in the transaction that posts a review (the coach row
 * is locked, so two posts cannot both slip under it). A burst is more reviews of the coach within
 * 24 hours from accounts younger than REVIEW_BURST_ACCOUNT_DAYS (at the time of each review) than
 * REVIEW_BURST_MIN + REVIEW_BURST_FACTOR x the coach's usual reviews a day (the 90 days before).
 * In a burst every such review not yet checked by an admin is held, those already shown included,
 * so the burst moves neither the list nor the score. Answers the ids it held now.
 */
export async function holdBurst(tx: Tx, coachId: string): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    sql`
    with usual as (
      select count(*)::float8 / 90 as per_day from review r
      where r.coach_id = ${coachId} and r.removed_at is null
        and r.created_at >= now() - interval '91 days' and r.created_at < now() - interval '1 day'
    ), young as (
      select r.id, r.held_at, r.checked_at from review r
      join profile a on a.id = r.author_id
      left join auth_user u on u.id = a.user_id
      where r.coach_id = ${coachId} and r.removed_at is null and r.created_at >= now() - interval '1 day'
        and r.created_at < coalesce(u.created_at, a.created_at) + make_interval(days => ${config.REVIEW_BURST_ACCOUNT_DAYS})
    ), burst as (
      select (select count(*) from young) > ${config.REVIEW_BURST_MIN} + ${config.REVIEW_BURST_FACTOR}::float8 * (select per_day from usual) as on
    )
    update review r set held_at = now()
    from young y, burst b
    where b.on and r.id = y.id and y.held_at is null and y.checked_at is null
    returning r.id`,
    tx,
  );
  return rows.map((r) => r.id);
}
