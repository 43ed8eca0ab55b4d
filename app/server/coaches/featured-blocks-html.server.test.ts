import { describe, expect, it } from "vitest";
import type { FeaturedBlock } from "../../components/featured-blocks.tsx";
import { featuredBlocksHtml } from "./featured-blocks-html.server.tsx";

const block = (rating: number): FeaturedBlock[] => [
  {
    name: "Life Coach",
    slug: "life-coach",
    coaches: [
      {
        _id: "6ea2ffe0-1ede-45b6-b31a-ed15b31456a5",
        fullName: "Ananya Larsen",
        photoLink: null,
        rating,
        reviewCount: 4,
        sponsored: true,
        snippet: "Ananya has spent 9 years helping clients.",
      },
    ],
  },
];

describe("featuredBlocksHtml", () => {
  it("renders the cards' links, rating and popup button, and renders again when a card changes", () => {
    const first = featuredBlocksHtml(block(3.5));
    expect(first).toContain('href="/coach/Ananya_Larsen/6ea2ffe0-1ede-45b6-b31a-ed15b31456a5"');
    expect(first).toContain('aria-label="Rated 3.5 out of 5"');
    expect(first.toLowerCase()).toContain('popovertarget="coach-popup"');
    expect(featuredBlocksHtml(block(3.5))).toBe(first);
    const changed = featuredBlocksHtml(block(4.5));
    expect(changed).toContain('aria-label="Rated 4.5 out of 5"');
    expect(changed).not.toContain("3.5");
  });
});
