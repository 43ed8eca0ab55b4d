import { describe, expect, it } from "vitest";
import { slugify } from "../../lib/urls.ts";
import { NICHES } from "./niches.ts";

describe("default niches", () => {
  it("hold at least 250 niches so the footer's claim is true", () => {
    expect(NICHES.length).toBeGreaterThanOrEqual(250);
  });
  it("list 25, 12, 9, 14, 24 and 40 niches in the navigation groups", () => {
    const nav: Record<string, number> = {};
    for (const n of NICHES) if (n.nav) nav[n.group] = (nav[n.group] ?? 0) + 1;
    expect(nav).toEqual({ Business: 25, Life: 12, Relationship: 9, Health: 14, Fitness: 24, More: 40 });
  });
  it("have unique names and slugs", () => {
    expect(new Set(NICHES.map((n) => n.name.toLowerCase())).size).toBe(NICHES.length);
    expect(new Set(NICHES.map((n) => slugify(n.name))).size).toBe(NICHES.length);
  });
  it("include the home page's categories", () => {
    for (const name of [
      "Business Coach",
      "Life Coach",
      "Relationship Coach",
      "Health Coach",
      "Fitness Trainer",
      "Actors",
    ]) {
      expect(NICHES.some((n) => n.name === name)).toBe(true);
    }
    expect(NICHES.find((n) => n.name === "Actors")?.group).toBe("Influencers");
  });
});
