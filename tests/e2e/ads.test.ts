import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { HOUSE_ADS } from "../../app/server/seed/house-ads.ts";
import { post, sessionCookie } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { useBrowserPage } from "../support/browser.ts";
import { useOwnServer } from "../support/own-server.ts";

// The banner as viewers see it (decision 0048), on a server of its own: the refresh interval is
// shortened by configuration (AD_REFRESH_SECONDS), and the Google switch changes nothing for others.
const server = useOwnServer("ads", { env: { AD_REFRESH_SECONDS: "2" } });
// Clicks count people, never robots (decision 0063): the browser says it is the Chrome a person runs.
const currentPage = useBrowserPage(undefined, { asPerson: true });
const POLL = { timeout: 20_000 };

const headlines = (zone: string) => HOUSE_ADS.filter((ad) => ad.zones.includes(zone as never)).map((ad) => ad.headline);

async function signInAs(context: BrowserContext, email: string) {
  const cookie = await sessionCookie(server.base, email, "demo-password");
  await context.addCookies(
    cookie.split("; ").map((pair) => {
      const [name = "", ...value] = pair.split("=");
      return { name, value: value.join("="), url: server.base };
    }),
  );
}

/** Scrolls the banner into view (it loads lazily) and answers the zone document's frame. */
async function bannerFrame(page: Page, zone: string) {
  const slot = page.getByRole("complementary", { name: "Advertisement" });
  await slot.scrollIntoViewIfNeeded();
  const frame = slot.locator("iframe");
  await expect.poll(() => frame.getAttribute("src"), POLL).toBe(`/ads/zone/${zone}`);
  return page.frameLocator('aside[aria-label="Advertisement"] iframe');
}

/** The headline the frame shows (text ads) or the alt text (image ads). */
async function shownHeadline(page: Page, zone: string): Promise<string> {
  const frame = await bannerFrame(page, zone);
  const link = frame.getByRole("link");
  await link.waitFor();
  return (await link.locator(".headline").count())
    ? ((await link.locator(".headline").textContent()) ?? "")
    : ((await link.locator("img").getAttribute("alt")) ?? "");
}

/**
 * Starts adding up the page's layout shifts (what cumulative layout shift sums); the returned
 * function answers the sum so far.
 */
async function watchLayoutShift(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { shift: number };
    w.shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) w.shift += e.value;
      }
    }).observe({ type: "layout-shift" });
  });
  return () => page.evaluate(() => (window as unknown as { shift: number }).shift);
}

