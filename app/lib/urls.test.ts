import { describe, expect, it } from "vitest";
import { coachNameSegment, coachPath, searchPath, slugify } from "./urls.ts";

describe("coach URLs", () => {
  it("replace only the first space of the full name with an underscore", () => {
    expect(coachNameSegment("Mary Ann Smith")).toBe("Mary_Ann Smith");
    expect(coachPath({ _id: "x1", fullName: "Mary Ann Smith" })).toBe("/coach/Mary_Ann%20Smith/x1");
  });
  it("use 'noname' without a name", () => {
    expect(coachNameSegment("")).toBe("noname");
    expect(coachNameSegment("   ")).toBe("noname");
    expect(coachNameSegment(null)).toBe("noname");
  });
});

describe("slugify", () => {
  it("makes lowercase dashed slugs without accents or symbols", () => {
    expect(slugify("Business Coach")).toBe("business-coach");
    expect(slugify("Health & Wellness Coach")).toBe("health-and-wellness-coach");
    expect(slugify("Café Owner's Mentor")).toBe("cafe-owner-s-mentor");
  });
});

describe("searchPath", () => {
  it("is null for empty text and encodes the keyword otherwise", () => {
    expect(searchPath("  ")).toBeNull();
    expect(searchPath(" life coach ")).toBe("/search/life%20coach");
  });
});
