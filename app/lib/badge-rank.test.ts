import { describe, expect, it } from "vitest";
import { rankBadges } from "./badge-rank.ts";

const badges = [
  { name: "Great Communicator", count: 1 },
  { name: "Very Intuitive", count: 0 },
  { name: "Problem Solver", count: 4 },
  { name: "Very Smart", count: 1 },
  { name: "Has Vision", count: 0 },
];

describe("badge ranking", () => {
  it("puts the most given first, keeps the list's order on ties and the zero ones last", () => {
    expect(rankBadges(badges).map((b) => b.name)).toEqual([
      "Problem Solver",
      "Great Communicator",
      "Very Smart",
      "Very Intuitive",
      "Has Vision",
    ]);
    expect(badges[0]?.name).toBe("Great Communicator");
  });
});
