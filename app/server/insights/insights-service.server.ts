import { and, between, eq, gte, lt, type Placeholder, sql } from "drizzle-orm";
import { dayEnd, dayStart, type InsightWindow, insightWindow } from "../../lib/insight-periods.ts";
import type { CoachInsights, InsightDay, InsightFigures, InsightsAnswer } from "../../lib/insight-view.ts";
import { INSIGHT_COUNTS, type InsightPeriod } from "../../lib/insights.ts";
import { hasLevel, isAdmin } from "../../lib/levels.ts";
import { insightTexts } from "../../lib/messages/insights.ts";
import type { OwnProfile } from "../accounts/account-service.server.ts";
import { categoriesOf, type ProfileNiche } from "../coaches/coach-service.server.ts";
import type { Db } from "../db/client.server.ts";
import { getDb } from "../db/database.server.ts";
import { preparedStatement } from "../db/prepared-statement.server.ts";
import { coachDayStats, isShownReview, profiles, reviews } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import { nicheStanding } from "./niche-standing.server.ts";

// Coach insights, the display side (issue 26, decision 0076): the daily table's rows and the shown
// reviews of a period and of the one before, and the coach's standing in their niches.

type DayRow = Omit<InsightDay, "reviews" | "averageRating">;
type ReviewDay = { day: string; count: number; ratingSum: number };

const noCounts = (): Record<(typeof INSIGHT_COUNTS)[number], number> =>
  Object.fromEntries(INSIGHT_COUNTS.map((c) => [c, 0])) as Record<(typeof INSIGHT_COUNTS)[number], number>;

