import { sql } from "drizzle-orm";
import { dayEnd, dayStart, type InsightWindow } from "../../lib/insight-periods.ts";
import { type NicheStanding, wholePercent } from "../../lib/insight-view.ts";
import { cachedByKey } from "../cache/cached-value.server.ts";
import type { ProfileNiche } from "../coaches/coach-service.server.ts";
import { selectRows } from "../db/database.server.ts";
import { shownReviewSql } from "../db/schema.ts";

/** A niche's listed coaches' views and reviews over a period: sorted, and each coach's own pair. */
type Distribution = { views: number[]; reviews: number[]; own: Map<string, [number, number]> };

/**
 * A niche's distribution is shared by all its coaches' pages and read again after this long: a
 * niche may hold ~20,000 coaches at a million, and summing their period takes 0.1-0.6 s. Others'
 * figures in a percentile are then up to ten minutes old; the coach's own are always current.
 */
const DISTRIBUTION_TTL_MS = 10 * 60_000;
const MAX_DISTRIBUTIONS = 2000;
// Keyed "niche|first day|last day"; yesterday's periods are never asked again and go first.
const distributions = cachedByKey(
  (key) => {
    const [categoryId, from, to] = key.split("|");
    return loadDistribution(Number(categoryId), { from: from ?? "", to: to ?? "" });
  },
  DISTRIBUTION_TTL_MS,
  MAX_DISTRIBUTIONS,
);

const range = (period: Pick<InsightWindow, "from" | "to">) => ({
  from: new Date(dayStart(period.from)).toISOString(),
  until: new Date(dayEnd(period.to)).toISOString(),
});

/**
 * The views (sums of the index (coach_id, day) include (views) of migration 0020, read without the
 * table) and shown reviews of every listed coach of the niche over the period.
 */
async function loadDistribution(categoryId: number, period: Pick<InsightWindow, "from" | "to">): Promise<Distribution> {
  const { from, until } = range(period);
  const rows = await selectRows<{ id: string; views: number; reviews: number }>(sql`
    with seats as (select profile_id from profile_category where category_id = ${categoryId} and listed),
    viewed as (
      select s.coach_id, sum(s.views)::int as n
      from seats join coach_day_stat s on s.coach_id = seats.profile_id and s.day between ${period.from}::date and ${period.to}::date
      group by s.coach_id
    ),
    rated as (
      select r.coach_id, count(*)::int as n
      from seats join review r on r.coach_id = seats.profile_id and r.created_at >= ${from}::timestamptz and r.created_at < ${until}::timestamptz
      where ${shownReviewSql("r")}
      group by r.coach_id
    )
    select seats.profile_id as id, coalesce(viewed.n, 0) as views, coalesce(rated.n, 0) as reviews
    from seats left join viewed on viewed.coach_id = seats.profile_id left join rated on rated.coach_id = seats.profile_id`);
  const ascending = (a: number, b: number) => a - b;
  return {
    views: rows.map((r) => r.views).sort(ascending),
    reviews: rows.map((r) => r.reviews).sort(ascending),
    own: new Map(rows.map((r) => [r.id, [r.views, r.reviews]])),
  };
}

const distributionOf = (categoryId: number, period: InsightWindow): Promise<Distribution> =>
  distributions.get(`${categoryId}|${period.from}|${period.to}`);

/** How many values of the ascending list are below `value`. */
function below(sorted: number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The coach's percentile in each of their niches over the period (decision 0076): the share of the
 * niche's other listed coaches with fewer views, and with fewer shown reviews, than the coach (a
 * tie is not fewer). `mine` are the coach's own figures of the period, read now; the niche's come
 * from its distribution.
 */
export function nicheStanding(
  coachId: string,
  niches: ProfileNiche[],
  period: InsightWindow,
  mine: { views: number; reviews: number },
): Promise<NicheStanding[]> {
  return Promise.all(
    niches.map(async (niche) => {
      const d = await distributionOf(niche.id, period);
      // The distribution may hold this coach's own older figures: they are not another coach's.
      const [ownViews, ownReviews] = d.own.get(coachId) ?? [Number.NaN, Number.NaN];
      const others = d.views.length - (d.own.has(coachId) ? 1 : 0);
      const fewerViews = below(d.views, mine.views) - (ownViews < mine.views ? 1 : 0);
      const fewerReviews = below(d.reviews, mine.reviews) - (ownReviews < mine.reviews ? 1 : 0);
      return {
        name: niche.name,
        slug: niche.slug,
        coaches: others,
        viewsPercentile: wholePercent(fewerViews, others),
        reviewsPercentile: wholePercent(fewerReviews, others),
      };
    }),
  );
}
