import { describe, expect, it } from "vitest";
import { score } from "./score.ts";

describe("score", () => {
  it("is 0 without reviews", () => expect(score(0, 0)).toBe(0));
  it("does not give 100 for a single 5-star review", () => expect(score(1, 5)).toBe(58));
  it("approaches the average as reviews accumulate", () => {
    expect(score(10, 50)).toBe(83);
    expect(score(1000, 5000)).toBe(100);
    expect(score(1000, 1000)).toBe(0);
  });
  it("stays within 0..100", () => {
    for (const [n, sum] of [
      [1, 1],
      [3, 15],
      [50, 125],
      [7, 7],
    ] as const) {
      const s = score(n, sum);
      expect(s).toBeGreaterThanOrEqual(0);
      expect(s).toBeLessThanOrEqual(100);
    }
  });
});
