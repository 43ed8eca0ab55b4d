import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { PLANS } from "./plans.ts";

const features = (id: string) => PLANS.find((p) => p.id === id)?.features ?? [];

describe("plan specifications", () => {
  it("name the niche allowance once, as the level allows (2 free, 3 paid), and leave affiliate status to the page", () => {
    for (const plan of PLANS.filter((p) => p.kind === "standard")) {
      const niches = plan.features.filter((f) => /niche|categor/i.test(f));
      expect(niches, plan.id).toEqual([plan.id === "level2" ? "Listed in up to 2 niches" : "Listed in up to 3 niches"]);
      // The plans page adds the line with the configured rate (AFFILIATE_LEVEL5_RATE_PERCENT).
      expect(
        plan.features.filter((f) => /affiliate/i.test(f)),
        plan.id,
      ).toEqual([]);
    }
  });

  it("are what migration 0013 writes into installations seeded before", () => {
    const sql = readFileSync(new URL("../db/migrations/0013_plan_features.sql", import.meta.url), "utf8");
    const updates = [...sql.matchAll(/SET "features" = ARRAY\[([^\]]*)\]\s*WHERE "id" (?:= '(\w+)'|IN \(([^)]*)\))/g)];
    expect(updates).toHaveLength(4);
    for (const [, list, id, ids] of updates) {
      const written = [...(list ?? "").matchAll(/'([^']*)'/g)].map((m) => m[1]);
      const targets = id ? [id] : [...(ids ?? "").matchAll(/'(\w+)'/g)].map((m) => m[1] ?? "");
      for (const target of targets) expect(written, target).toEqual(features(target));
    }
  });
});
