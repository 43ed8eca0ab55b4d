import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe.ts";
import { toasts, useBrowserPage, waitForLocation } from "../support/browser.ts";
import { baseUrl } from "../support/http.ts";
import { moderationTexts, reasonLabels } from "../../app/lib/messages/moderation.ts";
import { moderationRecordTexts, removalFormTexts } from "../../app/lib/messages/review-trust.ts";

const currentPage = useBrowserPage();

async function apiToken(page: Page, email: string): Promise<string> {
  const response = await page.request.post(`${baseUrl()}/api/signin`, { data: { email, password: "demo-password" } });
  return ((await response.json()) as { data: { token: string } }).data.token;
}

/** The demo coach owned by coach@example.com (level 3) and a demo reviewer who has not rated them. */
async function cast(page: Page) {
  const coachToken = await apiToken(page, "coach@example.com");
  const me = await page.request.get(`${baseUrl()}/api/profile`, { headers: { Authorization: `Bearer ${coachToken}` } });
  const coach = ((await me.json()) as { data: { _id: string; fullName: string } }).data;
  for (let i = 0; i < 10; i++) {
    const email = `reviewer${i}@users.example`;
    const mine = await page.request.get(`${baseUrl()}/api/comments/mine`, {
      headers: { Authorization: `Bearer ${await apiToken(page, email)}` },
    });
    const reviews = ((await mine.json()) as { data: { coach: { id: string } }[] }).data;
    if (!reviews.some((r) => r.coach.id === coach._id)) return { coach, reviewer: email };
  }
  throw new Error("No demo reviewer left for this coach");
}

const shownRating = async (page: Page) =>
  (await page.locator("#coach-name ~ div").first().getByRole("img").first().getAttribute("aria-label")) ?? "";

async function signIn(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("demo-password");
  await form.getByRole("button", { name: "Sign In", exact: true }).click();
}

describe("reviews", () => {
  it("rate after signing in, see it on top, be refused a second time; the level 3 coach removes it with a reason", async () => {
    const page = currentPage();
    const { coach, reviewer } = await cast(page);
    const coachUrl = `${baseUrl()}/coach/${encodeURIComponent(coach.fullName.replace(" ", "_"))}/${coach._id}`;
    await page.goto(coachUrl);
    const before = await shownRating(page);

    await page.getByRole("button", { name: "Rate this coach" }).click();
    await waitForLocation(page, "/signin");
    await signIn(page, reviewer);
    await page.getByText("Welcome, redirecting you to the coach profile whom you want to rate.").waitFor();
    await waitForLocation(page, coachUrl);

    await page.getByRole("button", { name: "Rate this coach" }).click();
    const dialog = page.getByRole("dialog", { name: `Rate ${coach.fullName}` });
    await dialog.getByRole("button", { name: "Post review" }).click();
    await dialog.getByText("Kindly select star ratings for the coach.").waitFor();
    await dialog.getByRole("radio", { name: "4.5 stars" }).click();
    await dialog.getByText("4.5 out of 5").waitFor();
    for (const badge of ["Great Communicator", "Problem Solver", "Has Vision", "Very Smart"]) {
      await dialog.getByLabel(badge).click();
    }
    await dialog.getByText("You can only select up to 3 badges.").waitFor();
    expect(await dialog.getByLabel("Very Smart").isChecked()).toBe(false);
    await dialog.getByLabel("Has Vision").click();
    await dialog.getByLabel("Comment").fill("Focused sessions that changed how I plan my week.");
    await dialog.getByLabel("I agree to the review terms.").check();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Post review" }).click();

    await toasts(page).getByText("Your feedback posted successfully.").waitFor();
    const first = page.locator("#comments ~ ol > li").first();
    await first.getByText("Focused sessions that changed how I plan my week.").waitFor();
    expect(await first.getByText("Great Communicator").count()).toBe(1);
    expect(await first.getByText("Problem Solver").count()).toBe(1);
    await page.getByText("You have already rated this coach.").waitFor();
    expect(await page.getByRole("button", { name: "Rate this coach" }).count()).toBe(0);

    // The coach (level 3) removes it; the rating returns to what it was.
    await page.getByRole("button", { name: "Logout" }).click();
    // Going on before the sign-out has answered would cancel it and leave the reviewer signed in.
    await expect.poll(() => page.getByRole("button", { name: "Logout" }).count()).toBe(0);
    await page.goto(`${baseUrl()}/signin?redirectTo=${encodeURIComponent(new URL(coachUrl).pathname)}`);
    await signIn(page, "coach@example.com");
    await waitForLocation(page, coachUrl);
    await page.getByText("You cannot rate your own profile.").waitFor();
    // A removal by the coach needs a reason, and is counted publicly with the stars removed.
    const review = page.locator("#comments ~ ol > li", {
      hasText: "Focused sessions that changed how I plan my week.",
    });
    await review.getByRole("button", { name: "Delete" }).click();
    await review.getByRole("button", { name: removalFormTexts.remove }).click();
    // The reason is required: the browser keeps the form open and nothing is removed.
    await review.getByLabel(removalFormTexts.reason).waitFor();
    await review.getByLabel(removalFormTexts.reason).selectOption({ label: reasonLabels["not-a-client"] });
    await review.getByRole("button", { name: removalFormTexts.remove }).click();
    await toasts(page).getByText(moderationTexts.removed).waitFor();
    expect(await page.getByText("Focused sessions that changed how I plan my week.").count()).toBe(0);
    expect(await shownRating(page)).toBe(before);
    const record = page.locator("#moderation-record");
    await record.getByText(moderationRecordTexts.reasonCount(reasonLabels["not-a-client"], 1)).waitFor();
    await record.getByText(moderationRecordTexts.averageRemoved(4.5)).waitFor();
  });
});