describe("the ad banner", () => {
  it("shows a signed-out visitor a house ad of the signed-out zone, and passes axe", async () => {
    const page = currentPage();
    await page.goto(`${server.base}/`);
    expect(headlines("signed-out")).toContain(await shownHeadline(page, "signed-out"));
    // The slot is reserved: 90 px high whether or not the frame has loaded.
    const box = await page.getByRole("complementary", { name: "Advertisement" }).locator("iframe").boundingBox();
    expect(box).toMatchObject({ width: 728, height: 90 });
    await expectNoAxeViolations(page);
    // The page's check leaves the frame out (another document): the house ad is checked itself.
    await page.goto(`${server.base}/ads/zone/signed-out`);
    await expectNoAxeViolations(page);
  });

  it("shifts no layout (CLS 0) on home, a search page and a coach page as the banner loads", async () => {
    const page = currentPage();
    await page.goto(`${server.base}/`);
    const coach = (await page.locator('a[href^="/coach/"]').first().getAttribute("href")) ?? "";
    // A search with one page of results: scrolling a longer list to the banner loads the next
    // page above it (infinite scroll), which moves the footer and the banner alike.
    const name = decodeURIComponent(coach.split("/")[2] ?? "").replace("_", " ");
    for (const path of ["/", `/search/${encodeURIComponent(name)}`, coach]) {
      await page.goto(`${server.base}${path}`);
      await page.waitForLoadState("load");
      const shift = await watchLayoutShift(page);
      // The lazy frame loads only now, as the slot comes into view.
      await (await bannerFrame(page, "signed-out")).getByRole("link").waitFor();
      expect(await shift(), path).toBe(0);
    }
  });

  it("shows user@example.com the level1 zone and coach@example.com the level3 zone", async () => {
    const page = currentPage();
    await signInAs(page.context(), "user@example.com");
    await page.goto(`${server.base}/search/coach`);
    expect(headlines("level1")).toContain(await shownHeadline(page, "level1"));
    await page.context().clearCookies();
    await signInAs(page.context(), "coach@example.com");
    await page.goto(`${server.base}/search/coach`);
    expect(headlines("level3")).toContain(await shownHeadline(page, "level3"));
  });

  it("reloads the frame after the configured interval while the tab is visible", async () => {
    const page = currentPage();
    let loads = 0;
    page.on("response", (response) => {
      if (new URL(response.url()).pathname === "/ads/zone/signed-out" && response.status() === 200) loads++;
    });
    await page.goto(`${server.base}/category/life-coach`);
    await bannerFrame(page, "signed-out");
    await expect.poll(() => loads, POLL).toBeGreaterThanOrEqual(1);
    await expect.poll(() => loads, POLL).toBeGreaterThanOrEqual(3);
  });

  it("lands on the ad's stored target when the house ad is clicked", async () => {
    const page = currentPage();
    const admin = await post(server.base, "/api/signin", { email: "admin@example.com", password: "demo-password" });
    const clicks = async () => {
      const response = await fetch(`${server.base}/api/admin/houseads`, {
        headers: { Authorization: `Bearer ${admin.body.data.token}` },
      });
      const ads = ((await response.json()) as { data: { target: string; clicks: number }[] }).data;
      return new Map(ads.map((ad) => [ad.target, ad.clicks]));
    };
    const before = await clicks();
    await page.goto(`${server.base}/`);
    const frame = await bannerFrame(page, "signed-out");
    await frame.getByRole("link").click();
    // The frame reloads every 2 s here, so the ad under the pointer may have changed since it was
    // read: the landing page must be the stored target of an ad of the zone, and that ad's click
    // counter must have gone up by one.
    const targets = HOUSE_ADS.filter((ad) => ad.zones.includes("signed-out")).map((ad) => ad.target);
    await expect
      .poll(() => page.evaluate(() => location.pathname), POLL)
      .toSatisfy((path: string) => targets.includes(path));
    const landed = await page.evaluate(() => location.pathname);
    expect((await clicks()).get(landed)).toBe((before.get(landed) ?? 0) + 1);
  });

  it("shows the zone's image link instead of the frame at 390 px, and never loads the frame", async () => {
    const browser = currentPage().context().browser();
    if (!browser) throw new Error("no browser");
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      const violations: string[] = [];
      page.on("console", (m) => {
        if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
      });
      const adRequests: string[] = [];
      page.on("request", (r) => {
        if (new URL(r.url()).pathname.startsWith("/ads/")) adRequests.push(new URL(r.url()).pathname);
      });
      await page.goto(`${server.base}/`);
      await page.waitForLoadState("load");
      const shift = await watchLayoutShift(page);
      const slot = page.getByRole("complementary", { name: "Advertisement" });
      await slot.scrollIntoViewIfNeeded();
      const link = slot.getByRole("link", { name: "Advertisement: open the advertiser's offer" });
      await link.waitFor();
      expect(await slot.locator("iframe").isVisible()).toBe(false);
      const image = link.locator("img");
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), POLL)
        .toBe(320);
      expect(await image.boundingBox()).toMatchObject({ width: 320, height: 50 });
      expect(adRequests).toContain("/ads/narrow/signed-out/image");
      expect(adRequests.filter((p) => p.startsWith("/ads/zone/"))).toEqual([]);
      expect(await shift()).toBe(0);
      await link.click();
      const targets = HOUSE_ADS.filter((ad) => ad.zones.includes("signed-out")).map((ad) => ad.target);
      await expect
        .poll(() => page.evaluate(() => location.pathname + location.search).catch(() => ""), POLL)
        .toSatisfy((path: string) => targets.includes(path));
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("shows every viewer the 'Google Ad Banners' placeholder after the admin switches to Google", async () => {
    const signin = await post(server.base, "/api/signin", { email: "admin@example.com", password: "demo-password" });
    const admin = { Authorization: `Bearer ${signin.body.data.token}`, "Content-Type": "application/json" };
    const switchTo = (isGoogleBanner: boolean) =>
      fetch(`${server.base}/api/admin/bannerpreference`, {
        method: "PUT",
        headers: admin,
        body: JSON.stringify({ isGoogleBanner }),
      });
    expect((await switchTo(true)).status).toBe(200);
    try {
      const page = currentPage();
      for (const email of [null, "user@example.com", "coach@example.com", "admin@example.com"]) {
        await page.context().clearCookies();
        if (email) await signInAs(page.context(), email);
        await page.goto(`${server.base}/search/coach`);
        const slot = page.getByRole("complementary", { name: "Advertisement" });
        await slot.getByText("Google Ad Banners").waitFor();
        expect(await slot.locator("iframe").count(), email ?? "signed out").toBe(0);
      }
      await expectNoAxeViolations(page);
    } finally {
      expect((await switchTo(false)).status).toBe(200);
    }
  });
});
