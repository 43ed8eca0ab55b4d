import { describe, expect, it } from "vitest";
import { weekStart } from "../../lib/insight-periods.ts";
import { FIGURE_WEEKS, figureWeeks, planRevenue, weekSeries } from "./site-figures.server.ts";

const at = (iso: string) => Date.parse(iso);
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe("weekStart", () => {
  it("is Monday 00:00 UTC, for every moment of the week", () => {
    // 2026-11-23 is a Monday.
    expect(day(weekStart(at("2026-11-23T00:00:00Z")))).toBe("2026-11-23");
    expect(weekStart(at("2026-11-23T00:00:00Z"))).toBe(at("2026-11-23T00:00:00Z"));
    expect(day(weekStart(at("2026-11-25T13:45:00Z")))).toBe("2026-11-23");
    expect(day(weekStart(at("2026-11-29T23:59:59.999Z")))).toBe("2026-11-23");
    expect(day(weekStart(at("2026-11-30T00:00:00Z")))).toBe("2026-11-30");
    // Sunday before that Monday belongs to the week before, across a year's end too.
    expect(day(weekStart(at("2026-11-22T23:59:59Z")))).toBe("2026-11-16");
    expect(day(weekStart(at("2027-01-01T12:00:00Z")))).toBe("2026-12-28");
  });
});

describe("figureWeeks", () => {
  const weeks = figureWeeks(at("2026-11-25T13:45:00Z"));

  it("shows 12 weeks ending with the current one, after the 12 before them, each a Monday", () => {
    expect(weeks.shown).toHaveLength(FIGURE_WEEKS);
    expect(weeks.before).toHaveLength(FIGURE_WEEKS);
    expect(weeks.shown.at(-1)).toBe("2026-11-23");
    expect(weeks.shown[0]).toBe("2026-09-07");
    expect(weeks.before.at(-1)).toBe("2026-08-31");
    expect(weeks.before[0]).toBe("2026-06-15");
    for (const monday of [...weeks.before, ...weeks.shown]) expect(new Date(monday).getUTCDay(), monday).toBe(1);
  });

  it("bounds the queries at the first of the weeks before", () => {
    expect(weeks.since.toISOString()).toBe("2026-06-15T00:00:00.000Z");
  });
});

describe("weekSeries", () => {
  const weeks = figureWeeks(at("2026-11-25T13:45:00Z"));

  it("puts each week's count in its place, zero where a week has no row, and sums both periods", () => {
    const series = weekSeries(
      [
        { week: "2026-11-23", n: 4 },
        { week: "2026-09-07", n: 2 },
        { week: "2026-10-12", n: 1 },
        { week: "2026-08-31", n: 7 },
        { week: "2026-06-15", n: 3 },
      ],
      weeks,
    );
    expect(series.values).toEqual([2, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 4]);
    expect(series.total).toBe(7);
    expect(series.previousTotal).toBe(10);
  });

  it("leaves out weeks outside both periods, and answers zeros without rows", () => {
    const series = weekSeries(
      [
        { week: "2026-06-08", n: 50 },
        { week: "2026-11-30", n: 60 },
      ],
      weeks,
    );
    expect(series).toEqual({ values: new Array(FIGURE_WEEKS).fill(0), total: 0, previousTotal: 0 });
  });
});

describe("planRevenue", () => {
  const weeks = figureWeeks(at("2026-11-25T13:45:00Z"));

  it("gives each plan its weeks, the plan with the most in the weeks shown first, purged ones under no plan", () => {
    const revenue = planRevenue(
      [
        { week: "2026-11-23", planId: "level3", planName: "Level 3", cents: 9700 },
        { week: "2026-11-16", planId: "level3", planName: "Level 3", cents: 19_400 },
        { week: "2026-11-23", planId: "level4", planName: "Level 4", cents: 29_700 },
        { week: "2026-08-31", planId: "level4", planName: "Level 4", cents: 29_700 },
        { week: "2026-07-06", planId: null, planName: null, cents: 25_000 },
      ],
      weeks,
    );
    expect(revenue.map((p) => p.planId)).toEqual(["level4", "level3", null]);
    expect(revenue[0]).toMatchObject({ planName: "Level 4", total: 29_700, previousTotal: 29_700 });
    expect(revenue[0]?.values.at(-1)).toBe(29_700);
    expect(revenue[1]?.values.slice(-2)).toEqual([19_400, 9700]);
    expect(revenue[1]).toMatchObject({ total: 29_100, previousTotal: 0 });
    expect(revenue[2]).toMatchObject({ planName: null, total: 0, previousTotal: 25_000 });
  });
});
