import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useBrowserPage } from "../support/browser.ts";
import { baseUrl, coachIdsIn, getHtml, getJson } from "../support/http.ts";

// What the pages tell POST /api/insights/events once hydrated (decision 0076): a results page the
// coaches it lists (and each page it loads on scroll), a coach's website and social link their
// clicks, a video its first play. A coach page sends no view: the server counts it where it
// answers the page (decision 0084). Headless Chromium is a bot to the server, which counts none of
// it: what is checked here is what the browser sends; what the server counts of it is
// tests/api/insights-counting.test.ts.
const currentPage = useBrowserPage();
const POLL = { timeout: 20_000 };

type Sent = {
  impressions?: { search?: string[]; niche?: string[] };
  clicks?: { coachId: string; kind: string }[];
};

/** Every counting call the page makes from now on, its body parsed. */
function recordCounting(page: Page): Sent[] {
  const sent: Sent[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/insights/events")
      sent.push(JSON.parse(request.postData() ?? "null") as Sent);
  });
  return sent;
}

/** The coaches a results page lists, in its order. */
const listed = async (page: Page) =>
  page
    .locator("main article")
    .evaluateAll((cards) =>
      cards.map((card) => /\/coach\/[^/]+\/([0-9a-f-]{36})/.exec(card.querySelector("a")?.href ?? "")?.[1] ?? ""),
    );

type Profile = { _id: string; fullName: string; website: string | null; trainingVideoLinks: string[] };

/** A paid demo coach: a website, a social link and five training videos. */
async function paidCoach(): Promise<Profile> {
  for (const id of coachIdsIn((await getHtml("/")).html)) {
    const { body } = await getJson<{ data: Profile }>(`/api/user/${id}`);
    if (body.data.trainingVideoLinks.length === 5 && body.data.website) return body.data;
  }
  throw new Error("No paid demo coach on the home page");
}

describe("counting for coach insights, in the browser", () => {
  it("sends no view for a coach page, a video's first play, and a click on the website", async () => {
    const page = currentPage();
    const coach = await paidCoach();
    const sent = recordCounting(page);
    // The coach's site is not on this closed network: the browser gets a stand-in.
    await page.route(`${coach.website}/**`, (route) =>
      route.fulfill({ contentType: "text/html", body: "<p>site</p>" }),
    );
    await page.goto(`${baseUrl()}/coach/${encodeURIComponent(coach.fullName.replace(" ", "_"))}/${coach._id}`);

    const carousel = page.getByRole("region", { name: "Training videos" });
    await carousel.scrollIntoViewIfNeeded();
    const play = (n: number) => carousel.getByRole("button", { name: `Play video: Training video ${n}` });
    await play(1).click();
    await expect.poll(() => sent.length, POLL).toBe(1);
    // The first video again (a new facade once the carousel comes back to it) is no new play.
    await carousel.getByRole("button", { name: "Next video" }).click();
    await carousel.getByRole("button", { name: "Previous video" }).click();
    await play(1).click();
    await carousel.getByRole("button", { name: "Next video" }).click();
    await play(2).click();
    await expect.poll(() => sent.length, POLL).toBe(2);

    await page.getByRole("link", { name: "Website" }).click();
    await expect.poll(() => sent.length, POLL).toBe(3);
    const video = { coachId: coach._id, kind: "video" };
    expect(sent).toEqual([
      { clicks: [video] },
      { clicks: [video] },
      { clicks: [{ coachId: coach._id, kind: "website" }] },
    ]);
  });

  it("sends the coaches a search lists, each page loaded on scroll, and another search's", async () => {
    const page = currentPage();
    const sent = recordCounting(page);
    await page.goto(`${baseUrl()}/search/coach`);
    const first = await listed(page);
    expect(first).toHaveLength(5);
    await expect.poll(() => sent, POLL).toEqual([{ impressions: { search: first } }]);

    await page.mouse.wheel(0, 20_000);
    await page.waitForFunction(() => document.querySelectorAll("main article").length === 10);
    const more = (await listed(page)).slice(5);
    await expect.poll(() => sent.length, POLL).toBe(2);
    expect(sent[1]).toEqual({ impressions: { search: more } });

    // Another search, a client navigation: its own list.
    const box = page.getByPlaceholder("Search. Share. Read Reviews");
    await box.fill("life");
    await box.press("Enter");
    await page.waitForURL(`${baseUrl()}/search/life`);
    // Its first page of five; the window is still scrolled down, so it may load the next at once.
    await expect.poll(() => sent.length, POLL).toBeGreaterThanOrEqual(3);
    expect(sent[2]).toEqual({ impressions: { search: (await listed(page)).slice(0, 5) } });
  });

  it("sends the coaches a niche page lists", async () => {
    const page = currentPage();
    const sent = recordCounting(page);
    await page.goto(`${baseUrl()}/category/life-coach`);
    const shown = await listed(page);
    expect(shown.length).toBeGreaterThan(0);
    await expect.poll(() => sent, POLL).toEqual([{ impressions: { niche: shown } }]);
  });
});
