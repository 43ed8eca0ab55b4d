import { describe, expect, it } from "vitest";
import { dayLabel, insightWindow } from "./insight-periods.ts";
import { percentChange, wholePercent } from "./insight-view.ts";

describe("insight periods", () => {
  it("end today (UTC) and start days - 1 before; the period before has the same length", () => {
    const late = Date.parse("2026-03-01T23:59:59Z");
    const window = insightWindow(30, late);
    expect(window).toMatchObject({
      from: "2026-01-31",
      to: "2026-03-01",
      previousFrom: "2026-01-01",
      previousTo: "2026-01-30",
    });
    expect(window.dayList).toHaveLength(30);
    expect(window.dayList.at(0)).toBe("2026-01-31");
    expect(window.dayList.at(-1)).toBe("2026-03-01");
    // A minute later it is another UTC day.
    expect(insightWindow(90, late + 60_000).to).toBe("2026-03-02");
    expect(insightWindow(90, late).dayList).toHaveLength(90);
  });

  it("are made once a day and length, and cannot be changed by whoever gets one", () => {
    const morning = Date.parse("2026-03-01T08:00:00Z");
    const window = insightWindow(30, morning);
    expect(insightWindow(30, morning + 3_600_000)).toBe(window);
    expect(insightWindow(90, morning)).not.toBe(window);
    expect(insightWindow(30, morning + 86_400_000)).toMatchObject({ from: "2026-02-01", to: "2026-03-02" });
    expect(insightWindow(30, morning)).toMatchObject({ from: "2026-01-31", to: "2026-03-01" });
    expect(Object.isFrozen(window) && Object.isFrozen(window.dayList)).toBe(true);
  });

  it("label days in UTC", () => {
    expect(dayLabel("2026-01-31")).toBe("Jan 31");
    expect(dayLabel("2026-01-31", true)).toBe("Jan 31, 2026");
  });
});

describe("insight comparisons", () => {
  it("change in whole percents, none when there was nothing before", () => {
    expect(percentChange(15, 10)).toBe(50);
    expect(percentChange(0, 10)).toBe(-100);
    expect(percentChange(1, 3)).toBe(-67);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });

  it("percentiles are whole percents rounded down, none of nobody", () => {
    expect(wholePercent(2, 3)).toBe(66);
    expect(wholePercent(19_999, 20_000)).toBe(99);
    expect(wholePercent(0, 5)).toBe(0);
    expect(wholePercent(0, 0)).toBeNull();
  });
});
