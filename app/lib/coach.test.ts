import { describe, expect, it } from "vitest";
import { badgeList, roundToHalf, truncate, truncateAtWord } from "./coach.ts";

describe("coach card helpers", () => {
  it("cuts text at the limit and adds '...'", () => {
    expect(truncate("a".repeat(640), 640)).toBe("a".repeat(640));
    expect(truncate("a".repeat(641), 640)).toBe(`${"a".repeat(640)}...`);
  });
  it("rounds ratings to half steps", () => {
    expect(roundToHalf(4.24)).toBe(4);
    expect(roundToHalf(4.25)).toBe(4.5);
    expect(roundToHalf(4.76)).toBe(5);
  });
  it("names the eight badges with their counts", () => {
    const list = badgeList([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(list).toHaveLength(8);
    expect(list[0]).toEqual({ name: "Great Communicator", count: 1 });
    expect(list[7]).toEqual({ name: "Great Friend", count: 8 });
  });
  it("cuts a snippet at the last whole word, without a trailing comma or space", () => {
    expect(truncateAtWord("Short text.", 120)).toBe("Short text.");
    expect(truncateAtWord("I help leaders grow, and teams thrive together", 21)).toBe("I help leaders grow...");
    expect(truncateAtWord("I help leaders grow, and teams", 20)).toBe("I help leaders grow...");
    expect(truncateAtWord("Supercalifragilistic", 5)).toBe("Super...");
  });
});
