import { describe, expect, it } from "vitest";
import { coachJsonLd, scriptJson } from "./coach-json-ld.ts";

const base = {
  url: "https://example.com/coach/Ann_Lee/1",
  name: "Ann Lee",
  description: "Coach.",
  image: "https://example.com/a.svg",
  city: "Austin",
  state: "TX",
  categories: ["Life Coach"],
  rating: 4.26,
  reviewCount: 3,
  reviews: [{ author: "Bo", rating: 4.5, body: "Great", createdAt: "2026-01-02T10:00:00.000Z" }],
};

describe("coachJsonLd", () => {
  it("describes the coach with the rating shown on the page and the visible reviews", () => {
    const ld = coachJsonLd(base);
    expect(ld["@type"]).toBe("ProfessionalService");
    expect(ld.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.5,
      reviewCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
    expect(ld.review).toEqual([
      {
        "@type": "Review",
        author: { "@type": "Person", name: "Bo" },
        datePublished: "2026-01-02",
        reviewBody: "Great",
        reviewRating: { "@type": "Rating", ratingValue: 4.5, bestRating: 5, worstRating: 1 },
      },
    ]);
  });
  it("leaves the rating out when there are no reviews", () => {
    const ld = coachJsonLd({ ...base, reviewCount: 0, rating: 0, reviews: [] });
    expect(ld).not.toHaveProperty("aggregateRating");
    expect(ld).not.toHaveProperty("review");
  });
  it("escapes '<' so text cannot end the script element", () => {
    expect(scriptJson({ a: "</script><b>" })).toBe('{"a":"\\u003c/script>\\u003cb>"}');
  });
});
