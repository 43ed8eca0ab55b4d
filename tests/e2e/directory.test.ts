import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe.ts";
import { useBrowserPage, waitForLocation } from "../support/browser.ts";
import { messages } from "../../app/lib/messages/common.ts";
import { baseUrl } from "../support/http.ts";

const currentPage = useBrowserPage();

const cards = () => currentPage().locator("main article");

/**
 * Fills a controlled search box until React holds the text: a keystroke that lands while the page
 * is still settling (a client navigation re-rendering the box) has been seen to be dropped in CI.
 */
async function typeInto(box: Locator, text: string) {
  await expect
    .poll(
      async () => {
        if ((await box.inputValue()) !== text) await box.fill(text);
        return box.inputValue();
      },
      { timeout: 10_000 },
    )
    .toBe(text);
}

describe("search", () => {
  it("shows 5 cards, then 5 more on each scroll, without duplicates", async () => {
    const page = currentPage();
    await page.goto(`${baseUrl()}/search/life`);
    expect(await cards().count()).toBe(5);
    await page.mouse.wheel(0, 20_000);
    await page.waitForFunction(() => document.querySelectorAll("main article").length === 10);
    await page.mouse.wheel(0, 20_000);
    await page.waitForFunction(() => document.querySelectorAll("main article").length === 15);
    const names = await page.locator("main article h2").allTextContents();
    expect(names).toHaveLength(15);
    const links = await page
      .locator("main article a", { hasText: "Learn more" })
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(new Set(links).size).toBe(15);
    await expectNoAxeViolations(page);
  });

  it("finds business coaches for the typo 'bussiness' and shows the empty message for nonsense", async () => {
    const page = currentPage();
    await page.goto(`${baseUrl()}/`);
    const box = page.getByPlaceholder("Search. Share. Read Reviews");
    await typeInto(box, "bussiness");
    await box.press("Enter");
    await waitForLocation(page, "/search/bussiness");
    await page.waitForSelector("main article");
    expect(await cards().first().textContent()).toContain("Business Coach");

    const again = page.getByPlaceholder("Search. Share. Read Reviews");
    await typeInto(again, "zzqxwv");
    await again.press("Enter");
    await waitForLocation(page, "/search/zzqxwv");
    const empty = page.getByText("No results found please try a different search.");
    await empty.waitFor();
    await expect(empty.isVisible()).resolves.toBe(true);
  });
});

describe("category", () => {
  it("lists sponsored coaches first with the Sponsored tag", async () => {
    const page = currentPage();
    await page.goto(`${baseUrl()}/category/business-coach`);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Business Coach");
    const tags = await cards().evaluateAll((list) => list.map((a) => a.textContent?.includes("Sponsored") ?? false));
    expect(tags[0]).toBe(true);
    expect(tags.slice(tags.indexOf(false)).every((t) => !t)).toBe(true);
    await expectNoAxeViolations(page);
  });
});

describe("coach profile", () => {
  it("opens from a card and shows rating, badges, the first 2 reviews and the log-in link", async () => {
    const page = currentPage();
    // A card on the first page whose coach has more reviews than an anonymous visitor may read.
    const listed = await page.request.get(`${baseUrl()}/api/user/category/life-coach?size=5`);
    const busy = ((await listed.json()) as { data: { reviewCount: number }[] }).data.findIndex(
      (c) => c.reviewCount > 2,
    );
    expect(busy).toBeGreaterThanOrEqual(0);
    await page.goto(`${baseUrl()}/category/life-coach`);
    const card = cards().nth(busy);
    const name = (await card.locator("h2").textContent()) ?? "";
    await card.getByRole("link", { name: /Learn more/ }).click();
    const heading = page.getByRole("heading", { level: 1, name });
    await heading.waitFor();
    expect(await heading.textContent()).toBe(name);
    await expect(
      page
        .getByRole("img", { name: /Rated [\d.]+ out of 5/ })
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    expect(await page.getByRole("list", { name: "Badges", exact: true }).getByRole("listitem").count()).toBe(8);
    expect(await page.locator("#comments ~ ol article").count()).toBe(2);
    await page.getByRole("link", { name: messages.loginToViewComments }).waitFor();
    await expectNoAxeViolations(page);
  });
});

describe("compact card popup", () => {
  it("opens the full card from the keyboard and closes with Escape", async () => {
    const page = currentPage();
    await page.goto(`${baseUrl()}/`);
    const info = page.getByRole("button", { name: /^More about / }).first();
    const name = ((await info.getAttribute("aria-label")) ?? "").replace("More about ", "");
    await info.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name });
    await dialog.getByRole("link", { name: /Learn more/ }).waitFor();
    await expect(dialog.isVisible()).resolves.toBe(true);
    expect(await dialog.getByRole("link", { name: /Learn more/ }).count()).toBe(1);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(dialog.isVisible()).resolves.toBe(false);
  });
});
