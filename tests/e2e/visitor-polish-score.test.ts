import { describe, expect, it } from "vitest";
import { messages } from "../../app/lib/messages/common.ts";
import { homeTexts } from "../../app/lib/messages/home.ts";
import { directoryTexts } from "../../app/lib/messages/directory.ts";
import { scoreTexts } from "../../app/lib/messages/score.ts";
import { scoreSummaryTexts } from "../../app/lib/messages/score-summary.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { useBrowserPage, waitForLocation } from "../support/browser.ts";
import { baseUrl } from "../support/http.ts";

const currentPage = useBrowserPage();

type Card = { _id: string; fullName: string; reviewCount: number; score: number };

async function cards(keyword: string): Promise<Card[]> {
  const response = await fetch(`${baseUrl()}/api/user/search/${keyword}?size=50`);
  return ((await response.json()) as { data: Card[] }).data;
}

const pathOf = (coach: Card) => `/coach/${coach.fullName.replace(" ", "_")}/${coach._id}`;

describe("the score explained, the rating distribution, no 0.0 for coaches without reviews", () => {
  it("shows the distribution and the score link; the formula page's example matches that coach's shown score", async () => {
    const page = currentPage();
    const coach = (await cards("coach")).find((c) => c.reviewCount >= 3);
    if (!coach) throw new Error("no demo coach with 3 reviews");
    await page.goto(`${baseUrl()}${pathOf(coach)}`);
    const distribution = page.getByRole("region", { name: scoreSummaryTexts.distributionTitle });
    await distribution.waitFor();
    const counts = await distribution.locator("dd.text-right").allTextContents();
    expect(counts).toHaveLength(5);
    expect(counts.reduce((sum, text) => sum + Number.parseInt(text, 10), 0)).toBe(coach.reviewCount);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: scoreSummaryTexts.howLink }).click();
    await waitForLocation(page, "/how-scores-work");
    await page.getByRole("heading", { name: scoreTexts.title, level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    const example = page.getByRole("region", { name: scoreTexts.exampleTitle });
    const stated = /rounded to (\d+)\./.exec((await example.textContent()) ?? "")?.[1];
    expect(stated).toBeDefined();
    await example.getByRole("link").click();
    await page.getByRole("heading", { level: 1 }).waitFor();
    // The gauge on the example coach's page shows the number the example worked out.
    const gauge = await page.locator("#coach-name ~ div").first().textContent();
    expect(gauge).toContain(`${stated}${messages.outOf(100)}${directoryTexts.score}`);
  });

  it("says 'No reviews yet' instead of 0.0 for a coach without reviews, on the card and the page", async () => {
    const page = currentPage();
    let coach: Card | undefined;
    for (const keyword of ["coach", "trainer", "life", "business", "health"]) {
      coach = (await cards(keyword)).find((c) => c.reviewCount === 0);
      if (coach) break;
    }
    if (!coach) throw new Error("no demo coach without reviews");
    await page.goto(`${baseUrl()}${pathOf(coach)}`);
    await page.getByRole("heading", { name: coach.fullName, level: 1 }).waitFor();
    await page.getByText(directoryTexts.noReviewsYet, { exact: true }).first().waitFor();
    expect(await page.locator("#coach-name ~ div").first().getByText("0.0").count()).toBe(0);
  });

  it("the home page's coach band leads to sign-up, and See all stays on one line", async () => {
    const page = currentPage();
    await page.goto(`${baseUrl()}/`);
    const band = page.getByRole("region", { name: homeTexts.joinTitle });
    await band.getByRole("link", { name: homeTexts.joinButton }).click();
    await waitForLocation(page, "/signup");
    await page.goto(`${baseUrl()}/`);
    const seeAll = page.getByRole("link", { name: /^See all/ }).first();
    expect(await seeAll.evaluate((a) => getComputedStyle(a).whiteSpace)).toBe("nowrap");
  });
});
