import { describe, expect, it } from "vitest";
import { messages } from "../../app/lib/messages/common.ts";
import { baseUrl, getHtml, getJson } from "../support/http.ts";

type Card = {
  _id: string;
  fullName: string;
  rating: number;
  reviewCount: number;
  badges: { name: string; count: number }[];
};

/** A coach with more than 2 reviews, found through the API. */
async function busyCoach(): Promise<Card> {
  const cards = (await getJson<{ data: Card[] }>("/api/user/category/life-coach?size=50")).body.data;
  const coach = cards.find((c) => c.reviewCount > 2 && c.fullName.includes(" "));
  if (!coach) throw new Error("The demo data has no life coach with 3 reviews");
  return coach;
}

const pathOf = (c: Card) => `/coach/${encodeURIComponent(c.fullName.replace(" ", "_"))}/${c._id}`;

describe("public coach profile", () => {
  it("arrives as complete HTML with name, rating, badge counts, 2 comments and JSON-LD", async () => {
    const coach = await busyCoach();
    const { status, html } = await getHtml(pathOf(coach));
    expect(status).toBe(200);
    expect(html).toContain(`<h1 id="coach-name"`);
    expect(html).toContain(coach.fullName);
    expect(html).toContain(`Rated ${Math.round(coach.rating * 2) / 2} out of 5`);
    for (const badge of coach.badges) expect(html).toContain(`aria-label="${badge.name}: ${badge.count}"`);
    const reviewItems = html.split('<section aria-labelledby="comments"')[1]?.match(/<article[\s>]/g) ?? [];
    expect(reviewItems).toHaveLength(2);
    expect(html).toContain("Please log in to view comments");

    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}");
    expect(ld["@type"]).toBe("ProfessionalService");
    expect(ld.name).toBe(coach.fullName);
    expect(ld.aggregateRating.reviewCount).toBe(coach.reviewCount);
    expect(ld.aggregateRating.ratingValue).toBe(Math.round(coach.rating * 2) / 2);
    expect(ld.review).toHaveLength(2);
  });

  it("carries title, description, canonical URL and Open Graph tags", async () => {
    const coach = await busyCoach();
    const { html } = await getHtml(pathOf(coach));
    expect(html).toMatch(/<title>[^<]*Coach Directory<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain(`<link rel="canonical" href="${baseUrl()}/coach/`);
    expect(html).toContain(`${pathOf(coach)}"`);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta property="og:image"');
  });

  it("redirects a wrong name to the canonical address with 301", async () => {
    const coach = await busyCoach();
    const response = await fetch(`${baseUrl()}/coach/Wrong_Name/${coach._id}`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe(pathOf(coach));
  });

  it("answers 404 for an unknown or malformed id", async () => {
    expect((await getHtml("/coach/noname/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await getHtml("/coach/noname/42")).status).toBe(404);
  });
});

describe("listing pages", () => {
  it("search and category pages render the first 5 cards on the server", async () => {
    for (const path of ["/search/life", "/category/business-coach"]) {
      const { status, html } = await getHtml(path);
      expect(status).toBe(200);
      expect(html.match(/<article/g)).toHaveLength(5);
      expect(html).toContain('<link rel="canonical"');
    }
  });

  it("show the empty messages, and only when empty", async () => {
    expect((await getHtml("/search/zzqxwv")).html).toContain(messages.noSearchResults);
    expect((await getHtml("/search/life")).html).not.toContain(messages.noSearchResults);

    // The demo coaches leave many niches empty; take the first one found.
    const niches = (await getJson<{ data: { slug: string }[] }>("/api/categories")).body.data;
    let empty: string | undefined;
    for (const { slug } of niches) {
      if ((await getJson<{ data: unknown[] }>(`/api/user/category/${slug}?size=1`)).body.data.length === 0) {
        empty = slug;
        break;
      }
    }
    expect(empty).toBeDefined();
    const { status, html } = await getHtml(`/category/${empty}`);
    expect(status).toBe(200);
    expect(html).toContain(messages.noCategoryCoaches);
    expect(html).not.toContain("<article");
    expect((await getHtml("/category/life-coach")).html).not.toContain(messages.noCategoryCoaches);
  });

  it("redirect a category name to its slug", async () => {
    const response = await fetch(`${baseUrl()}/category/Business%20Coach`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/category/business-coach");
  });
});

describe("sitemaps", () => {
  it("index the categories and every coach", async () => {
    const index = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    expect(index).toContain("<sitemapindex");
    expect(index).toContain("/sitemaps/categories.xml");
    expect(index).toContain("/sitemaps/coaches-1.xml");
    const categories = await (await fetch(`${baseUrl()}/sitemaps/categories.xml`)).text();
    const { body } = await getJson<{ data: string[] }>("/api/categories?format=plain");
    expect(categories.match(/<url>/g)).toHaveLength(body.data.length + 1);
    const coaches = await (await fetch(`${baseUrl()}/sitemaps/coaches-1.xml`)).text();
    expect(coaches.match(/<url>/g)?.length).toBeGreaterThanOrEqual(300);
    expect(coaches.trim().endsWith("</urlset>")).toBe(true);
    expect((await fetch(`${baseUrl()}/sitemaps/coaches-99.xml`)).status).toBe(404);
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`);
  });
});

describe("the demo level 3 coach's links", () => {
  it("show the website and the one social link the form edits (docs/product.md §3)", async () => {
    const signin = await fetch(`${baseUrl()}/api/signin`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "coach@example.com", password: "demo-password" }),
    });
    const token = ((await signin.json()) as { data: { token: string } }).data.token;
    const own = await getJson<{ data: { _id: string; fullName: string; level: string; fbProfilePage: string | null } }>(
      "/api/profile",
      { headers: { Authorization: `Bearer ${token}` } },
    );
    expect(own.body.data.level).toBe("level3");
    const link = own.body.data.fbProfilePage;
    expect(link).toMatch(/^https:\/\/www\.(facebook|linkedin)\.com\//);
    const { html } = await getHtml(`/coach/${own.body.data.fullName.replace(/ /g, "_")}/${own.body.data._id}`);
    const list = /<ul aria-label="Links"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? "";
    const hrefs = [...list.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(
      hrefs.filter((href) => /facebook|linkedin|instagram|twitter|x\.com|youtube|tiktok/.test(href ?? "")),
    ).toEqual([link]);
  });
});
