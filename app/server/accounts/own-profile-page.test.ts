import { describe, expect, it } from "vitest";
import type { Level } from "../../lib/levels.ts";
import type { OwnProfile } from "./account-service.server.ts";
import { ownShowcase } from "./own-profile-page.server.ts";

const profile = (level: Level) =>
  ({
    level,
    website: "https://site.example",
    fbProfilePage: "https://facebook.com/me",
    linkedIn: null,
    storyVideoLinks: [{ title: "My story", link: "https://youtu.be/abc" }],
    trainingVideoLinks: ["https://www.youtube.com/watch?v=t1"],
  }) as OwnProfile;

describe("ownShowcase", () => {
  it("shows nothing below level 3", () => {
    for (const level of ["level1", "level2"] as const) {
      expect(ownShowcase(profile(level))).toEqual({
        website: null,
        fbProfilePage: null,
        linkedIn: null,
        storyVideoLinks: [],
        trainingVideoLinks: [],
      });
    }
  });
  it("shows links and story videos from level 3, training videos from level 4", () => {
    expect(ownShowcase(profile("level3"))).toMatchObject({
      website: "https://site.example",
      storyVideoLinks: [{ Title: "My story", Link: "https://youtu.be/abc" }],
      trainingVideoLinks: [],
    });
    for (const level of ["level4", "level5", "20"] as const) {
      expect(ownShowcase(profile(level)).trainingVideoLinks).toEqual(["https://www.youtube.com/watch?v=t1"]);
    }
  });
});