const reviewDay = sql<string>`to_char(${reviews.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
const none = sql<null>`null`;

/** The values of the placeholders a period's day rows are read with (`insightDaysQuery`). */
export const insightDaysValues = (period: InsightWindow) => ({
  from: period.previousFrom,
  to: period.to,
  since: new Date(dayStart(period.previousFrom)),
  until: new Date(dayEnd(period.to)),
});

/**
 * The daily table's rows of both periods (its key) and their shown reviews by UTC day with the
 * ratings' sum (the review table's coach index), in one statement, told apart by `reviews` (null
 * on a daily table's row). Every column named as the code reads it, for the JSON form too.
 */
const insightDaysQuery = (db: Db, coachId: Placeholder) =>
  db
    .select({
      // Text in both parts (a union's column has one type).
      day: sql<string>`to_char(${coachDayStats.day}, 'YYYY-MM-DD')`.as("day"),
      ...Object.fromEntries(INSIGHT_COUNTS.map((c) => [c, sql<number>`${coachDayStats[c]}`.as(c)])),
      reviews: sql<number | null>`null::int`.as("reviews"),
      ratingSum: sql<number | null>`null::float8`.as("ratingSum"),
    })
    .from(coachDayStats)
    .where(
      and(
        eq(coachDayStats.coachId, coachId),
        between(coachDayStats.day, sql.placeholder("from"), sql.placeholder("to")),
      ),
    )
    .unionAll(
      db
        .select({
          day: reviewDay,
          ...Object.fromEntries(INSIGHT_COUNTS.map((c) => [c, none])),
          reviews: sql<number>`count(*)::int`,
          ratingSum: sql<number>`sum(${reviews.rating})::float8`,
        })
        .from(reviews)
        .where(
          and(
            eq(reviews.coachId, coachId),
            isShownReview,
            gte(reviews.createdAt, sql.placeholder("since")),
            lt(reviews.createdAt, sql.placeholder("until")),
          ),
        )
        .groupBy(reviewDay),
    );

// The insights' API and an admin's view read them alone, planned once per connection.
const insightDaysStatement = preparedStatement((db) =>
  insightDaysQuery(db, sql.placeholder("coachId")).prepare("insight_days"),
);

type DayRowRead = { day: string; reviews: number | null; ratingSum: number | null };

/** A period's day rows as read, and what they were read for. */
export type InsightDayRows = { period: InsightWindow; rows: DayRow[]; reviewed: ReviewDay[] };

/** The rows of `insightDaysQuery`, as the statement or its JSON column gave them. */
export function insightDaysOf(period: InsightWindow, all: DayRowRead[]): InsightDayRows {
  const rows: DayRow[] = [];
  const reviewed: ReviewDay[] = [];
  for (const row of all) {
    if (row.reviews === null) rows.push(row as unknown as DayRow);
    else reviewed.push({ day: row.day, count: row.reviews, ratingSum: row.ratingSum ?? 0 });
  }
  return { period, rows, reviewed };
}

async function insightDays(coachId: string, period: InsightWindow): Promise<InsightDayRows> {
  return insightDaysOf(period, await insightDaysStatement().execute({ coachId, ...insightDaysValues(period) }));
}

/**
 * The same rows as a JSON column of a statement that reads something else (/profile's page, one
 * round trip), with the placeholders `insightDaysValues` fills.
 */
export const insightDaysJson = (db: Db, coachId: Placeholder) =>
  sql<DayRowRead[]>`(select coalesce(json_agg(d), '[]') from (${insightDaysQuery(db, coachId)}) d)`;

const average = (sum: number, count: number) => (count === 0 ? null : Math.round((sum / count) * 100) / 100);

/** The figures of the days `from` to `to` (ISO days compare as text). */
function totalsOf(rows: DayRow[], reviewed: ReviewDay[], from: string, to: string): InsightFigures {
  const totals = noCounts();
  for (const row of rows) {
    if (row.day < from || row.day > to) continue;
    for (const c of INSIGHT_COUNTS) totals[c] += row[c];
  }
  const inside = reviewed.filter((r) => r.day >= from && r.day <= to);
  const count = inside.reduce((n, r) => n + r.count, 0);
  const sum = inside.reduce((n, r) => n + r.ratingSum, 0);
  return { ...totals, reviews: count, averageRating: average(sum, count) };
}

/** Every day of the period with its figures: zero on a day without a row, no average without reviews. */
function seriesOf(rows: DayRow[], reviewed: ReviewDay[], period: InsightWindow): InsightDay[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const reviewsByDay = new Map(reviewed.map((r) => [r.day, r]));
  return period.dayList.map((day) => {
    const row = byDay.get(day);
    const rated = reviewsByDay.get(day);
    const counts = noCounts();
    if (row) for (const c of INSIGHT_COUNTS) counts[c] = row[c];
    return {
      day,
      ...counts,
      reviews: rated?.count ?? 0,
      averageRating: rated ? average(rated.ratingSum, rated.count) : null,
    };
  });
}

/** What /profile reads anyway, in its page's statement: the coach's niches and the period's day rows. */
export type KnownInsightReads = { niches: ProfileNiche[]; days: InsightDayRows | null };

/**
 * A coach's insights over the last `days` (UTC days, today included) against the days before;
 * `known`, what the caller read for them (the period's day rows then decide the period).
 */
export async function coachInsights(
  coachId: string,
  days: InsightPeriod,
  now = Date.now(),
  known?: Promise<KnownInsightReads>,
): Promise<CoachInsights> {
  const read = await known;
  const period = read?.days?.period ?? insightWindow(days, now);
  const [{ rows, reviewed }, coachNiches] = await Promise.all([
    read?.days ?? insightDays(coachId, period),
    read?.niches ?? categoriesOf(coachId),
  ]);
  const totals = totalsOf(rows, reviewed, period.from, period.to);
  return {
    upgrade: false,
    days,
    from: period.from,
    to: period.to,
    series: seriesOf(rows, reviewed, period),
    totals,
    previousTotals: totalsOf(rows, reviewed, period.previousFrom, period.previousTo),
    niches: await nicheStanding(coachId, coachNiches, period, { views: totals.views, reviews: totals.reviews }),
  };
}

/** Level 2's one figure: the profile's views of the last 30 days. */
async function totalViews30(coachId: string, now = Date.now()): Promise<number> {
  const period = insightWindow(30, now);
  const [row] = await getDb()
    .select({ views: sql<number>`coalesce(sum(${coachDayStats.views}), 0)::int` })
    .from(coachDayStats)
    .where(and(eq(coachDayStats.coachId, coachId), between(coachDayStats.day, period.from, period.to)));
  return row?.views ?? 0;
}

/** Whether a profile's owner sees insights of it: a claimed coach profile, from level 2. */
export const ownsInsights = (profile: OwnProfile | null): profile is OwnProfile =>
  Boolean(profile?.isCoach && profile.isClaimed && hasLevel(profile.level, "level2"));

/** Whether the owner sees all of them (level 3 and above) or level 2's part. */
export const seesAllInsights = (profile: OwnProfile) => hasLevel(profile.level, "level3");

/** The signed-in account that asks: its profile decides what it may see. */
export type InsightsViewer = { profile: OwnProfile | null };

/** The coach an admin names: any coach profile, claimed or not, deleted too (the editor shows those). */
async function coachForAdmin(coachId: string | undefined): Promise<string> {
  if (!coachId) throw new DomainError("invalid", insightTexts.adminNeedsId);
  const [coach] = await getDb()
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, coachId), eq(profiles.isCoach, true)));
  if (!coach) throw new DomainError("not-found", insightTexts.unknownCoach);
  return coach.id;
}

/**
 * Insights as the viewer may see them: an admin any coach's in full (naming it); the owner of a
 * claimed coach profile their own, in full from level 3, level 2 only the views of 30 days and
 * the upgrade flag. Anyone else: a DomainError("forbidden").
 */
export async function insightsFor(
  viewer: InsightsViewer,
  asked: { coachId?: string; days: InsightPeriod; known?: Promise<KnownInsightReads> },
): Promise<InsightsAnswer> {
  const own = viewer.profile;
  if (isAdmin(own?.level)) return coachInsights(await coachForAdmin(asked.coachId), asked.days);
  if (!ownsInsights(own)) throw new DomainError("forbidden", insightTexts.notOwner);
  if (asked.coachId && asked.coachId !== own.id) throw new DomainError("forbidden", insightTexts.otherProfile);
  if (!seesAllInsights(own)) return { upgrade: true, totalViews30: await totalViews30(own.id) };
  return coachInsights(own.id, asked.days, Date.now(), asked.known);
}
