import { describe, expect, it } from "vitest";
import { baseUrl, getHtml } from "../support/http.ts";
import { crawlSite, internalLinks } from "../support/site-crawler.ts";

// Enough for home, every navigation niche, the featured coaches and what those pages link to.
const MAX_PAGES = 300;
// The search box is a form, so no link leads to a search page: the crawl starts at one too.
const SEARCH_PAGE = "/search/life%20coach";

describe("internal links", () => {
  it("every link on the site answers below 400", { timeout: 180_000 }, async () => {
    const { crawled, links } = await crawlSite(baseUrl(), ["/", SEARCH_PAGE], { maxPages: MAX_PAGES });

    const { html: home } = await getHtml("/");
    const navNiches = internalLinks(home, baseUrl()).filter((path) => path.startsWith("/category/"));
    expect(navNiches.length).toBeGreaterThan(100);
    const covered = new Set(crawled);
    for (const path of ["/", SEARCH_PAGE, "/terms", "/privacy-policy", "/earnings-disclaimer", "/signin", "/signup"]) {
      expect(covered, path).toContain(path);
    }
    expect(navNiches.filter((path) => !covered.has(path))).toEqual([]);
    expect(crawled.filter((path) => path.startsWith("/coach/")).length).toBeGreaterThanOrEqual(5);

    const broken = [...links]
      .filter(([, { status }]) => typeof status !== "number" || status >= 400)
      .map(([path, { status, foundOn }]) => `${path} answered ${status}, linked from ${[...foundOn].join(", ")}`);
    expect(broken).toEqual([]);
  });
});
