import { and, eq, sql } from "drizzle-orm";
import { dayEnd, dayStart, utcDay, weekStart } from "../../lib/insight-periods.ts";
import { INSIGHT_COUNTS, type InsightCount } from "../../lib/insights.ts";
import { hasLevel } from "../../lib/levels.ts";
import type { Level } from "../../lib/levels.ts";
import { coachPath } from "../../lib/urls.ts";
import { config } from "../config.server.ts";
import { getDb, selectRows } from "../db/database.server.ts";
import { coachDayStats, coachDigests, shownReviewSql } from "../db/schema.ts";
import { logger } from "../logger.server.ts";
import type { Mail } from "../mail/mailer.server.ts";
import {
  type DigestFigures,
  type DigestPair,
  type DigestReview,
  weeklyDigestMail,
} from "../mail/weekly-digest-mail.server.tsx";
import { digestOneClickUrl, digestStopUrl } from "./digest-link.server.ts";

// The weekly digest (issue 26, decision 0077): after each week (Monday to Sunday, UTC), every
// claimed coach whose profile had views, listings, clicks, messages or reviews gets that week's
// figures against the week before, and its new reviews. The job that sends it runs every
// DIGEST_CHECK_SECONDS on one process at a time; a row in coach_digest per coach and week, written
// before the mail is queued, makes it once per coach per week whatever runs or processes look.

const DAY_MS = 86_400_000;
/** Coaches taken per query: a run goes on until none is left. */
const BATCH = 200;
/** The newest reviews a digest quotes; the rest are counted. */
const QUOTED_REVIEWS = 5;
const QUOTE_CHARS = 240;

export type DigestWeek = { from: string; to: string; previousFrom: string; previousTo: string };

/** The last whole week before `now`: Monday to Sunday in UTC, and the week before it. */
export function lastWholeWeek(now: number): DigestWeek {
  const monday = weekStart(now);
  const from = monday - 7 * DAY_MS;
  return {
    from: utcDay(from),
    to: utcDay(monday - DAY_MS),
    previousFrom: utcDay(from - 7 * DAY_MS),
    previousTo: utcDay(from - DAY_MS),
  };
}

type Candidate = { id: string; fullName: string; level: Level; email: string };

/** Any of the day's counts (the daily table's own columns). */
const anyCount = sql.join(
  INSIGHT_COUNTS.map((c) => sql`${coachDayStats[c]}`),
  sql` + `,
);

/**
 * Claimed coach profiles with a listed page, their digest on, not yet sent this week, with any
 * activity in it. Claimed profiles are few next to the directory's coaches: the scan starts there.
 */
function candidates(week: DigestWeek): Promise<Candidate[]> {
  return selectRows<Candidate>(sql`
    select p.id, p.full_name as "fullName", p.level, u.email
    from profile p join auth_user u on u.id = p.user_id
    where p.user_id is not null and p.is_claimed and p.is_coach and p.deleted_at is null
      and p.digest_stopped_at is null and p.full_name <> ''
      and not exists (select 1 from coach_digest d where d.coach_id = p.id and d.week = ${week.from}::date)
      and (
        exists (select 1 from ${coachDayStats} where ${coachDayStats.coachId} = p.id
                and ${coachDayStats.day} between ${week.from}::date and ${week.to}::date and ${anyCount} > 0)
        or exists (select 1 from review r where r.coach_id = p.id and ${shownReviewSql("r")}
                   and r.created_at >= ${isoStart(week.from)}::timestamptz and r.created_at < ${isoEnd(week.to)}::timestamptz)
      )
    order by p.id
    limit ${BATCH}`);
}

const isoStart = (day: string) => new Date(dayStart(day)).toISOString();
const isoEnd = (day: string) => new Date(dayEnd(day)).toISOString();

/** Each count's sums over the week and over the week before, in one row of the daily table's. */
function countsOf(coachId: string, week: DigestWeek): Promise<Record<string, number>[]> {
  const thisWeek = sql`${coachDayStats.day} >= ${week.from}::date`;
  const sums = INSIGHT_COUNTS.flatMap((c) => [
    sql`coalesce(sum(${coachDayStats[c]}) filter (where ${thisWeek}), 0)::int as ${sql.identifier(c)}`,
    sql`coalesce(sum(${coachDayStats[c]}) filter (where not ${thisWeek}), 0)::int as ${sql.identifier(`${c}Before`)}`,
  ]);
  return selectRows(sql`
    select ${sql.join(sums, sql`, `)} from ${coachDayStats}
    where ${coachDayStats.coachId} = ${coachId} and ${coachDayStats.day} between ${week.previousFrom}::date and ${week.to}::date`);
}

