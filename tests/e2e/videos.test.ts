import type { Locator, Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe.ts";
import { useBrowserPage } from "../support/browser.ts";
import { baseUrl, coachIdsIn, getHtml, getJson } from "../support/http.ts";

const currentPage = useBrowserPage();
/** Room for a busy machine, where hydration can take seconds (expect.poll gives up after one). */
const POLL = { timeout: 20_000 };

type Profile = { _id: string; fullName: string; trainingVideoLinks: string[]; storyVideoLinks: { Title: string }[] };

/** A demo coach with a full carousel: level 4 and 5 demo coaches have 5 training videos. */
async function coachWithFiveVideos(): Promise<Profile> {
  for (const id of coachIdsIn((await getHtml("/")).html)) {
    const { body } = await getJson<{ data: Profile }>(`/api/user/${id}`);
    if (body.data.trainingVideoLinks.length === 5) return body.data;
  }
  throw new Error("No demo coach on the home page has 5 training videos");
}

/** React has attached its handlers to this element: before that a click does nothing. */
const hydrated = (element: Locator) =>
  element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps")));

const youtubeId = (link: string) => new URL(link).searchParams.get("v");

describe("videos", () => {
  it("load nothing from another site until play is pressed; then the nocookie player", async () => {
    const page: Page = currentPage();
    const coach = await coachWithFiveVideos();
    const origin = new URL(baseUrl()).origin;
    const offSite: Request[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).origin !== origin) offSite.push(request);
    });
    await page.goto(`${baseUrl()}/coach/${encodeURIComponent(coach.fullName.replace(" ", "_"))}/${coach._id}`);

    const carousel = page.getByRole("region", { name: "Training videos" });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByText("1 of 5").waitFor();
    // The first video added appears last: the newest one is shown first.
    const newest = youtubeId(coach.trainingVideoLinks[4] ?? "");
    const play = carousel.getByRole("button", { name: "Play video: Training video 1" });
    expect(await carousel.locator("img").count()).toBe(0);
    for (const story of coach.storyVideoLinks) {
      await page.getByRole("button", { name: `Play video: ${story.Title}` }).waitFor();
    }
    await expect.poll(() => hydrated(play), POLL).toBe(true);

    // Arrow keys and the buttons move through all five, wrapping around.
    const next = carousel.getByRole("button", { name: "Next video" });
    await next.focus();
    await page.keyboard.press("ArrowRight");
    await carousel.getByText("2 of 5").waitFor();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await carousel.getByText("5 of 5").waitFor();
    await next.click();
    await carousel.getByText("1 of 5").waitFor();
    await expectNoAxeViolations(page);

    // So far nothing has left the site: no image, frame, script, style or call.
    expect(offSite.map((r) => `${r.resourceType()} ${r.url()}`)).toEqual([]);
    // No player frame yet (the ad banner's frame is another matter: tests/e2e/ads.test.ts).
    expect(await page.locator("iframe:not([data-ad-frame])").count()).toBe(0);

    // Enter on the focused facade loads the player, which starts playing.
    await play.focus();
    await page.keyboard.press("Enter");
    const player = carousel.locator("iframe");
    await player.waitFor({ state: "attached" });
    expect(await player.getAttribute("src")).toBe(`https://www.youtube-nocookie.com/embed/${newest}?autoplay=1`);
    expect(await player.getAttribute("title")).toBe("Training video 1");
    expect(await player.getAttribute("allow")).toContain("autoplay");
    await expect
      .poll(() => offSite.some((r) => r.url().startsWith("https://www.youtube-nocookie.com/embed/")), POLL)
      .toBe(true);
    expect(await play.count()).toBe(0);
  });
});
