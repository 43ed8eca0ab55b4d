import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { BADGES } from "../../app/lib/levels.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { toasts, useBrowserPage, waitForLocation } from "../support/browser.ts";
import { useOwnServer } from "../support/own-server.ts";

// Posting reviews changes the demo data, so this file has a server and database of its own.
const server = useOwnServer("visitor-polish-stars", { isolated: true });
const currentPage = useBrowserPage();

async function apiToken(page: Page, email: string): Promise<string> {
  const response = await page.request.post(`${server.base}/api/signin`, { data: { email, password: "demo-password" } });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The demo coach of coach@example.com and a demo reviewer who has not rated them. */
async function cast(page: Page) {
  const coachToken = await apiToken(page, "coach@example.com");
  const me = await page.request.get(`${server.base}/api/profile`, {
    headers: { Authorization: `Bearer ${coachToken}` },
  });
  const coach = ((await me.json()) as { data: { _id: string; fullName: string } }).data;
  for (let i = 0; i < 10; i++) {
    const email = `reviewer${i}@users.example`;
    const mine = await page.request.get(`${server.base}/api/comments/mine`, {
      headers: { Authorization: `Bearer ${await apiToken(page, email)}` },
    });
    const reviews = ((await mine.json()) as { data: { coach: { id: string } }[] }).data;
    if (!reviews.some((r) => r.coach.id === coach._id)) return { coach, reviewer: email };
  }
  throw new Error("No demo reviewer left for this coach");
}

/** Signs the reviewer in and lands on the coach page. */
async function openCoachAs(page: Page) {
  const { coach, reviewer } = await cast(page);
  const path = `/coach/${encodeURIComponent(coach.fullName.replace(" ", "_"))}/${coach._id}`;
  await page.goto(`${server.base}/signin?redirectTo=${encodeURIComponent(path)}`);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("E-mail").fill(reviewer);
  await form.getByLabel("Password", { exact: true }).fill("demo-password");
  await form.getByRole("button", { name: "Sign In", exact: true }).click();
  await waitForLocation(page, path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return { coach, reviewer };
}

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has the focus (at most 20 times). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 20 && !(await isFocused(target)); i++) await page.keyboard.press("Tab");
  expect(await isFocused(target)).toBe(true);
}

const checked = (dialog: Locator) => dialog.getByRole("radio", { checked: true });