/** The shown reviews of the week, newest first, and how many the week before had. */
async function reviewsOf(coachId: string, week: DigestWeek) {
  const shown = (from: string, to: string) =>
    sql`r.coach_id = ${coachId} and ${shownReviewSql("r")}
      and r.created_at >= ${isoStart(from)}::timestamptz and r.created_at < ${isoEnd(to)}::timestamptz`;
  const [inWeek, [before]] = await Promise.all([
    selectRows<{ rating: number; comment: string; author: string }>(sql`
      select r.rating::float8 as rating, r.comment, a.full_name as author
      from review r join profile a on a.id = r.author_id
      where ${shown(week.from, week.to)}
      order by r.created_at desc`),
    selectRows<{ n: number }>(
      sql`select count(*)::int as n from review r where ${shown(week.previousFrom, week.previousTo)}`,
    ),
  ]);
  return { inWeek, before: before?.n ?? 0 };
}

/** The week's and the week before's counts, and the week's shown reviews. */
async function figuresOf(
  coachId: string,
  week: DigestWeek,
): Promise<{ figures: DigestFigures; reviews: DigestReview[] }> {
  const [[counts], reviewed] = await Promise.all([countsOf(coachId, week), reviewsOf(coachId, week)]);
  const figure = (c: InsightCount) => ({ week: counts?.[c] ?? 0, before: counts?.[`${c}Before`] ?? 0 });
  return {
    figures: {
      ...(Object.fromEntries(INSIGHT_COUNTS.map((c) => [c, figure(c)])) as Record<InsightCount, DigestPair>),
      reviews: { week: reviewed.inWeek.length, before: reviewed.before },
    },
    reviews: reviewed.inWeek.map((r) => ({
      rating: r.rating,
      author: r.author.split(/\s+/)[0] ?? "",
      quote: r.comment.length > QUOTE_CHARS ? `${r.comment.slice(0, QUOTE_CHARS - 1).trimEnd()}…` : r.comment,
    })),
  };
}

/** Claims the coach's digest of the week: false when a row says it was already sent. */
async function claimWeek(coachId: string, week: DigestWeek): Promise<boolean> {
  const claimed = await getDb()
    .insert(coachDigests)
    .values({ coachId, week: week.from })
    .onConflictDoNothing()
    .returning({ coachId: coachDigests.coachId });
  return claimed.length > 0;
}

/** How a digest goes out: the mail queue's `enqueueMail` (passed in: the queue's job list runs this). */
type QueueMail = (mail: Mail) => Promise<void>;

async function sendOne(coach: Candidate, week: DigestWeek, queueMail: QueueMail): Promise<boolean> {
  if (!(await claimWeek(coach.id, week))) return false;
  try {
    const { figures, reviews } = await figuresOf(coach.id, week);
    const site = (path: string) => new URL(path, config.baseUrl).toString();
    const mail = weeklyDigestMail({
      coach: coach.fullName,
      week,
      figures,
      reviews: reviews.slice(0, QUOTED_REVIEWS),
      moreReviews: Math.max(0, reviews.length - QUOTED_REVIEWS),
      allFigures: hasLevel(coach.level, "level3"),
      insightsUrl: site("/profile"),
      pageUrl: site(coachPath({ _id: coach.id, fullName: coach.fullName })),
      stopUrl: digestStopUrl(coach.id),
      oneClickUrl: digestOneClickUrl(coach.id),
    });
    await queueMail({ ...mail, to: coach.email });
    return true;
  } catch (error) {
    // Not queued: the week is given back, so the next run tries again.
    await getDb()
      .delete(coachDigests)
      .where(and(eq(coachDigests.coachId, coach.id), eq(coachDigests.week, week.from)));
    throw error;
  }
}

/** Queues the last whole week's digest for every coach who has one due; how many were queued. */
export async function sendWeeklyDigests(queueMail: QueueMail, now = Date.now()): Promise<number> {
  const week = lastWholeWeek(now);
  let sent = 0;
  for (;;) {
    const due = await candidates(week);
    for (const coach of due) if (await sendOne(coach, week, queueMail)) sent += 1;
    if (due.length < BATCH) break;
  }
  if (sent) logger.info({ week: week.from, sent }, "weekly digests queued");
  return sent;
}
