import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { expectNoAxeViolations } from "../support/axe.ts";
import { toasts, useBrowserPage, waitForLocation } from "../support/browser.ts";
import { baseUrl } from "../support/http.ts";

const currentPage = useBrowserPage();

type Own = {
  firstName: string;
  lastName: string;
  aboutMe: string;
  website: string | null;
  fbProfilePage: string | null;
  categoryNames: string[];
  storyVideoLinks: { Title: string; Link: string }[];
};

async function coachApi(page: Page) {
  const signin = await page.request.post(`${baseUrl()}/api/signin`, {
    data: { email: "coach@example.com", password: "demo-password" },
  });
  const token = ((await signin.json()) as { data: { token: string } }).data.token;
  const headers = { Authorization: `Bearer ${token}` };
  return {
    auth: { headers },
    own: async () =>
      ((await (await page.request.get(`${baseUrl()}/api/profile`, { headers })).json()) as { data: Own }).data,
    restore: (p: Own) =>
      page.request.put(`${baseUrl()}/api/profile`, {
        headers,
        data: {
          firstName: p.firstName,
          lastName: p.lastName,
          aboutMe: p.aboutMe,
          website: p.website ?? "",
          fbProfilePage: p.fbProfilePage ?? "",
          categoryNames: p.categoryNames,
          storyVideoLinks: p.storyVideoLinks,
        },
      }),
  };
}

describe("profile form", () => {
  it("the level 3 coach edits name, about, niches, links, a story video and the photo; every view follows", async () => {
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
      await page.getByLabel("Social media link").fill("https://www.linkedin.com/in/marisol-vale");
      for (const [i, niche] of ["Life Coach", "Career Coach", "Executive Coach"].entries())
        await page.getByLabel(`Categories ${i + 1}`, { exact: true }).selectOption(niche);
      // A PNG photo, read by the browser into the form (the server re-encodes it).
      const sharp = (await import("sharp")).default;
      const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#2a7" } })
        .png()
        .toBuffer();
      await page.getByLabel("Photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: png });
      await expect.poll(() => page.locator('input[name="photo"]').inputValue()).toMatch(/^data:image\/png;base64,/);

      // Story videos: added and removed with the keyboard.
      await page.getByRole("button", { name: "Add a story video" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("storyTitle");
      const rows = await page.getByRole("button", { name: /^Remove story video/ }).count();
      await page.getByRole("button", { name: `Remove story video ${rows}` }).press("Enter");
      expect(await page.getByRole("button", { name: /^Remove story video/ }).count()).toBe(rows - 1);

      // One story video, kept.
      await page.getByRole("button", { name: "Add a story video" }).click();
      const n = await page.getByRole("button", { name: /^Remove story video/ }).count();
      await page.getByLabel(`Story video ${n} title`).fill("How my practice began");
      await page.getByLabel(`Story video ${n} link`).fill("https://youtu.be/dQw4w9WgXcQ?si=abc");

      await page.getByRole("button", { name: "Save profile" }).click();
      await toasts(page).getByText("Profile updated successfully.").waitFor();
      // The form is drawn again from what was stored once the page's data is reloaded.
      await expect.poll(() => page.getByLabel("Website").inputValue()).toBe("https://marisol.example.com/");
      const saved = await api.own();
      expect(saved.categoryNames).toEqual(["Life Coach", "Career Coach", "Executive Coach"]);
      expect(saved.fbProfilePage).toBe("https://www.linkedin.com/in/marisol-vale");
      expect(saved.storyVideoLinks).toContainEqual({
        Title: "How my practice began",
        Link: "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      });

      // The photo at card size is a re-encoded WebP of at most 40 KB.
      const photoLink = (
        (await (await page.request.get(`${baseUrl()}/api/profile`, api.auth)).json()) as {
          data: { photoLink: string };
        }
      ).data.photoLink;
      expect(photoLink).toMatch(/-page\.webp$/);
      const card = await page.request.get(`${baseUrl()}${photoLink.replace("-page.webp", "-card.webp")}`);
      expect(card.headers()["content-type"]).toBe("image/webp");
      expect((await card.body()).byteLength).toBeLessThanOrEqual(40 * 1024);

      // The new name is found by search at once.
      await page.goto(`${baseUrl()}/search/Okonkwo-Vale`);
      await page
        .getByRole("link", { name: /Marisol Okonkwo-Vale/ })
        .first()
        .waitFor();

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
