import { describe, expect, it } from "vitest";
import { showsLinks, showsTrainingVideos, receivesDirectMessages } from "./features.ts";
import { hasLevel, isAdmin } from "./levels.ts";

describe("levels", () => {
  it("order level1 < level2 < ... < level5 < admin", () => {
    expect(hasLevel("level3", "level3")).toBe(true);
    expect(hasLevel("level2", "level3")).toBe(false);
    expect(hasLevel("level5", "level4")).toBe(true);
    expect(hasLevel("20", "level5")).toBe(true);
    expect(hasLevel(null, "level1")).toBe(false);
  });
  it("advertising add-ons grant none of the level 3 to 5 features", () => {
    for (const addOn of ["level6alt", "level6standard", "level6premium"] as const) {
      expect(showsLinks(addOn)).toBe(false);
      expect(showsTrainingVideos(addOn)).toBe(false);
      expect(receivesDirectMessages(addOn)).toBe(false);
    }
  });
  it("only '20' is admin", () => {
    expect(isAdmin("20")).toBe(true);
    expect(isAdmin("level5")).toBe(false);
  });
});
