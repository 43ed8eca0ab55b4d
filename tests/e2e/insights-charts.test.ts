import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { dayLabel, insightWindow } from "../../app/lib/insight-periods.ts";
import { insightsSectionTexts as t } from "../../app/lib/messages/insights.ts";
import { siteFigureLabels, siteFiguresTexts } from "../../app/lib/messages/site-figures.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { signInThroughForm, useBrowserPage, waitForLocation } from "../support/browser.ts";
import { baseUrl } from "../support/http.ts";

// Issue 26's acceptance "the charts render with JavaScript off and pass axe": coach@example.com
// (level 3) signs in with script on, then opens /profile in a context with JavaScript disabled and
// the same cookies: the "Insights" part is there with its five charts, each an image with a name
// and a table of every day, and the 30/90 days links work; the same for the site's figures on
// /adminpanel (six charts of 12 weeks). axe injects a script, which a page
// without JavaScript does not run, so it checks the same HTML in the page with script on. The
// file only reads: it uses the suite's server.
const currentPage = useBrowserPage();

const CHARTS = Object.values(t.charts);

/** A context without JavaScript that holds the signed-in page's cookies. */
async function withoutScript(page: Page): Promise<BrowserContext> {
  const browser = page.context().browser() as Browser;
  return browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    viewport: { width: 1280, height: 900 },
  });
}

/** Each chart: an image named by its title, drawn at a size, and its table with a row a day. */
async function expectCharts(part: Locator, days: 30 | 90) {
  const period = insightWindow(days);
  expect(await part.getByRole("img").count()).toBe(CHARTS.length);
  for (const title of CHARTS) {
    const chart = part.getByRole("img", { name: title, exact: true });
    const box = await chart.boundingBox();
    expect(box?.width ?? 0, title).toBeGreaterThan(200);
    expect(box?.height ?? 0, title).toBeGreaterThan(50);
    const caption = t.caption(title, dayLabel(period.from, true), dayLabel(period.to, true));
    const table = part.getByRole("table", { name: caption });
    // A header row and a row a day, the last one today.
    expect(await table.getByRole("row").count(), title).toBe(days + 1);
    await table.getByRole("rowheader", { name: dayLabel(period.to), exact: true }).waitFor({ state: "attached" });
  }
  await part.getByRole("table", { name: t.totalsCaption(days) }).waitFor();
  await part.getByRole("table", { name: t.nichesCaption(days) }).waitFor();
}

describe("insights charts", () => {
  it("render on /profile with JavaScript off, switch to 90 days by a link, and pass axe", async () => {
    const page = currentPage();
    await signInThroughForm(page, baseUrl(), "coach@example.com", "/profile");
    // The same HTML with script on: axe runs here.
    await page.getByRole("heading", { name: t.title, level: 2 }).waitFor();
    await expectNoAxeViolations(page);

    const context = await withoutScript(page);
    try {
      const plain = await context.newPage();
      await plain.goto(`${baseUrl()}/profile`);
      // Script is off indeed: the page never hydrated, and the charts came with the HTML.
      expect(await plain.locator("html[data-hydrated]").count()).toBe(0);
      const part = plain.locator("#insights");
      await part.getByRole("heading", { name: t.title, level: 2 }).waitFor();
      await expectCharts(part, 30);
      await part.getByRole("link", { name: t.period(90) }).click();
      await waitForLocation(plain, "/profile?days=90");
      const longer = plain.locator("#insights");
      expect(await longer.getByRole("link", { name: t.period(90) }).getAttribute("aria-current")).toBe("page");
      await expectCharts(longer, 90);
    } finally {
      await context.close();
    }

    // With script the same link is a client navigation, whose data brings the part's new HTML; the
    // 90 days pass axe too.
    await page
      .locator("#insights")
      .getByRole("link", { name: t.period(90) })
      .click();
    await waitForLocation(page, "/profile?days=90");
    await page.getByRole("table", { name: t.totalsCaption(90) }).waitFor();
    expect(await page.locator("#insights").getByRole("img").count()).toBe(CHARTS.length);
    await expectNoAxeViolations(page);
  });

  it("render the site's figures on /adminpanel with JavaScript off, week by week, and pass axe", async () => {
    const page = currentPage();
    await signInThroughForm(page, baseUrl(), "admin@example.com", "/adminpanel");
    await page.getByRole("heading", { name: siteFiguresTexts.title, level: 2 }).waitFor();
    await expectNoAxeViolations(page);

    const context = await withoutScript(page);
    try {
      const plain = await context.newPage();
      await plain.goto(`${baseUrl()}/adminpanel`);
      expect(await plain.locator("html[data-hydrated]").count()).toBe(0);
      const part = plain.getByRole("region", { name: siteFiguresTexts.title });
      const titles = [
        siteFigureLabels.signUps,
        siteFigureLabels.claimsFiled,
        siteFigureLabels.claimsApproved,
        siteFigureLabels.reviews,
        siteFigureLabels.paidPlans,
        siteFiguresTexts.revenueTitle,
      ];
      expect(await part.getByRole("img").count()).toBe(titles.length);
      for (const title of titles) {
        const box = await part.getByRole("img", { name: title, exact: true }).boundingBox();
        expect(box?.width ?? 0, title).toBeGreaterThan(200);
        // A header row and 12 weeks, the last this one, so far.
        const table = part.getByRole("table", { name: new RegExp(`^${title} per week`) });
        expect(await table.getByRole("row").count(), title).toBe(13);
        await table.getByRole("rowheader", { name: /\(so far\)$/ }).waitFor({ state: "attached" });
      }
      await part.getByRole("table", { name: siteFiguresTexts.totalsCaption(12) }).waitFor();
    } finally {
      await context.close();
    }
  });
});
