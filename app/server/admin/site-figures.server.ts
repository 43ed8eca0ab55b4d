import { and, eq, gte, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { PlanRevenue, SiteFigures, WeekSeries } from "../../lib/site-figure-view.ts";
import { utcDay, weekStart } from "../../lib/insight-periods.ts";
import { getDb } from "../db/database.server.ts";
import { authUsers, claims, isShownReview, paymentEvents, plans, reviews, subscriptions } from "../db/schema.ts";
import type { Viewer } from "../identity/session.server.ts";
import { asAdmin } from "./admin-access.server.ts";

// The site's figures for admins (issue 26), counted from the rows themselves by UTC week. Each
// figure is one grouped query over the weeks shown and as many before them (the totals' comparison),
// bounded below by the range of the timestamp it counts by.

/** The weeks shown, the current one last. */
export const FIGURE_WEEKS = 12;

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

export type FigureWeeks = {
  /** The Mondays of the weeks shown, oldest first; the last is the current week, counted so far. */
  shown: string[];
  /** The Mondays of the weeks before them, for the comparison. */
  before: string[];
  /** Where the first of the weeks before starts: every query's lower bound. */
  since: Date;
};

export function figureWeeks(now: number): FigureWeeks {
  const first = weekStart(now) - (2 * FIGURE_WEEKS - 1) * WEEK_MS;
  const all = Array.from({ length: 2 * FIGURE_WEEKS }, (_, i) => utcDay(first + i * WEEK_MS));
  return { before: all.slice(0, FIGURE_WEEKS), shown: all.slice(FIGURE_WEEKS), since: new Date(first) };
}

/** A query's answer: a week's Monday ("2026-11-23") and what it counted. */
export type WeekCount = { week: string; n: number };
export type WeekPlanCents = { week: string; planId: string | null; planName: string | null; cents: number };

/** The count of each week shown (0 for a week without a row) and the totals of both periods. */
export function weekSeries(rows: WeekCount[], weeks: FigureWeeks): WeekSeries {
  const byWeek = new Map(rows.map((r) => [r.week, r.n]));
  const of = (week: string) => byWeek.get(week) ?? 0;
  const sum = (list: string[]) => list.reduce((total, week) => total + of(week), 0);
  return { values: weeks.shown.map(of), total: sum(weeks.shown), previousTotal: sum(weeks.before) };
}

/** Each plan's revenue week by week, the plan that took the most in the weeks shown first. */
export function planRevenue(rows: WeekPlanCents[], weeks: FigureWeeks): PlanRevenue[] {
  return [...Map.groupBy(rows, (r) => r.planId)]
    .map(([planId, planRows]) => ({
      planId,
      planName: planRows[0]?.planName ?? null,
      ...weekSeries(
        planRows.map((r) => ({ week: r.week, n: r.cents })),
        weeks,
      ),
    }))
    .sort((a, b) => b.total - a.total || b.previousTotal - a.previousTotal);
}

const weekOf = (at: PgColumn) => sql<string>`to_char(date_trunc('week', ${at} at time zone 'UTC'), 'YYYY-MM-DD')`;

/** The rows of `table` (those `only` lets through) per week of `at`, from `since` on. */
function countByWeek(table: PgTable, at: PgColumn, since: Date, only?: SQL): Promise<WeekCount[]> {
  const week = weekOf(at);
  return getDb()
    .select({ week, n: sql<number>`count(*)::int` })
    .from(table)
    .where(and(gte(at, since), only))
    .groupBy(week);
}

/**
 * What paid invoices took per week and plan. Left joins: a purged profile takes its subscriptions
 * with it (the event's subscription_id becomes null), and its money still came in; it is counted
 * under no plan.
 */
function revenueByWeek(since: Date): Promise<WeekPlanCents[]> {
  const week = weekOf(paymentEvents.receivedAt);
  return getDb()
    .select({
      week,
      planId: plans.id,
      planName: plans.name,
      // amount_cents came with migration 0021: an invoice paid before it counts at its plan's
      // price of today (what it charged, unless the price changed since).
      cents: sql<number>`coalesce(sum(coalesce(${paymentEvents.amountCents}, ${plans.chargesCents})), 0)::float8`,
    })
    .from(paymentEvents)
    .leftJoin(subscriptions, eq(subscriptions.id, paymentEvents.subscriptionId))
    .leftJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(paymentEvents.type, "invoice.paid"), gte(paymentEvents.receivedAt, since)))
    .groupBy(week, plans.id, plans.name);
}

/**
 * Sign-ups (accounts created), claims filed and approved, shown reviews posted, paid plans started
 * (not the complimentary ones an admin gives) and revenue by plan, week by week; admins only.
 */
export async function siteFigures(viewer: Viewer | null, now = Date.now()): Promise<SiteFigures> {
  asAdmin(viewer);
  const weeks = figureWeeks(now);
  const { since } = weeks;
  const [signUps, claimsFiled, claimsApproved, reviewsPosted, paidPlans, revenue] = await Promise.all([
    countByWeek(authUsers, authUsers.createdAt, since),
    countByWeek(claims, claims.createdAt, since),
    countByWeek(claims, claims.decidedAt, since, eq(claims.status, "approved")),
    countByWeek(reviews, reviews.createdAt, since, isShownReview),
    countByWeek(subscriptions, subscriptions.startedAt, since, ne(subscriptions.provider, "admin")),
    revenueByWeek(since),
  ]);
  return {
    weeks: weeks.shown,
    signUps: weekSeries(signUps, weeks),
    claimsFiled: weekSeries(claimsFiled, weeks),
    claimsApproved: weekSeries(claimsApproved, weeks),
    reviews: weekSeries(reviewsPosted, weeks),
    paidPlans: weekSeries(paidPlans, weeks),
    revenue: planRevenue(revenue, weeks),
  };
}
