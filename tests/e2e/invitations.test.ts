import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  invitationPageTexts,
  invitationStateLabels,
  invitationTexts,
  inviteClientsTexts,
} from "../../app/lib/messages/invitations.ts";
import { reviewSourceTexts } from "../../app/lib/messages/review-sources.ts";
import { moderationRecordTexts } from "../../app/lib/messages/review-trust.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { signInThroughForm, useBrowserPage, waitForLocation } from "../support/browser.ts";
import { useOwnServer } from "../support/own-server.ts";
import { decodeBody } from "../support/smtp-sink.ts";

// Issue 25's invitation in the browser: coach@example.com invites a client from /profile; the
// client follows the mailed link, signs up with the address it fills in, comes back to the link
// after the code and reviews; the review is labelled and counted as invited, the coach's list says
// reviewed, and the link used again says so. Mail goes over SMTP to a sink, and the file changes
// the demo data: a server and a database of its own.
const server = useOwnServer("invitations-e2e", { isolated: true });
const currentPage = useBrowserPage();

/** The decoded text of the first mail to `email` that contains `text`. */
async function mailTo(email: string, text: string): Promise<string> {
  const sink = server.sink;
  const mail = await sink.waitFor((m) => m.to.includes(email) && decodeBody(m.raw).includes(text), 15_000);
  return decodeBody(mail.raw);
}

/** The row of the coach's invitation list that holds `email`. */
const invitationRow = (page: Page, email: string) =>
  page.getByRole("table", { name: inviteClientsTexts.caption }).getByRole("row", { name: new RegExp(email) });

describe("review invitations", () => {
  it("a client invited from /profile signs up at the link, reviews, and the review counts as invited", async () => {
    const page = currentPage();
    const client = `client-${Date.now()}@mail.test`;

    // The coach invites the client.
    await signInThroughForm(page, server.base, "coach@example.com", "/profile");
    await page.getByLabel(inviteClientsTexts.label).fill(client);
    await page.getByRole("button", { name: inviteClientsTexts.send }).click();
    await page.getByText(invitationTexts.sent(1)).waitFor();
    await invitationRow(page, client).getByRole("cell", { name: invitationStateLabels.sent, exact: true }).waitFor();
    await expectNoAxeViolations(page);
    const mail = await mailTo(client, "/invitations/");
    const link = /https?:\/\/\S+\/invitations\/[A-Za-z0-9_-]+/.exec(mail)?.[0] ?? "";
    expect(link).not.toBe("");

    // Signed out, the client opens the link and signs up with the address it fills in.
    await page.context().clearCookies();
    await page.goto(link);
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    const coachName = title?.replace(/ invites you to review them$/, "") ?? "";
    expect(title).toBe(invitationPageTexts.title(coachName));
    await page.getByText(invitationPageTexts.honest).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: invitationPageTexts.signUp }).click();
    await waitForLocation(page, "/signup");
    expect(await page.getByLabel("E-mail").inputValue()).toBe(client);
    await page.getByLabel(/^Password/).fill("client-password-1");
    await page.getByRole("button", { name: "Create Profile" }).last().click();
    await waitForLocation(page, "/thanks");
    const code = /\b(\d{6})\b/.exec(await mailTo(client, "verification code"))?.[1] ?? "";
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify", exact: true }).click();

    // Home brings the new account back to the link (before the account type), where it reviews.
    await waitForLocation(page, new URL(link).pathname);
    await page.getByRole("heading", { name: invitationPageTexts.formTitle }).waitFor();
    const text = `Honest and well prepared, though two sessions started late (${Date.now().toString(36)}).`;
    await page.getByRole("radio", { name: "4 stars", exact: true }).click();
    await page.getByLabel("Comment").fill(text);
    await page.getByLabel("I agree to the review terms.").check();
    await page.getByRole("button", { name: "Post review" }).click();
    await waitForLocation(page, /\/coach\/[^/]+\/[0-9a-f-]+#comments$/);

    // The coach page labels the review and counts it as invited.
    const review = page.locator("#comments ~ ol > li", { hasText: text });
    await review.getByText(reviewSourceTexts.invited, { exact: true }).waitFor();
    const split = page.getByRole("table", { name: moderationRecordTexts.splitCaption });
    const invitedRow = split.getByRole("row", { name: new RegExp(`^${reviewSourceTexts.invited}`) });
    expect(await invitedRow.getByRole("cell").first().textContent()).toBe("1");
    // Every other review the record counts as shown came on its author's own initiative.
    const organicRow = split.getByRole("row", { name: new RegExp(`^${reviewSourceTexts.organic}`) });
    const shownText = await page.getByText(moderationRecordTexts.shown(0).replace(/0$/, "")).textContent();
    const shown = Number(shownText?.replace(/\D/g, ""));
    expect(shown).toBeGreaterThan(1);
    expect(Number(await organicRow.getByRole("cell").first().textContent())).toBe(shown - 1);

    // The link used again says so, and offers no form.
    await page.goto(link);
    await page.getByText(invitationTexts.used).waitFor();
    expect(await page.getByRole("button", { name: "Post review" }).count()).toBe(0);

    // The coach's list says reviewed.
    await signInThroughForm(page, server.base, "coach@example.com", "/profile");
    await invitationRow(page, client)
      .getByRole("cell", { name: invitationStateLabels.reviewed, exact: true })
      .waitFor();
  }, 90_000);
});
