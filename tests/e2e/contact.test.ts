import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contactMessages } from "../../app/lib/messages/contact.ts";
import { contactCoachTexts } from "../../app/lib/messages/contact-coach.ts";
import { contactUsTexts } from "../../app/lib/messages/contact-us.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { toasts, useBrowserPage, waitForLocation } from "../support/browser.ts";
import { baseUrl } from "../support/http.ts";

const currentPage = useBrowserPage();

type Card = { _id: string; fullName: string; level: string };

/** A public demo coach of this level, from the search API. */
async function coachOfLevel(page: Page, level: string): Promise<Card> {
  const response = await page.request.get(`${baseUrl()}/api/user/search/coach?size=50`);
  const coach = ((await response.json()) as { data: Card[] }).data.find((c) => c.level === level);
  if (!coach) throw new Error(`No ${level} coach in the demo data`);
  return coach;
}

const coachUrl = (coach: Card) =>
  `${baseUrl()}/coach/${encodeURIComponent(coach.fullName.replace(" ", "_"))}/${coach._id}`;

describe("contact me directly", () => {
  it("shows only on level 5 profiles; a signed-in visitor sends a message after the form's checks", async () => {
    const page = currentPage();
    const button = page.getByRole("button", { name: contactCoachTexts.contactMeDirectly });
    for (const level of ["level2", "level3", "level4"]) {
      await page.goto(coachUrl(await coachOfLevel(page, level)));
      await page.locator("#coach-name").waitFor();
      expect(await button.count(), level).toBe(0);
    }

    const coach = await coachOfLevel(page, "level5");
    await page.goto(coachUrl(coach));
    // Signed out: the button says sending needs an account and leads to sign-in and back.
    await button.click();
    await page.getByText(contactCoachTexts.signInToContact).waitFor();
    await page.getByRole("link", { name: "Sign In", exact: true }).last().click();
    await waitForLocation(page, "/signin");
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("E-mail").fill("reviewer41@users.example");
    await form.getByLabel("Password", { exact: true }).fill("demo-password");
    await form.getByRole("button", { name: "Sign In", exact: true }).click();
    await waitForLocation(page, coachUrl(coach));

    await button.click();
    const dialog = page.getByRole("dialog", { name: contactCoachTexts.contactCoachTitle(coach.fullName) });
    const email = dialog.getByLabel(contactMessages.yourEmail);
    await email.waitFor();
    expect(await email.inputValue()).toBe("reviewer41@users.example");
    expect(await email.getAttribute("readonly")).not.toBeNull();
    await dialog.getByRole("button", { name: contactMessages.send }).click();
    await dialog.getByText(contactMessages.messageEmpty).waitFor();
    await dialog.getByLabel(contactMessages.message).fill("x".repeat(5001));
    await dialog.getByRole("button", { name: contactMessages.send }).click();
    await dialog.getByText(contactMessages.messageTooLong(5000)).waitFor();
    await dialog.getByLabel(contactMessages.message).fill("Do you offer evening sessions?");
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: contactMessages.send }).click();

    await toasts(page).getByText(contactCoachTexts.coachSent).waitFor();
    expect(await dialog.isVisible()).toBe(false);
  });
});

describe("Contact Us", () => {
  it("works signed out from the footer: checks the fields, sends, shows the toast and closes", async () => {
    const page = currentPage();
    await page.goto(`${baseUrl()}/`);
    await page.getByRole("contentinfo").getByRole("button", { name: contactUsTexts.contactUs }).click();
    const dialog = page.getByRole("dialog", { name: contactUsTexts.contactUsTitle });
    const send = dialog.getByRole("button", { name: contactMessages.send });
    await send.click();
    await dialog.getByText(contactMessages.emailEmpty).waitFor();
    await dialog.getByText(contactMessages.messageEmpty).waitFor();
    await dialog.getByLabel(contactMessages.yourEmail).fill("someone@");
    await send.click();
    await dialog.getByText(contactMessages.emailInvalid).waitFor();
    await expectNoAxeViolations(page);

    await dialog.getByLabel(contactMessages.yourEmail).fill("visitor@visitors.example");
    await dialog.getByLabel(contactMessages.message).fill("How do I list my coaching practice?");
    await send.click();
    await toasts(page).getByText(contactUsTexts.siteSent).waitFor();
    expect(await dialog.isVisible()).toBe(false);
  });
});
