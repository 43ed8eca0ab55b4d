import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INSIGHT_COUNTS, type InsightCount } from "../../lib/insights.ts";
import { type Database, openDatabase } from "../db/client.server.ts";
import { migrate } from "../db/migrate.server.ts";
import { flushPending, PendingCounts, type PendingRow, sumsWriter, utcDay } from "./insight-counters.server.ts";

// Coach insights' counters (decision 0076): increments merge per coach and day in memory, a flush
// that fails keeps them for the next one, and the one statement adds sums to coach_day_stat (on
// PGlite in memory, migrated as a server is).

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";
const DAY = "2026-11-27";
const NEXT = "2026-11-28";

/** A row's sums by name, the ones that are not 0. */
const named = (row: PendingRow | undefined) =>
  Object.fromEntries(
    INSIGHT_COUNTS.map((count, i) => [count, row?.sums[i] ?? 0] as const).filter(([, n]) => n !== 0),
  ) as Partial<Record<InsightCount, number>>;
const rowOf = (rows: PendingRow[], coachId: string, day: string) =>
  rows.find((r) => r.coachId === coachId && r.day === day);

describe("pending insight counts", () => {
  it("merge every increment of a coach and day into one row, a sum per count", () => {
    const pending = new PendingCounts();
    for (let i = 0; i < 3; i++) pending.add(A, DAY, "views");
    pending.add(A, DAY, "searchImpressions", 2);
    pending.add(A, DAY, "websiteClicks");
    pending.add(A, NEXT, "views");
    pending.add(B, DAY, "messages");
    expect(pending.size).toBe(3);
    const rows = pending.take();
    expect(rows).toHaveLength(3);
    expect(named(rowOf(rows, A, DAY))).toEqual({ views: 3, searchImpressions: 2, websiteClicks: 1 });
    expect(named(rowOf(rows, A, NEXT))).toEqual({ views: 1 });
    expect(named(rowOf(rows, B, DAY))).toEqual({ messages: 1 });
    // Taken is gone.
    expect(pending.size).toBe(0);
    expect(pending.take()).toEqual([]);
  });

  it("ignore increments that are not a positive whole number", () => {
    const pending = new PendingCounts();
    pending.add(A, DAY, "views", 0);
    pending.add(A, DAY, "views", -3);
    pending.add(A, DAY, "views", 1.5);
    expect(pending.size).toBe(0);
  });

  it("stop taking new coach-days past their cap, and say how many counts were dropped", () => {
    const pending = new PendingCounts(1);
    pending.add(A, DAY, "views");
    pending.add(B, DAY, "views", 4);
    pending.add(A, DAY, "views");
    expect(pending.size).toBe(1);
    expect(pending.dropped).toBe(4);
    expect(named(pending.take()[0])).toEqual({ views: 2 });
    expect(pending.dropped).toBe(0);
  });

  it("fall on the UTC day", () => {
    expect(utcDay(new Date("2026-11-27T23:30:00-05:00"))).toBe("2026-11-28");
    expect(utcDay(new Date("2026-11-28T00:30:00+02:00"))).toBe("2026-11-27");
  });
});

describe("a flush", () => {
  it("that fails keeps its rows, merged with what was counted meanwhile, for the next one", async () => {
    const pending = new PendingCounts();
    pending.add(A, DAY, "views", 2);
    let counted = false;
    const failing = async () => {
      // Counted while the write is under way: not lost, and not written twice.
      pending.add(A, DAY, "views");
      pending.add(B, DAY, "nicheImpressions");
      counted = true;
      throw new Error("the database is gone");
    };
    expect(await flushPending(pending, failing)).toBe(0);
    expect(counted).toBe(true);
    const written: PendingRow[][] = [];
    expect(
      await flushPending(pending, async (rows) => {
        written.push(rows);
      }),
    ).toBe(2);
    expect(written).toHaveLength(1);
    expect(named(rowOf(written[0] ?? [], A, DAY))).toEqual({ views: 3 });
    expect(named(rowOf(written[0] ?? [], B, DAY))).toEqual({ nicheImpressions: 1 });
    // Written is gone: the next flush has nothing to do.
    expect(await flushPending(pending, async () => expect.unreachable())).toBe(0);
  });
});

describe("the sums' one statement", () => {
  let database: Database;
  let coaches: string[];
  beforeAll(async () => {
    database = await openDatabase({});
    await migrate(database);
    const rows = (await database.query("insert into profile (is_coach) values (true), (true) returning id", [])) as {
      id: string;
    }[];
    coaches = rows.map((r) => r.id);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  const stored = async (coachId: string) =>
    (await database.query(
      `select day::text, views, search_impressions, niche_impressions, website_clicks, social_clicks,
              video_clicks, messages
       from coach_day_stat where coach_id = $1 order by day`,
      [coachId],
    )) as Record<string, string | number>[];

  it("adds to the day's row rather than replacing it, so that processes add up", async () => {
    const [first = "", second = ""] = coaches;
    const write = sumsWriter(database.query);
    // Two processes' flushes of the same coach and day, one after the other.
    for (const views of [3, 4]) {
      const pending = new PendingCounts();
      pending.add(first, DAY, "views", views);
      pending.add(first, DAY, "videoClicks");
      pending.add(second, NEXT, "messages", 2);
      pending.add(second, NEXT, "socialClicks");
      expect(await flushPending(pending, write)).toBe(2);
    }
    expect(await stored(first)).toEqual([
      {
        day: DAY,
        views: 7,
        search_impressions: 0,
        niche_impressions: 0,
        website_clicks: 0,
        social_clicks: 0,
        video_clicks: 2,
        messages: 0,
      },
    ]);
    expect(await stored(second)).toEqual([
      {
        day: NEXT,
        views: 0,
        search_impressions: 0,
        niche_impressions: 0,
        website_clicks: 0,
        social_clicks: 2,
        video_clicks: 0,
        messages: 4,
      },
    ]);
  });

  it("leaves out a profile that is gone, and writes the others", async () => {
    const [first = ""] = coaches;
    const before = Number((await stored(first))[0]?.views ?? 0);
    const pending = new PendingCounts();
    pending.add(first, DAY, "views");
    pending.add("00000000-0000-4000-8000-0000000000ff", DAY, "views");
    expect(await flushPending(pending, sumsWriter(database.query))).toBe(2);
    expect(pending.size).toBe(0);
    expect(Number((await stored(first))[0]?.views)).toBe(before + 1);
  });
});
