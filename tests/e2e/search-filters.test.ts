import { describe, expect, it } from "vitest";
import { filterTexts } from "../../app/lib/messages/filters.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { useBrowserPage, waitForLocation } from "../support/browser.ts";
import { baseUrl } from "../support/http.ts";

const currentPage = useBrowserPage();

type Card = { _id: string; rating: number; isFreeTraining: boolean };

/** How many coaches the API lists for these filters (all pages). */
async function apiCount(query: string): Promise<number> {
  let total = 0;
  for (let from = 0; ; from += 50) {
    const response = await fetch(`${baseUrl()}/api/user/search/coach?${query}&from=${from}&size=50`);
    const page = ((await response.json()) as { data: Card[] }).data;
    total += page.length;
    if (page.length < 50) return total;
  }
}

describe("search filters", () => {
  it("applies minimum rating and Free Training through the form: count, noindex, filtered scroll, axe", async () => {
    const page = currentPage();
    await page.goto(`${baseUrl()}/search/coach`);
    const unfilteredCount = await page.locator("[data-result-count]").textContent();
    await page.getByLabel(filterTexts.minRating).selectOption("4");
    await page.getByRole("checkbox", { name: "Free Training" }).check();
    await page.getByRole("button", { name: filterTexts.apply }).click();
    await waitForLocation(page, `${baseUrl()}/search/coach?minRating=4&offer=free-training`);

    const expected = filterTexts.resultCount(await apiCount("minRating=4&offer=free-training"), 1000);
    await expect.poll(() => page.locator("[data-result-count]").textContent()).toBe(expected);
    expect(expected).not.toBe(unfilteredCount);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
    // The form shows the filters it applied.
    expect(await page.getByLabel(filterTexts.minRating).inputValue()).toBe("4");
    expect(await page.getByRole("checkbox", { name: "Free Training" }).isChecked()).toBe(true);

    // "Show more" and infinite scroll ask the API with the same filters.
    const listCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/user/search/")) listCalls.push(request.url());
    });
    expect(await page.locator("main article").count()).toBe(5);
    await page.mouse.wheel(0, 20_000);
    await page.waitForFunction(() => document.querySelectorAll("main article").length === 10);
    expect(listCalls.length).toBeGreaterThan(0);
    for (const url of listCalls) expect(url).toMatch(/\?minRating=4&offer=free-training&from=\d+&size=5$/);
    await expectNoAxeViolations(page);
  });

  it("works before any script runs: the form is a plain GET form", async () => {
    const context = await currentPage().context().browser()?.newContext({ javaScriptEnabled: false });
    if (!context) throw new Error("No browser");
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/category/life-coach`);
      await page.getByLabel(filterTexts.sort).selectOption("reviews");
      await page.getByRole("checkbox", { name: "Group Coaching" }).check();
      await page.getByRole("button", { name: filterTexts.apply }).click();
      await waitForLocation(page, /\/category\/life-coach\?minRating=&location=&sort=reviews&offer=group-coaching$/);
      expect(await page.locator("[data-result-count]").textContent()).toMatch(/^[\d,]+\+? coach(es)?$/);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toMatch(/noindex/);
      await page.getByRole("link", { name: filterTexts.clear }).click();
      await waitForLocation(page, "/category/life-coach");
      expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
