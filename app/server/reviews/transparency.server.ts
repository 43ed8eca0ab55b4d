import { sql } from "drizzle-orm";
import type { MonthFigures } from "../../lib/moderation-views.ts";
import type { Remover, ReviewReason } from "../../lib/review-reasons.ts";
import { selectRows } from "../db/database.server.ts";

/** /transparency covers this many months, the current one first. */
const TRANSPARENCY_MONTHS = 12;

// Every figure is counted from the rows themselves, per calendar month in UTC.
const month = (column: string) => sql.raw(`to_char(date_trunc('month', ${column} at time zone 'UTC'), 'YYYY-MM')`);
const since = sql`date_trunc('month', now() at time zone 'UTC') at time zone 'UTC' - make_interval(months => ${TRANSPARENCY_MONTHS - 1})`;

/** The site's moderation figures per month, newest first (decision 0067). */
export async function transparencyFigures(): Promise<MonthFigures[]> {
  const [posted, flags, removals, appeals, decisions] = await Promise.all([
    selectRows<{ m: string; n: number }>(sql`
      select ${month("created_at")} as m, count(*)::int as n from review where created_at >= ${since} group by 1`),
    selectRows<{ m: string; reason: ReviewReason; n: number }>(sql`
      select ${month("created_at")} as m, reason, count(*)::int as n from review_flag where created_at >= ${since} group by 1, 2`),
    selectRows<{ m: string; by: Remover; reason: ReviewReason; n: number }>(sql`
      select ${month("created_at")} as m, removed_by as by, reason, count(*)::int as n
      from review_removal where created_at >= ${since} group by 1, 2, 3`),
    selectRows<{ m: string; outcome: "upheld" | "restored" | null; n: number }>(sql`
      select ${month("appealed_at")} as m, outcome, count(*)::int as n
      from review_removal where appealed_at >= ${since} group by 1, 2`),
    selectRows<{ m: string; hours: number }>(sql`
      select ${month("decided_at")} as m,
        percentile_cont(0.5) within group (order by extract(epoch from decided_at - created_at) / 3600)::float8 as hours
      from review_flag where decided_at >= ${since} group by 1`),
  ]);
  return monthsBack(new Date()).map((m) => {
    const inMonth = <T extends { m: string }>(rows: T[]) => rows.filter((r) => r.m === m);
    const monthRemovals = inMonth(removals);
    const removedBy = (by: Remover) => monthRemovals.filter((r) => r.by === by).reduce((s, r) => s + r.n, 0);
    const appealed = inMonth(appeals);
    const outcome = (o: "upheld" | "restored" | null) => appealed.find((a) => a.outcome === o)?.n ?? 0;
    const monthFlags = inMonth(flags).map((f) => ({ reason: f.reason, count: f.n }));
    const hours = inMonth(decisions)[0]?.hours;
    return {
      month: m,
      reviewsPosted: inMonth(posted)[0]?.n ?? 0,
      flags: monthFlags.sort((a, b) => b.count - a.count),
      flagsTotal: monthFlags.reduce((s, f) => s + f.count, 0),
      removals: monthRemovals
        .map((r) => ({ by: r.by, reason: r.reason, count: r.n }))
        .sort((a, b) => b.count - a.count),
      removedBySite: removedBy("site"),
      removedByCoach: removedBy("coach"),
      appeals: {
        filed: appealed.reduce((s, a) => s + a.n, 0),
        upheld: outcome("upheld"),
        restored: outcome("restored"),
        pending: outcome(null),
      },
      medianHoursToDecision: hours === undefined ? null : Math.round(hours * 10) / 10,
    };
  });
}

/** "YYYY-MM" of this month and the ones before it, newest first. */
function monthsBack(now: Date, count = TRANSPARENCY_MONTHS): string[] {
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    return d.toISOString().slice(0, 7);
  });
}
