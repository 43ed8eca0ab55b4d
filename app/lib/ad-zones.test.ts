import { describe, expect, it } from "vitest";
import { AD_ZONES, isAllowedAdTarget, pickWeighted, refreshes, zoneFor } from "./ad-zones.ts";

describe("zoneFor", () => {
  it("gives signed-out visitors their own zone", () => {
    expect(zoneFor(null)).toBe("signed-out");
  });

  it("gives each plan level 1 to 5 its own zone", () => {
    for (const level of ["level1", "level2", "level3", "level4", "level5"] as const) {
      expect(zoneFor({ level })).toBe(level);
    }
  });

  it("shows admins the level5 zone (decision 0048)", () => {
    expect(zoneFor({ level: "20" })).toBe("level5");
  });

  it("treats an account without a level, or with an add-on as its level, as level1", () => {
    expect(zoneFor({ level: null })).toBe("level1");
    expect(zoneFor({ level: "level6premium" })).toBe("level1");
    expect(zoneFor({ level: "level6alt" })).toBe("level1");
  });

  it("has six zones, and all but level5's refresh", () => {
    expect(AD_ZONES).toHaveLength(6);
    expect(AD_ZONES.filter(refreshes)).toEqual(["signed-out", "level1", "level2", "level3", "level4"]);
  });
});

describe("pickWeighted", () => {
  const ads = [
    { id: "a", weight: 3 },
    { id: "b", weight: 1 },
    { id: "c", weight: 0 },
  ];

  it("splits [0, 1) by weight", () => {
    expect(pickWeighted(ads, 0)?.id).toBe("a");
    expect(pickWeighted(ads, 0.74)?.id).toBe("a");
    expect(pickWeighted(ads, 0.75)?.id).toBe("b");
    expect(pickWeighted(ads, 0.9999)?.id).toBe("b");
  });

  it("never picks a weight of 0, and gives nothing when nothing can be picked", () => {
    const picked = new Set(Array.from({ length: 200 }, (_, i) => pickWeighted(ads, i / 200)?.id));
    expect(picked).toEqual(new Set(["a", "b"]));
    expect(pickWeighted([], 0.5)).toBeUndefined();
    expect(pickWeighted([{ weight: 0 }], 0.5)).toBeUndefined();
  });

  it("shows each ad in proportion to its weight", () => {
    const counts = { a: 0, b: 0 };
    const steps = 10_000;
    for (let i = 0; i < steps; i++) {
      const id = pickWeighted(ads, i / steps)?.id as "a" | "b";
      counts[id]++;
    }
    expect(counts).toEqual({ a: 7500, b: 2500 });
  });

  it("keeps out-of-range numbers inside the list", () => {
    expect(pickWeighted(ads, 1)?.id).toBe("b");
    expect(pickWeighted(ads, -1)?.id).toBe("a");
  });
});

describe("isAllowedAdTarget", () => {
  it("takes paths on our site and https addresses", () => {
    expect(isAllowedAdTarget("/plans")).toBe(true);
    expect(isAllowedAdTarget("/")).toBe(true);
    expect(isAllowedAdTarget("/search/coach?from=0#top")).toBe(true);
    expect(isAllowedAdTarget("https://advertiser.example/offer")).toBe(true);
  });

  it("refuses other sites in disguise, other schemes and credentials", () => {
    for (const target of [
      "//evil.example",
      "/\\evil.example",
      "/\tevil",
      "http://advertiser.example",
      "javascript:alert(1)",
      "data:text/html,x",
      "https://user:pw@advertiser.example/",
      "plans",
      `/${"a".repeat(500)}`,
    ]) {
      expect(isAllowedAdTarget(target), target).toBe(false);
    }
  });
});
