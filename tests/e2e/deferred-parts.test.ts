import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { errorTexts } from "../../app/lib/messages/error-page.ts";
import { useBrowserPage } from "../support/browser.ts";
import { baseUrl } from "../support/http.ts";

// Parts of a page whose script loads after the page's own (decision 0057): when such a chunk is
// gone (a deployment removed it while the page was open), the page loads again once.
const currentPage = useBrowserPage();
const POLL = { timeout: 20_000 };

/** Makes the footer's chunk fail `times` times (every time with Infinity); counts documents and chunk requests. */
async function footerChunkFails(page: Page, times: number) {
  const counts = { documents: 0, chunks: 0 };
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) counts.documents++;
  });
  await page.route(/\/assets\/footer-[^/]+\.js$/, async (route) => {
    counts.chunks++;
    if (counts.chunks <= times) await route.fulfill({ status: 404, body: "gone" });
    else await route.continue();
  });
  return counts;
}

const hydrated = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated ?? "");

describe("a deferred part whose chunk does not load", () => {
  it("reloads the page once, which then hydrates with the part", async () => {
    const page = currentPage();
    const counts = await footerChunkFails(page, 1);
    await page.goto(`${baseUrl()}/category/life-coach`);
    await expect.poll(() => hydrated(page), POLL).toBe("true");
    expect(counts).toEqual({ documents: 2, chunks: 2 });
    await expect.poll(() => page.locator("footer").count(), POLL).toBe(1);
    expect(await page.getByRole("heading", { name: errorTexts.serverError }).count()).toBe(0);
  });

  it("goes on without the part when it fails again, without reloading in a loop", async () => {
    const page = currentPage();
    const counts = await footerChunkFails(page, Number.POSITIVE_INFINITY);
    await page.goto(`${baseUrl()}/search/life`);
    await expect.poll(() => hydrated(page), POLL).toBe("true");
    expect(counts).toEqual({ documents: 2, chunks: 2 });
    expect(await page.locator("footer").count()).toBe(0);
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await page.getByRole("heading", { name: errorTexts.serverError }).count()).toBe(0);
    expect(await page.getByText("Application Error").count()).toBe(0);
  });
});
