import type { InsightPeriod } from "./insights.ts";

// The days an insights period covers (decision 0076): whole UTC days ending today, since the daily
// table's rows are UTC days. Today is counted while it lasts.

const DAY_MS = 86_400_000;

/** "2026-11-27" of a moment, in UTC. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The moment a UTC day starts. */
export const dayStart = (day: string) => Date.parse(`${day}T00:00:00Z`);

export type InsightWindow = {
  days: InsightPeriod;
  /** The period's first and last day (today). */
  from: string;
  to: string;
  /** The period before, of the same length. */
  previousFrom: string;
  previousTo: string;
  /** Every day of the period, oldest first. */
  dayList: readonly string[];
};

// The last window made for each length: every request of a day asks for the same one, and making
// its day list (up to 90 dates formatted) was a hundredth of a signed-in /profile's CPU.
const lastWindows = new Map<InsightPeriod, { today: number; window: Readonly<InsightWindow> }>();

/** The period of `days` ending on the UTC day of `now`, and the one before it. */
export function insightWindow(days: InsightPeriod, now = Date.now()): Readonly<InsightWindow> {
  const today = Math.floor(now / DAY_MS) * DAY_MS;
  const last = lastWindows.get(days);
  if (last?.today === today) return last.window;
  const first = today - (days - 1) * DAY_MS;
  const window = Object.freeze({
    days,
    from: utcDay(first),
    to: utcDay(today),
    previousFrom: utcDay(first - days * DAY_MS),
    previousTo: utcDay(first - DAY_MS),
    dayList: Object.freeze(Array.from({ length: days }, (_, i) => utcDay(first + i * DAY_MS))),
  });
  lastWindows.set(days, { today, window });
  return window;
}

/** Monday 00:00 UTC of the week a moment falls in, as PostgreSQL's date_trunc('week') counts. */
export function weekStart(ms: number): number {
  const day = Math.floor(ms / DAY_MS) * DAY_MS;
  // getUTCDay counts from Sunday (0): a Monday is 0 days into its week, a Sunday 6.
  return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY_MS;
}

/** The moment after a day ends: the exclusive upper bound of timestamps on that day. */
export const dayEnd = (day: string) => dayStart(day) + DAY_MS;

/** "Nov 27" for a day's row in a table, "Nov 27, 2026" with the year. */
export function dayLabel(day: string, withYear = false): string {
  return new Date(dayStart(day)).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  });
}