describe("star rating input", () => {
  it("is operated with the keyboard alone to 3.5 stars and posts it", async () => {
    const page = currentPage();
    const { reviewer } = await openCoachAs(page);
    const rate = page.getByRole("button", { name: "Rate this coach" });
    await rate.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: /^Rate / });
    const group = dialog.getByRole("radiogroup", { name: "Stars" });
    await group.waitFor();
    expect(await group.getByRole("radio").count()).toBe(9);
    expect(
      await group.getByRole("radio").evaluateAll((radios) => radios.map((r) => r.getAttribute("aria-label"))),
    ).toEqual([
      "1 star",
      "1.5 stars",
      "2 stars",
      "2.5 stars",
      "3 stars",
      "3.5 stars",
      "4 stars",
      "4.5 stars",
      "5 stars",
    ]);
    await dialog.getByText("No stars chosen yet").waitFor();

    // One tab stop: the first star while none is chosen.
    await tabTo(page, group.getByRole("radio", { name: "1 star", exact: true }));
    await page.keyboard.press("End");
    await dialog.getByText("5 out of 5").waitFor();
    await page.keyboard.press("Home");
    await dialog.getByText("1 out of 5").waitFor();
    await page.keyboard.press("ArrowLeft");
    await dialog.getByText("1 out of 5").waitFor();
    for (let i = 0; i < 6; i++) await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowLeft");
    await dialog.getByText("3.5 out of 5").waitFor();
    const chosen = group.getByRole("radio", { name: "3.5 stars" });
    expect(await checked(dialog).getAttribute("aria-label")).toBe("3.5 stars");
    expect(await isFocused(chosen)).toBe(true);
    expect(await group.getByRole("radio").evaluateAll((radios) => radios.map((r) => r.tabIndex))).toEqual([
      -1, -1, -1, -1, -1, 0, -1, -1, -1,
    ]);
    await expectNoAxeViolations(page);

    // The rest of the form by keyboard too.
    await tabTo(page, dialog.getByLabel("Problem Solver"));
    await page.keyboard.press("Space");
    await tabTo(page, dialog.getByLabel("Comment"));
    await page.keyboard.type("Three and a half stars, chosen with the keyboard.");
    await tabTo(page, dialog.getByLabel("I agree to the review terms."));
    await page.keyboard.press("Space");
    await tabTo(page, dialog.getByRole("button", { name: "Post review" }));
    await page.keyboard.press("Enter");

    await toasts(page).getByText("Your feedback posted successfully.").waitFor();
    const review = page.locator("#comments ~ ol > li", {
      hasText: "Three and a half stars, chosen with the keyboard.",
    });
    await review.getByRole("img", { name: "Rated 3.5 out of 5" }).waitFor();
    const mine = await page.request.get(`${server.base}/api/comments/mine`, {
      headers: { Authorization: `Bearer ${await apiToken(page, reviewer)}` },
    });
    const posted = ((await mine.json()) as { data: { rating: number; comment: string }[] }).data.find((r) =>
      r.comment.startsWith("Three and a half stars"),
    );
    expect(posted?.rating).toBe(3.5);
  });

  it("is operated with the mouse on the left and right half of the 5th star, and posts 4.5", async () => {
    const page = currentPage();
    await openCoachAs(page);
    await page.getByRole("button", { name: "Rate this coach" }).click();
    const dialog = page.getByRole("dialog", { name: /^Rate / });
    const group = dialog.getByRole("radiogroup", { name: "Stars" });
    await dialog.getByRole("button", { name: "Post review" }).click();
    await dialog.getByText("Kindly select star ratings for the coach.").waitFor();

    const box = await group.locator(":scope > span").nth(4).boundingBox();
    if (!box) throw new Error("The 5th star is not shown");
    await page.mouse.click(box.x + box.width * 0.75, box.y + box.height / 2);
    await dialog.getByText("5 out of 5").waitFor();
    await page.mouse.click(box.x + box.width * 0.25, box.y + box.height / 2);
    await dialog.getByText("4.5 out of 5").waitFor();
    expect(await checked(dialog).getAttribute("aria-label")).toBe("4.5 stars");
    await expectNoAxeViolations(page);

    await dialog.getByLabel("Comment").fill("Four and a half stars, chosen with the mouse.");
    await dialog.getByLabel("I agree to the review terms.").check();
    await dialog.getByRole("button", { name: "Post review" }).click();
    await toasts(page).getByText("Your feedback posted successfully.").waitFor();
    const review = page.locator("#comments ~ ol > li", { hasText: "Four and a half stars, chosen with the mouse." });
    await review.getByRole("img", { name: "Rated 4.5 out of 5" }).waitFor();
  });
});

describe("badges", () => {
  const names = new RegExp(`^(${BADGES.join("|")}): \\d+$`);

  it("a search-result card shows all eight badges with their counts, most given first; the coach page ranks them", async () => {
    const page = currentPage();
    await page.goto(`${server.base}/search/life`);
    const cards = page.locator("main article");
    expect(await cards.count()).toBeGreaterThan(0);
    let seen = 0;
    for (const card of await cards.all()) {
      const list = card.getByRole("list", { name: "Badges", exact: true });
      const texts = await list.getByRole("listitem").allTextContents();
      expect(texts).toHaveLength(8);
      const counts = texts.map((t) => Number(t.split(": ")[1]));
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      // A badge nobody gave yet is an icon with its count; its name is in its accessible name.
      for (const zero of await list.getByRole("listitem", { name: /: 0$/ }).all()) {
        expect(await zero.getAttribute("title")).toMatch(new RegExp(`^(${BADGES.join("|")})$`));
      }
      for (const text of texts) {
        expect(text).toMatch(names);
        // Found by its role and that name: the name is what assistive technology reads.
        expect(await list.getByRole("listitem", { name: text, exact: true }).count()).toBe(1);
        seen++;
      }
    }
    expect(seen).toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await cards
      .first()
      .getByRole("link", { name: /^Learn more/ })
      .click();
    await waitForLocation(page, /\/coach\//);
    await page.locator("#coach-name").waitFor();
    const ranked = page.getByRole("list", { name: "Badges", exact: true });
    const counts = (await ranked.getByRole("listitem").allTextContents()).map((t) => Number(t.split(": ")[1]));
    expect(counts).toHaveLength(8);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});
