import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { insightCountLabels, insightsSectionTexts } from "../../app/lib/messages/insights.ts";
import { coachPath } from "../../app/lib/urls.ts";
import { signInThroughForm, useBrowserPage } from "../support/browser.ts";
import { callApi } from "../support/http.ts";
import { useOwnServer } from "../support/own-server.ts";

// Issue 26's acceptance in Chromium: three signed-out views of a coach page, a search listing it
// and a click on its website reach its owner's insights within a minute (the counts are added to
// the daily table every second here), and the owner's own views do not. The browser says it is
// the Chrome a person runs: the site counts people only. Counting changes data: a server of its own.
const server = useOwnServer("insights-e2e", { isolated: true, env: { INSIGHTS_FLUSH_SECONDS: "1" } });
const currentPage = useBrowserPage(undefined, { asPerson: true });

type Totals = { views: number; searchImpressions: number; websiteClicks: number };
type Own = { _id: string; fullName: string; website: string | null };

async function ownerToken(): Promise<string> {
  const answer = await callApi<{ token: string }>(server.base, "POST", "/api/signin", null, {
    email: "coach@example.com",
    password: "demo-password",
  });
  return answer.body?.data?.token ?? "";
}

/** Waits for the page's next counting call (what it listed, what was clicked) to be answered. */
const counted = (page: Page) =>
  page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/api/insights/events");

describe("coach insights", () => {
  it("count a visitor's views, a search listing and a website click, not the owner's own views", async () => {
    const page = currentPage();
    const token = await ownerToken();
    const own = (await callApi<Own>(server.base, "GET", "/api/profile", token)).body?.data;
    if (!own?.website) throw new Error("coach@example.com's demo profile has no website");
    const totals = async () =>
      (await callApi<{ totals: Totals }>(server.base, "GET", "/api/profile/insights?days=30", token)).body?.data
        ?.totals;
    const before = await totals();
    if (!before) throw new Error("no insights for the owner");

    // First the owner's own visits, signed in: the server counts none of them.
    const coachPage = `${server.base}${coachPath(own)}`;
    await signInThroughForm(page, server.base, "coach@example.com", coachPath(own));
    await page.goto(coachPage);
    await page.context().clearCookies();

    const listed = counted(page);
    await page.goto(`${server.base}/search/${encodeURIComponent(own.fullName)}`);
    await listed;
    await page.locator(`main a[href*="${own._id}"]`).first().waitFor();

    // Each view is counted where the server answers the page (decision 0084): the first renders
    // it, the next come from the page cache.
    for (let view = 0; view < 3; view++) await page.goto(coachPage);
    // From the third view, a click on the website: another site, where the test stops the browser
    // once the click was counted.
    await page.context().route(`${new URL(own.website).origin}/**`, (route) => route.abort());
    const clicked = page.waitForRequest(
      (r) => new URL(r.url()).pathname === "/api/insights/events" && (r.postData() ?? "").includes('"website"'),
    );
    await page
      .getByRole("link", { name: /website/i })
      .first()
      .click();
    await clicked;

    await expect.poll(totals, { timeout: 60_000, interval: 500 }).toMatchObject({
      views: before.views + 3,
      searchImpressions: before.searchImpressions + 1,
      websiteClicks: before.websiteClicks + 1,
    });

    // /profile shows the same figures in its totals table.
    await signInThroughForm(page, server.base, "coach@example.com", "/profile");
    const table = page.getByRole("table", { name: insightsSectionTexts.totalsCaption(30) });
    const views = table.getByRole("row", { name: new RegExp(`^${insightCountLabels.views}`) });
    expect(await views.getByRole("cell").first().textContent()).toBe(String(before.views + 3));
  }, 120_000);
});
