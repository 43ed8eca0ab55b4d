import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe.ts";
import { useBrowserPage } from "../support/browser.ts";
import { baseUrl } from "../support/http.ts";

const currentPage = useBrowserPage({ width: 390, height: 844 });

const GROUPS = ["Business", "Life", "Relationship", "Health", "Fitness", "More"];

const menuButton = (page: Page) => page.getByRole("button", { name: "Categories" });
const panel = (page: Page) => page.locator("dialog#nav-menu");
const isOpen = (page: Page) => panel(page).evaluate((d) => (d as HTMLDialogElement).open);
/** Room for a busy machine, where hydration can take seconds (expect.poll gives up after one). */
const POLL = { timeout: 20_000 };

async function openMenu(page: Page) {
  await menuButton(page).click();
  await expect.poll(() => isOpen(page), POLL).toBe(true);
}

/** What has focus: its accessible text and whether it sits in the panel. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { text: el?.textContent?.trim() ?? "", inPanel: Boolean(el?.closest("dialog#nav-menu")) };
  });

describe("mobile navigation menu", () => {
  it("is an opaque panel over every bar mode and passes axe while open", async () => {
    const page = currentPage();
    // Transparent (home), dark (category) and light (sign-up) bars.
    for (const path of ["/", "/category/business-coach", "/signup"]) {
      await page.goto(`${baseUrl()}${path}`);
      expect(await menuButton(page).getAttribute("aria-controls")).toBe("nav-menu");
      // The browser gives a command button its expanded state: the attribute is not allowed there.
      expect(await menuButton(page).getAttribute("aria-expanded")).toBeNull();
      await openMenu(page);
      const background = await panel(page).evaluate((d) => getComputedStyle(d).backgroundColor);
      // rgb() is opaque; rgba() must have alpha 1, and "transparent" is rgba(0, 0, 0, 0).
      expect(background, path).toMatch(/^rgb\(|^rgba\(.*,\s*1\)$/);
      await expect(panel(page).getByRole("heading", { name: "Categories" }).isVisible()).resolves.toBe(true);
      await expectNoAxeViolations(page);
    }
  });

  it("keeps Tab inside the panel, and Escape closes it with focus back on the button", async () => {
    const page = currentPage();
    await page.goto(`${baseUrl()}/`);
    await openMenu(page);
    expect(await focused(page)).toEqual({ text: "Close menu", inPanel: true });
    const cycle: string[] = [];
    for (let i = 0; i <= GROUPS.length; i++) {
      await page.keyboard.press("Tab");
      const now = await focused(page);
      expect(now.inPanel, `Tab ${i + 1} left the panel`).toBe(true);
      cycle.push(now.text);
    }
    expect(cycle).toEqual([...GROUPS, "Close menu"]);
    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toEqual({ text: "More", inPanel: true });

    await page.keyboard.press("Escape");
    await expect.poll(() => isOpen(page), POLL).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-controls")), POLL)
      .toBe("nav-menu");
  });

  it("closes when a niche link is followed", async () => {
    const page = currentPage();
    await page.goto(`${baseUrl()}/`);
    await openMenu(page);
    await panel(page).locator("summary", { hasText: "Life" }).click();
    await panel(page).getByRole("link", { name: "Life Coach", exact: true }).click();
    await expect.poll(() => page.evaluate(() => location.pathname), POLL).toBe("/category/life-coach");
    await expect.poll(() => isOpen(page), POLL).toBe(false);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).textContent(), POLL).toBe("Life Coach");
  });

  it("opens and closes before hydration too (no JavaScript)", async () => {
    const browser = currentPage().context().browser();
    if (!browser) throw new Error("No browser");
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/`);
      await menuButton(page).click();
      await expect.poll(() => isOpen(page), POLL).toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => isOpen(page), POLL).toBe(false);
    } finally {
      await context.close();
    }
  });

  it("leaves the desktop bar as it was: no menu button, the groups inline", async () => {
    const page = currentPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl()}/`);
    await expect(menuButton(page).isVisible()).resolves.toBe(false);
    const bar = page.getByRole("navigation", { name: "Main" }).locator("summary:visible");
    expect(await bar.allTextContents()).toEqual(GROUPS);
  });
});
