import { and, eq, sql } from "drizzle-orm";
import { dayEnd, dayStart, utcDay } from "../../lib/insight-periods.ts";
import { INSIGHT_COUNTS, type InsightCount } from "../../lib/insights.ts";
import { hasLevel } from "../../lib/levels.ts";
import type { Level } from "../../lib/levels.ts";
import { coachPath } from "../../lib/urls.ts";
import { config } from "../config.server.ts";
import { getDb, selectRows } from "../db/database.server.ts";
import { coachDigests, shownReviewSql } from "../db/schema.ts";
import { logger } from "../logger.server.ts";
import type { Mail } from "../mail/mailer.server.ts";
import { type DigestFigures, type DigestReview, weeklyDigestMail } from "../mail/weekly-digest-mail.server.tsx";
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
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  const from = monday - 7 * DAY_MS;
  return {
    from: utcDay(from),
    to: utcDay(monday - DAY_MS),
    previousFrom: utcDay(from - 7 * DAY_MS),
    previousTo: utcDay(from - DAY_MS),
  };
}

type Candidate = { id: string; fullName: string; level: Level; email: string };

/**
 * Claimed coach profiles with a listed page, their digest on, not yet sent this week, with any
 * activity in it. Claimed profiles are few next to the directory's coaches: the scan starts there.
 */
function candidates(week: DigestWeek): Promise<Candidate[]> {
  const counted = INSIGHT_COUNTS.map((c) => `s.${snake(c)}`).join(" + ");
  return selectRows<Candidate>(sql`
    select p.id, p.full_name as "fullName", p.level, u.email
    from profile p join auth_user u on u.id = p.user_id
    where p.user_id is not null and p.is_claimed and p.is_coach and p.deleted_at is null
      and p.digest_stopped_at is null and p.full_name <> ''
      and not exists (select 1 from coach_digest d where d.coach_id = p.id and d.week = ${week.from}::date)
      and (
        exists (select 1 from coach_day_stat s where s.coach_id = p.id
                and s.day between ${week.from}::date and ${week.to}::date and ${sql.raw(counted)} > 0)
        or exists (select 1 from review r where r.coach_id = p.id and ${shownReviewSql("r")}
                   and r.created_at >= ${isoStart(week.from)}::timestamptz and r.created_at < ${isoEnd(week.to)}::timestamptz)
      )
    order by p.id
    limit ${BATCH}`);
}

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const isoStart = (day: string) => new Date(dayStart(day)).toISOString();
const isoEnd = (day: string) => new Date(dayEnd(day)).toISOString();

/** The week's and the week before's counts, and the week's shown reviews. */
async function figuresOf(
  coachId: string,
  week: DigestWeek,
): Promise<{ figures: DigestFigures; reviews: DigestReview[] }> {
  const sums = INSIGHT_COUNTS.map(
    (c) => `coalesce(sum(${snake(c)}) filter (where day >= '${week.from}'), 0)::int as "${c}",
      coalesce(sum(${snake(c)}) filter (where day < '${week.from}'), 0)::int as "${c}Before"`,
  ).join(",\n");
  const [counts] = await selectRows<Record<string, number>>(sql`
    select ${sql.raw(sums)} from coach_day_stat
    where coach_id = ${coachId} and day between ${week.previousFrom}::date and ${week.to}::date`);
  const reviewed = await selectRows<{ rating: number; comment: string; author: string; createdAt: string }>(sql`
    select r.rating::float8 as rating, r.comment, a.full_name as author, r.created_at as "createdAt"
    from review r join profile a on a.id = r.author_id
    where r.coach_id = ${coachId} and ${shownReviewSql("r")}
      and r.created_at >= ${isoStart(week.previousFrom)}::timestamptz and r.created_at < ${isoEnd(week.to)}::timestamptz
    order by r.created_at desc`);
  const inWeek = reviewed.filter((r) => new Date(r.createdAt).getTime() >= dayStart(week.from));
  const before = reviewed.length - inWeek.length;
  const figure = (c: InsightCount) => ({ week: counts?.[c] ?? 0, before: counts?.[`${c}Before`] ?? 0 });
  return {
    figures: {
      ...(Object.fromEntries(INSIGHT_COUNTS.map((c) => [c, figure(c)])) as Record<
        InsightCount,
        DigestFigures["views"]
      >),
      reviews: { week: inWeek.length, before },
      averageRating: inWeek.length ? inWeek.reduce((sum, r) => sum + r.rating, 0) / inWeek.length : null,
    },
    reviews: inWeek.map((r) => ({
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
