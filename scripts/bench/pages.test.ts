import { describe, expect, it } from "vitest";
import type { LoadResult } from "./load.ts";
import { expiryRow, profilePage, refusedPostRows, renderedRows, targetRows, unlapsedTailRow } from "./pages.ts";

const page = { name: "home /", paths: ["/"], expectStatus: 200 };
const none = { answers: 0, seconds: 0, mixed: 0 };
const result = (over: Partial<LoadResult>): LoadResult => ({
  p50: 10,
  p95: 40,
  p99: 60,
  perSecond: 100,
  responses: 1000,
  unexpected: 0,
  errors: 0,
  serverCpu: 0.9,
  generatorCpu: 0.1,
  mixed: { sent: 0, refused: 0, with: none, without: none },
  ...over,
});
const verdicts = (r: LoadResult, floor: number) => targetRows("g", page, r, floor).map((row) => row.met);

describe("targetRows", () => {
  it("meets p95 <= 50 ms and half the floor's req/s, inclusive", () => {
    expect(verdicts(result({ p95: 50, perSecond: 100 }), 200)).toEqual([true, true]);
    expect(verdicts(result({ p95: 50.1, perSecond: 99.9 }), 200)).toEqual([false, false]);
  });

  it("meets nothing when answers failed, however fast", () => {
    const rows = targetRows("g", page, result({ p95: 1, perSecond: 1000, unexpected: 3 }), 100);
    expect(rows.map((r) => r.met)).toEqual([false, false]);
    expect(rows[0]?.measured).toContain("3 of 1000 not 200 or failed");
  });

  it("meets nothing without a single answer", () => {
    expect(verdicts(result({ responses: 0, perSecond: 0, p95: 0 }), 100)).toEqual([false, false]);
  });
});

describe("refusedPostRows", () => {
  const each = { connections: 10, renders: 0 };
  /** A run of 4 whole seconds with the POSTs (20 a second) and 4 without, answering `withThem` and `without` a second. */
  const run = (withThem: number, without: number, over: Partial<LoadResult["mixed"]> = {}) =>
    result({
      mixed: {
        sent: 80,
        refused: 80,
        with: { answers: withThem * 4, seconds: 4, mixed: 80 },
        without: { answers: without * 4, seconds: 4, mixed: 0 },
        ...over,
      },
    });

  it("meets 90% of the page's req/s in the seconds without the POSTs, over all runs, inclusive", () => {
    expect(refusedPostRows("g", page, [run(95, 110), run(85, 90)], each).met).toBe(true);
    expect(refusedPostRows("g", page, [run(95, 110), run(84.9, 90)], each).met).toBe(false);
    const row = refusedPostRows("g", page, [run(95, 110), run(85, 90)], each);
    expect(row.measured).toContain("90.0 req/s = 0.90x 100.0 (runs with/without: 95/110, 85/90)");
    expect(row.name).toContain("seconds with refused POSTs (160, 20 a second) against seconds without");
    const failing = [run(100, 100), { ...run(100, 100), unexpected: 2 }];
    expect(refusedPostRows("g", page, failing, each).met).toBe(false);
  });

  it("forgives a POST a connection still in flight when a run stops, and no more", () => {
    expect(refusedPostRows("g", page, [run(100, 100, { refused: 70 }), run(100, 100)], each).met).toBe(true);
    const lost = [run(100, 100, { refused: 69 }), run(100, 100, { refused: 69 })];
    const row = refusedPostRows("g", page, lost, { ...each, connections: 5 });
    expect(row.met).toBe(false);
    expect(row.measured).toContain("160 POSTs sent, 138 answers refused one");
    expect(refusedPostRows("g", page, [run(100, 100, { refused: 81 })], each).met).toBe(false);
  });

  it("fails when a page was rendered while the POSTs came, however fast", () => {
    const row = refusedPostRows("g", page, [run(100, 100)], { ...each, renders: 2 });
    expect(row.met).toBe(false);
    expect(row.measured).toContain("2 pages rendered meanwhile: not kept");
  });

  it("fails without a whole second with the POSTs and one without", () => {
    const row = refusedPostRows("g", page, [run(0, 0, { with: none, without: none })], each);
    expect(row.met).toBe(false);
    expect(row.measured).toContain("no whole second with them and without");
  });
});

describe("renderedRows", () => {
  const rendered = { ...page, renderedShare: 0.3 };
  it("meets its share of the floor's req/s, inclusive", () => {
    expect(renderedRows("g", rendered, result({ perSecond: 30 }), 100)[0]?.met).toBe(true);
    expect(renderedRows("g", rendered, result({ perSecond: 29.9 }), 100)[0]?.met).toBe(false);
    expect(renderedRows("g", rendered, result({ perSecond: 30 }), 100)[0]?.target).toBe(">= 0.3x floor");
  });

  it("meets nothing when answers failed, and only reports a page without a share", () => {
    expect(renderedRows("g", rendered, result({ perSecond: 90, unexpected: 1 }), 100)[0]?.met).toBe(false);
    expect(renderedRows("g", page, result({ perSecond: 90 }), 100)[0]?.met).toBeUndefined();
  });

  it("loads /profile with the signed-in visitor's token", () => {
    expect(profilePage("t0k").headers).toEqual({ Authorization: "Bearer t0k" });
  });
});

describe("expiryRow", () => {
  it("meets a p99 within three times the p50, inclusive, and nothing when answers failed", () => {
    expect(expiryRow("g", page, result({ p50: 1, p99: 3 })).met).toBe(true);
    expect(expiryRow("g", page, result({ p50: 1, p99: 3.01 })).met).toBe(false);
    expect(expiryRow("g", page, result({ p50: 1, p99: 2, unexpected: 1 })).met).toBe(false);
    expect(expiryRow("g", page, result({ p50: 0, p99: 0, responses: 0 })).met).toBe(false);
  });
});

describe("unlapsedTailRow", () => {
  it("reports the spread without judging it, and says when answers failed", () => {
    const row = unlapsedTailRow("g", page, result({ p50: 0.5, p99: 2 }));
    expect(row.met).toBeUndefined();
    expect(row.measured).toBe("p50 0.50 / p99 2.00 ms = 4.0x");
    expect(unlapsedTailRow("g", page, result({ unexpected: 2 })).measured).toContain("2 of 1000 not 200");
  });
});
