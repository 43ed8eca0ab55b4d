import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe.ts";
import { useBrowserPage, waitForLocation } from "../support/browser.ts";
import { baseUrl } from "../support/http.ts";

const currentPage = useBrowserPage();

type Own = { firstName: string; lastName: string; aboutMe: string; website: string | null };

async function coachApi(page: Page) {
  const signin = await page.request.post(`${baseUrl()}/api/signin`, {
    data: { email: "coach@example.com", password: "demo-password" },
  });
  const token = ((await signin.json()) as { data: { token: string } }).data.token;
  const headers = { Authorization: `Bearer ${token}` };
  return {
    own: async () =>
      ((await (await page.request.get(`${baseUrl()}/api/profile`, { headers })).json()) as { data: Own }).data,
    restore: (p: Own) =>
      page.request.put(`${baseUrl()}/api/profile`, {
        headers,
        data: { firstName: p.firstName, lastName: p.lastName, aboutMe: p.aboutMe, website: p.website ?? "" },
      }),
  };
}

describe("profile form", () => {
  it("the level 3 coach edits name, about and website and sees them on /profile and the public page", async () => {
    const page = currentPage();
    const api = await coachApi(page);
    const before = await api.own();
    try {
      await page.goto(`${baseUrl()}/profileForm`);
      await waitForLocation(page, /\/signin/);
      const signIn = page.getByRole("form", { name: "Sign in" });
      await signIn.getByLabel("E-mail").fill("coach@example.com");
      await signIn.getByLabel("Password", { exact: true }).fill("demo-password");
      await signIn.getByRole("button", { name: "Sign In", exact: true }).click();
      await waitForLocation(page, "/profileForm");

      await page.getByRole("heading", { name: "Level 3 Features" }).waitFor();
      expect(await page.getByText("Upgrade to Level4 to add Training Videos").count()).toBe(1);
      await expectNoAxeViolations(page);

      await page.getByLabel("First name").fill("Marisol");
      await page.getByLabel("Last name").fill("Okonkwo-Vale");
      await page.getByLabel("About me").fill("Linking your goals to your days. Life changes.");
      // A link in About is refused next to the form, and nothing is saved.
      await page.getByLabel("About me").fill("Find me at marisol.example.com");
      await page.getByRole("button", { name: "Save profile" }).click();
      await page.getByText("You cannot have links in the About me section.").waitFor();
      await page.getByLabel("About me").fill("Linking your goals to your days. Life changes.");
      // The address is taken out of the text.
      await page.getByLabel("Website").fill("My site: marisol.example.com");

      // Story videos: added and removed with the keyboard.
      await page.getByRole("button", { name: "Add a story video" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("storyTitle");
      const rows = await page.getByRole("button", { name: /^Remove story video/ }).count();
      await page.getByRole("button", { name: `Remove story video ${rows}` }).press("Enter");
      expect(await page.getByRole("button", { name: /^Remove story video/ }).count()).toBe(rows - 1);

      await page.getByRole("button", { name: "Save profile" }).click();
      await page.getByText("Profile updated successfully.").waitFor();
      expect(await page.getByLabel("Website").inputValue()).toBe("https://marisol.example.com/");

      await page.goto(`${baseUrl()}/profile`);
      await page.getByRole("heading", { name: "Marisol Okonkwo-Vale" }).waitFor();
      await page.getByRole("link", { name: "Edit Profile" }).waitFor();
      await page.getByRole("link", { name: "See my public page" }).click();
      await waitForLocation(page, /\/coach\/Marisol_Okonkwo-Vale\//);
      await page.getByRole("heading", { name: "Marisol Okonkwo-Vale" }).waitFor();
      await page.getByText("Linking your goals to your days. Life changes.").first().waitFor();
    } finally {
      // The shared demo data stays as the other end-to-end tests expect it.
      await api.restore(before);
    }
  });
});
