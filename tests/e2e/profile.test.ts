import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe.ts";
import { useBrowserPage, waitForLocation } from "../support/browser.ts";
import { baseUrl, getJson } from "../support/http.ts";

const currentPage = useBrowserPage();

type Profile = {
  _id: string;
  website: string | null;
  storyVideoLinks: { Title: string }[];
  trainingVideoLinks: string[];
};

async function signIn(page: Page, email: string) {
  await page.goto(`${baseUrl()}/signin?redirectTo=%2Fprofile`);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("demo-password");
  await form.getByRole("button", { name: "Sign In", exact: true }).click();
  await waitForLocation(page, "/profile");
}

describe("own profile", () => {
  it("shows the level 3 coach its plan, Upgrade and Edit Profile, its links and story videos, and no training videos", async () => {
    const page = currentPage();
    await signIn(page, "coach@example.com");
    const main = page.locator("main");
    const plan = main.getByRole("region", { name: "My plan" });
    await plan.getByText("Level 3").waitFor();
    expect(await plan.getByRole("link", { name: "Upgrade" }).getAttribute("href")).toBe("/plans");
    expect(await plan.getByRole("link", { name: "Edit Profile" }).getAttribute("href")).toBe("/profileForm");

    // What the level shows is what the public page shows: the same rules in the services.
    const publicHref = await main.getByRole("link", { name: "See my public page" }).getAttribute("href");
    const id = publicHref?.split("/").at(-1) ?? "";
    const shown = (await getJson<{ data: Profile }>(`/api/user/${id}`)).body.data;
    expect(shown.trainingVideoLinks).toEqual([]);
    expect(shown.storyVideoLinks.length).toBeGreaterThan(0);
    expect(await main.getByRole("link", { name: "Website" }).count()).toBe(shown.website ? 1 : 0);
    for (const story of shown.storyVideoLinks) {
      await main.getByRole("button", { name: `Play video: ${story.Title}` }).waitFor();
    }
    expect(await main.getByRole("region", { name: "Training videos" }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it("shows a level 1 user the plan and links but no coach parts", async () => {
    const page = currentPage();
    // A demo reviewer (level 1): accounts.test.ts changes user@example.com's password.
    await signIn(page, "reviewer30@users.example");
    const plan = page.getByRole("region", { name: "My plan" });
    await plan.getByText("Free user account").waitFor();
    await plan.getByRole("link", { name: "Upgrade" }).waitFor();
    expect(await page.getByRole("button", { name: /^Play video/ }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Website" }).count()).toBe(0);
  });
});
