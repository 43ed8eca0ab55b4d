import { describe, expect, it } from "vitest";
import type { CoachCardData } from "../../lib/coach.ts";
import { coachCardsHtml } from "./coach-cards-html.server.tsx";

const card = (rating: number, id = "6ea2ffe0-1ede-45b6-b31a-ed15b31456a5"): CoachCardData => ({
  _id: id,
  fullName: "Ananya Larsen",
  photoLink: null,
  aboutMe: "Ananya has spent 9 years helping clients.",
  rating,
  reviewCount: 4,
  badges: [{ name: "Great Communicator", count: 2 }],
  isOneOnOne: true,
  isGroupCoaching: false,
  isFreeTraining: true,
  sponsored: false,
  level: "level3",
  categoryNames: ["Life Coach"],
  city: "Reno",
  state: "NV",
});

describe("coachCardsHtml", () => {
  it("renders each card as a list item with its link and rating, and again when the card changes", () => {
    const first = coachCardsHtml([card(3.5)]);
    expect(first.startsWith("<li><article")).toBe(true);
    expect(first).toContain('href="/coach/Ananya_Larsen/6ea2ffe0-1ede-45b6-b31a-ed15b31456a5"');
    expect(first).toContain('aria-label="Rated 3.5 out of 5"');
    expect(coachCardsHtml([card(3.5)])).toBe(first);
    const changed = coachCardsHtml([card(4.5)]);
    expect(changed).toContain('aria-label="Rated 4.5 out of 5"');
    expect(changed).not.toContain("3.5");
  });

  it("keeps the cards' order", () => {
    const other = "7fb3aaf1-2fef-46c6-b42b-fe26c42567b6";
    const html = coachCardsHtml([card(4, other), card(4)]);
    expect(html.indexOf(other)).toBeLessThan(html.indexOf("6ea2ffe0"));
    expect(html.match(/<li>/g)).toHaveLength(2);
  });
});
