import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe.ts";
import { useBrowserPage, waitForLocation } from "../support/browser.ts";
import { baseUrl } from "../support/http.ts";

const currentPage = useBrowserPage();

describe("home", () => {
  it("shows the hero, six category cards and five featured blocks of 8", async () => {
    const page = currentPage();
    await page.goto(`${baseUrl()}/`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Reviews matter.");
    const cards = page.getByRole("region", { name: "Browse by category" }).getByRole("link");
    expect(await cards.allTextContents()).toEqual([
      "Business Coach",
      "Life Coach",
      "Relationship Coach",
      "Health Coach",
      "Fitness Trainer",
      "InfluencersActors",
    ]);
    const featured = page.getByRole("region", { name: /^Featured / });
    expect(await featured.count()).toBe(5);
    for (let i = 0; i < 5; i++) expect(await featured.nth(i).getByRole("listitem").count()).toBe(8);
  });

  it("does not submit an empty search and goes to /search/{keyword} otherwise", async () => {
    const page = currentPage();
    await page.goto(`${baseUrl()}/`);
    const box = page.getByPlaceholder("Search. Share. Read Reviews");
    // Every request for a search is recorded: the blank one must cause none, the real one some.
    const searches: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith("/search")) searches.push(url.pathname + url.search);
    });
    await box.fill("   ");
    await box.press("Enter");
    await box.fill("life coach");
    await box.press("Enter");
    await waitForLocation(page, "/search/life%20coach");
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.filter((p) => !p.startsWith("/search/life%20coach"))).toEqual([]);
  });

  it("opens a navigation dropdown by keyboard and follows a niche link", async () => {
    const page = currentPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl()}/`);
    // One list serves the bar and the narrow screen's panel: at this width it stands in the bar.
    const summary = page.locator("header summary", { hasText: "Fitness" });
    await summary.focus();
    await page.keyboard.press("Enter");
    const list = page.getByRole("list", { name: "Fitness niches" }).last();
    await expect(list.isVisible()).resolves.toBe(true);
    expect(await list.getByRole("link").count()).toBe(24);
    await page.keyboard.press("Escape");
    await expect(list.isVisible()).resolves.toBe(false);
  });

  it("has no accessibility violations on home, a legal page and the 404 page", async () => {
    const page = currentPage();
    for (const path of ["/", "/terms", "/no-such-page"]) {
      await page.goto(`${baseUrl()}${path}`);
      await expectNoAxeViolations(page);
    }
  });

  it("answers unknown pages with the 404 text", async () => {
    const page = currentPage();
    const response = await page.goto(`${baseUrl()}/nothing/here`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Error 404. Page Not Found");
  });
});
