import { describe, expect, it } from "vitest";
import {
  ABOUT_CUT,
  badgeList,
  type CoachCardData,
  COMPACT_ABOUT_CUT,
  cardForPage,
  compactSnippet,
  roundToHalf,
  truncate,
  truncateAtWord,
} from "./coach.ts";

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
  it("sends a page's cards with the about text cut where the cards cut it, and the cards show the same", () => {
    const words = Array.from({ length: 300 }, (_, i) => `word${i}`).join(" ");
    const card = { _id: "c1", fullName: "Ann Lee", aboutMe: words } as CoachCardData;
    const sent = cardForPage(card);
    expect(sent.aboutMe.length).toBe(ABOUT_CUT + 3);
    expect(sent).toEqual({ ...card, aboutMe: truncate(words, ABOUT_CUT) });
    expect(truncate(sent.aboutMe, ABOUT_CUT)).toBe(truncate(words, ABOUT_CUT));
    expect(truncateAtWord(sent.aboutMe, COMPACT_ABOUT_CUT)).toBe(truncateAtWord(words, COMPACT_ABOUT_CUT));
    expect(cardForPage({ ...card, aboutMe: "Short." }).aboutMe).toBe("Short.");
  });
  it("makes a featured card's snippet from the first COMPACT_ABOUT_CUT + 1 characters alone (the home page reads no more)", () => {
    const texts = [
      Array.from({ length: 300 }, (_, i) => `word${i}`).join(" "),
      "a".repeat(400),
      `${"x".repeat(COMPACT_ABOUT_CUT)} tail`,
      `${"y".repeat(COMPACT_ABOUT_CUT - 1)}, and more`,
      "Short.",
    ];
    for (const text of texts) {
      expect(compactSnippet(text.slice(0, COMPACT_ABOUT_CUT + 1))).toBe(compactSnippet(text));
      expect(compactSnippet(text).length).toBeLessThanOrEqual(COMPACT_ABOUT_CUT + 3);
    }
  });
});
