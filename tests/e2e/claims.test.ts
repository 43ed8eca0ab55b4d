import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claimTexts } from "../../app/lib/messages/claims.ts";
import { claimButtonTexts } from "../../app/lib/messages/claim-button.ts";
import { guideTexts } from "../../app/lib/messages/guide.ts";
import { profileTexts } from "../../app/lib/messages/profile.ts";
import { demoCoachEmail } from "../../app/server/seed/demo.server.ts";
import { unclaimedCoaches } from "../support/demo-coaches.ts";
import { codeFor, post } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { toasts, useBrowserPage, waitForLocation } from "../support/browser.ts";
import { useOwnServer } from "../support/own-server.ts";
import { decodeBody } from "../support/smtp-sink.ts";

// A server of this file's own, delivering mail over SMTP to a local sink: claims change owners,
// and the administrators' mail is part of what is checked.
const server = useOwnServer("claims-e2e", { isolated: true });

const currentPage = useBrowserPage();
type Coach = { _id: string; firstName: string; lastName: string; fullName: string; isClaimed: boolean };

const unclaimedCoach = unclaimedCoaches(() => server.base, "business-coach");

const coachUrl = (coach: Coach) => `${server.base}/coach/${coach.fullName.replace(" ", "_")}/${coach._id}`;

/** From the coach page's Claim button through sign-up and the mailed code, signed in at the end. */
async function claimBySigningUp(page: Page, coach: Coach, email: string) {
  await page.goto(coachUrl(coach));
  await page.getByRole("link", { name: claimButtonTexts.button }).click();
  await waitForLocation(page, "/signup");
  await page.getByRole("heading", { name: claimTexts.signUpTitle(coach.fullName) }).waitFor();
  await expectNoAxeViolations(page);
  const since = server.sink.messages.length;
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel(/^Password/).fill("claim-password-1");
  await page.getByRole("button", { name: "Create Profile" }).last().click();
  await waitForLocation(page, "/thanks");
  await page.getByLabel("Verification code").fill(await codeFor(server.sink, email, since));
  await page.getByRole("button", { name: "Verify", exact: true }).click();
}

const storedClaim = (page: Page) =>
  page.evaluate(() => [localStorage.getItem("claimProfile"), localStorage.getItem("name")]);

describe("claiming a profile", () => {
  it("with the profile's own e-mail: Claim, sign up, verify, and the profile is yours", async () => {
    const page = currentPage();
    const coach = await unclaimedCoach();
    await claimBySigningUp(page, coach, demoCoachEmail(coach));
    await waitForLocation(page, /\/claimProfile$/i);
    await page.getByText(claimTexts.successText).waitFor();
    await page.getByRole("heading", { name: claimTexts.successTitle }).waitFor();
    await toasts(page).getByText(claimTexts.successToast).waitFor();
    expect(await storedClaim(page)).toEqual([null, null]);
    await expectNoAxeViolations(page);
    await page.getByRole("main").getByRole("link", { name: claimTexts.viewProfile }).click();
    await waitForLocation(page, "/profile");
    await page.getByRole("heading", { name: coach.fullName }).waitFor();
    // The public page has no Claim button any more.
    await page.goto(coachUrl(coach));
    await page.getByRole("heading", { name: coach.fullName, level: 1 }).waitFor();
    expect(await page.getByRole("link", { name: claimButtonTexts.button }).count()).toBe(0);
  });

  it("with another e-mail: the claim waits for an administrator, who is told over SMTP", async () => {
    const page = currentPage();
    const coach = await unclaimedCoach();
    const email = `claimant-${Date.now()}@mail.test`;
    const since = server.sink.messages.length;
    await claimBySigningUp(page, coach, email);
    await waitForLocation(page, /\/claimProfile$/i);
    await page.getByText(claimTexts.pendingText).waitFor();
    await page.getByRole("heading", { name: claimTexts.pendingTitle }).waitFor();
    await page.getByText(claimTexts.pendingMail).waitFor();
    await page.getByText(claimTexts.tipWhitelist("no-reply@coach-directory.example")).waitFor();
    await page.getByText(claimTexts.tipSpam).waitFor();
    expect(await storedClaim(page)).toEqual([null, null]);
    await expectNoAxeViolations(page);
    const mail = await server.sink.waitFor(
      (m) => server.sink.messages.indexOf(m) >= since && m.to.includes("admin@example.com"),
      10_000,
    );
    expect(decodeBody(mail.raw)).toContain(email);
    // The free guide the tips point to exists.
    await page.getByRole("link", { name: guideTexts.title }).click();
    await waitForLocation(page, "/coach-profile-guide");
    await page.getByRole("heading", { name: guideTexts.title, level: 1 }).waitFor();
    await expectNoAxeViolations(page);
    // Home next time: their profile, which says the claim waits, not the user-or-coach choice.
    await page.goto(`${server.base}/`);
    await waitForLocation(page, "/profile");
    await page.getByText(profileTexts.claimWaits(coach.fullName)).waitFor();
    await expectNoAxeViolations(page);
  });

  it("signed in, Claim goes straight to the claim screen; claimed profiles have no Claim button", async () => {
    const page = currentPage();
    await page.goto(`${server.base}/signin`);
    const form = page.getByRole("form", { name: "Sign in" });
    await form.getByLabel("E-mail").fill("reviewer7@users.example");
    await form.getByLabel("Password", { exact: true }).fill("demo-password");
    await form.getByRole("button", { name: "Sign In", exact: true }).click();
    await waitForLocation(page, "/");
    const coach = await unclaimedCoach();
    await page.goto(coachUrl(coach));
    await page.getByRole("link", { name: claimButtonTexts.button }).click();
    await waitForLocation(page, "/claimprofile");
    await page.getByText(claimTexts.pendingText).waitFor();
    expect(await storedClaim(page)).toEqual([null, null]);
    // Nothing stored any more: the claim screen goes home.
    await page.goto(`${server.base}/claimprofile`);
    await waitForLocation(page, "/");
    // The demo coach's profile belongs to coach@example.com: no Claim button there.
    const signin = await post(server.base, "/api/signin", { email: "coach@example.com", password: "demo-password" });
    const ownProfile = await fetch(`${server.base}/api/profile`, {
      headers: { Authorization: `Bearer ${signin.body.data.token}` },
    });
    const ownId = ((await ownProfile.json()) as { data: { _id: string } }).data._id;
    const owned = ((await (await fetch(`${server.base}/api/user/${ownId}`)).json()) as { data: Coach }).data;
    expect(owned.isClaimed).toBe(true);
    await page.goto(coachUrl(owned));
    await page.getByRole("heading", { name: owned.fullName, level: 1 }).waitFor();
    expect(await page.getByRole("link", { name: claimButtonTexts.button }).count()).toBe(0);
  });
});
