import { INSIGHT_COUNTS, type InsightCount } from "../../lib/insights.ts";
import { config } from "../config.server.ts";
import { runSql } from "../db/database.server.ts";
import { logger } from "../logger.server.ts";

// Coach insights (issue 26, decision 0076): every process sums what it counts in memory and adds
// the sums to coach_day_stat in one statement every INSIGHTS_FLUSH_SECONDS. No visitor is recorded
// anywhere: a sum only knows its coach, its day and how many. This is per-process state no other
// process needs (each adds its own sums), so it is a timer, not a job on the queue.

/** What one coach earned on one UTC day, not written yet: a sum per count, in INSIGHT_COUNTS order. */
export type PendingRow = { coachId: string; day: string; sums: number[] };

/**
 * While the database cannot take the sums they wait here; past this many coach-days new counts
 * are dropped, so that an outage costs counts rather than the process's memory (decision 0065).
 */
const MAX_PENDING_ROWS = 100_000;

const column = new Map(INSIGHT_COUNTS.map((count, i) => [count, i]));

/** The sums not written yet, one row per coach and day. */
export class PendingCounts {
  #rows = new Map<string, PendingRow>();
  #dropped = 0;
  readonly maxRows: number;

  constructor(maxRows = MAX_PENDING_ROWS) {
    this.maxRows = maxRows;
  }

  get size(): number {
    return this.#rows.size;
  }

  /** Counts dropped since the last `take` because too many rows were waiting. */
  get dropped(): number {
    return this.#dropped;
  }

  add(coachId: string, day: string, count: InsightCount, n = 1): void {
    const index = column.get(count);
    if (index === undefined || !Number.isSafeInteger(n) || n <= 0) return;
    const key = `${coachId}/${day}`;
    let row = this.#rows.get(key);
    if (!row) {
      if (this.#rows.size >= this.maxRows) {
        this.#dropped += n;
        return;
      }
      row = { coachId, day, sums: INSIGHT_COUNTS.map(() => 0) };
      this.#rows.set(key, row);
    }
    row.sums[index] = (row.sums[index] ?? 0) + n;
  }

  /** Everything pending, leaving nothing behind (a flush writes it). */
  take(): PendingRow[] {
    const rows = [...this.#rows.values()];
    this.#rows = new Map();
    this.#dropped = 0;
    return rows;
  }

  /** Rows a flush could not write, added to what was counted meanwhile. */
  putBack(rows: PendingRow[]): void {
    for (const row of rows) {
      row.sums.forEach((n, i) => {
        const count = INSIGHT_COUNTS[i];
        if (count && n > 0) this.add(row.coachId, row.day, count, n);
      });
    }
  }
}

/**
 * One statement for every row: arrays in, one row each out of unnest, added to the day's row when
 * there is one. Addition, not assignment, so that the sums of several processes add up; rows of a
 * profile purged since they were counted are left out (the join), which the foreign key would
 * otherwise refuse with the whole batch.
 */
const ADD_SUMS = `insert into coach_day_stat (coach_id, day, ${INSIGHT_COUNTS.map(snakeCase).join(", ")})
  select u.coach_id, u.day, ${INSIGHT_COUNTS.map((c) => `u.${snakeCase(c)}`).join(", ")}
  from unnest($1::uuid[], $2::date[], ${INSIGHT_COUNTS.map((_, i) => `$${i + 3}::int[]`).join(", ")})
    as u(coach_id, day, ${INSIGHT_COUNTS.map(snakeCase).join(", ")})
  join profile p on p.id = u.coach_id
  on conflict (coach_id, day) do update set
  ${INSIGHT_COUNTS.map((c) => `${snakeCase(c)} = coach_day_stat.${snakeCase(c)} + excluded.${snakeCase(c)}`).join(",\n  ")}`;

function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

export type SumsWriter = (rows: PendingRow[]) => Promise<unknown>;

/** What adds rows to coach_day_stat over `query` (bare SQL with positional parameters). */
export const sumsWriter =
  (query: (text: string, params: unknown[]) => Promise<unknown[]>): SumsWriter =>
  (rows) =>
    query(ADD_SUMS, [
      rows.map((r) => r.coachId),
      rows.map((r) => r.day),
      ...INSIGHT_COUNTS.map((_, i) => rows.map((r) => r.sums[i] ?? 0)),
    ]);

const addSums = sumsWriter(runSql);

/**
 * Writes what `pending` holds with `write`; when that fails, the rows go back to wait for the next
 * flush (logged without them: they name coaches, never visitors). Answers how many rows were written.
 */
export async function flushPending(pending: PendingCounts, write: SumsWriter): Promise<number> {
  const dropped = pending.dropped;
  const rows = pending.take();
  if (dropped > 0) logger.warn({ dropped }, "insight counts dropped: too many waiting for the database");
  if (rows.length === 0) return 0;
  try {
    await write(rows);
    return rows.length;
  } catch (error) {
    pending.putBack(rows);
    logger.error({ err: error, rows: rows.length }, "insight counts not written; kept for the next flush");
    return 0;
  }
}

const pending = new PendingCounts();

/** The UTC day of a moment, as coach_day_stat keeps it. */
export const utcDay = (moment: Date): string => moment.toISOString().slice(0, 10);

const DAY_MS = 86_400_000;
/** Today's name, kept for the rest of the day: every page view asks for it. */
let today = { start: 0, day: "" };
function dayOf(now: number): string {
  if (now < today.start || now >= today.start + DAY_MS) {
    const start = now - (now % DAY_MS);
    today = { start, day: utcDay(new Date(start)) };
  }
  return today.day;
}

/** Counts `n` of `count` for the coach today (UTC); written at the next flush. */
export function countInsight(coachId: string, count: InsightCount, n = 1, now = Date.now()): void {
  pending.add(coachId, dayOf(now), count, n);
}

// One flush at a time: the next waits for the one under way (a slow database, or the last flush
// at shutdown while the timer's is running).
let flushing: Promise<number> = Promise.resolve(0);

/** Writes every pending sum now, in one statement. */
export function flushInsights(): Promise<number> {
  flushing = flushing.then(() => flushPending(pending, addSums));
  return flushing;
}

let timer: ReturnType<typeof setInterval> | undefined;

/** Start-up: a flush every INSIGHTS_FLUSH_SECONDS; the timer keeps no process alive on its own. */
export function startInsightFlushes(): void {
  if (timer) return;
  timer = setInterval(() => void flushInsights(), config.INSIGHTS_FLUSH_SECONDS * 1000);
  timer.unref();
}

/** Shutdown, before the database closes: no more timer, and a last flush of what is left. */
export async function stopInsightFlushes(): Promise<void> {
  clearInterval(timer);
  timer = undefined;
  await flushInsights();
}
