import { describe, expect, it } from "vitest";
import { baseUrl, coachIdsIn, getHtml, getJson } from "../support/http.ts";

describe("server-rendered pages", () => {
  it("home arrives as complete HTML: search box, six cards, featured blocks, navigation niches", async () => {
    const { status, html } = await getHtml("/");
    expect(status).toBe(200);
    expect(html).toContain('placeholder="Search. Share. Read Reviews"');
    expect(html).toContain("Reviews matter.");
    for (const slug of [
      "business-coach",
      "life-coach",
      "relationship-coach",
      "health-coach",
      "fitness-trainer",
      "actors",
    ]) {
      expect(html).toContain(`href="/category/${slug}"`);
    }
    for (const heading of [
      "Featured Business Coaches",
      "Featured Life Coaches",
      "Featured Relationship Coaches",
      "Featured Health Coaches",
      "Featured Fitness Trainers",
    ]) {
      expect(html).toContain(heading);
    }
    expect(html).not.toContain("Featured Actors");
    // 5 blocks of 8 cards
    expect(coachIdsIn(html).length).toBe(40);
    expect(html).toContain('aria-label="Business niches"');
    expect(html).toContain("Executive Coach");
  });

  it("the navigation lists 25, 12, 9, 14, 24 and 40 niches per group", async () => {
    const { html } = await getHtml("/");
    const counts = Object.fromEntries(
      ["Business", "Life", "Relationship", "Health", "Fitness", "More"].map((group) => {
        const list = new RegExp(`aria-label="${group} niches"[^>]*>(.*?)</ul>`, "s").exec(html)?.[1] ?? "";
        return [group, (list.match(/<li/g) ?? []).length];
      }),
    );
    expect(counts).toEqual({ Business: 25, Life: 12, Relationship: 9, Health: 14, Fitness: 24, More: 40 });
  });

  it("puts sponsored coaches first in each featured block", async () => {
    const { html } = await getHtml("/");
    const blocks = html.split(/<section[^>]*aria-labelledby="featured-/).slice(1);
    expect(blocks).toHaveLength(5);
    for (const block of blocks) {
      const cards = block
        .split('class="card card-compact"')
        .slice(1)
        .map((card) => card.includes(">Sponsored<"));
      expect(cards).toHaveLength(8);
      const firstUnsponsored = cards.indexOf(false);
      expect(cards.slice(firstUnsponsored).every((s) => !s)).toBe(true);
      expect(cards[0]).toBe(true);
    }
  });

  it("the footer states the real niche count and the copyright years", async () => {
    const { html } = await getHtml("/");
    const { body } = await getJson<{ data: string[] }>("/api/categories?format=plain");
    expect(html).toContain(`<strong class="text-white">${body.data.length}</strong> niche categories`);
    expect(html).toContain(`(c) 2021-${new Date().getFullYear()} Coach Directory LLC`);
    for (const href of ["/terms", "/privacy-policy", "/earnings-disclaimer"]) expect(html).toContain(`href="${href}"`);
  });

  it("legal pages render", async () => {
    for (const [path, title] of [
      ["/terms", "Terms of Service"],
      ["/privacy-policy", "Privacy Policy"],
      ["/earnings-disclaimer", "Earnings Disclaimer"],
    ]) {
      const { status, html } = await getHtml(path as string);
      expect(status).toBe(200);
      expect(html).toContain(`<h1`);
      expect(html).toContain(title as string);
    }
  });

  it("unknown pages answer 404 with the text", async () => {
    const { status, html } = await getHtml("/no-such-page");
    expect(status).toBe(404);
    expect(html).toContain("Error 404. Page Not Found");
  });

  it("sends security headers and a request id", async () => {
    const response = await fetch(`${baseUrl()}/`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
