import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { claimDecisionMailTexts } from "../../app/lib/messages/claim-mails.ts";
import { adminTexts } from "../../app/lib/messages/admin.ts";
import { coachPageTexts } from "../../app/lib/messages/coach-page.ts";
import { errorTexts } from "../../app/lib/messages/error-page.ts";
import { unclaimedCoaches } from "../support/demo-coaches.ts";
import { newAccount, post } from "../support/accounts.ts";
import { expectNoAxeViolations } from "../support/axe.ts";
import { toasts, useBrowserPage, waitForLocation } from "../support/browser.ts";
import { useOwnServer } from "../support/own-server.ts";
import { decodeBody } from "../support/smtp-sink.ts";

// The admin changes, links and deletes demo coaches, and claimants get mail over SMTP: a server
// and a database of this file's own.
const server = useOwnServer("admin-e2e", { isolated: true, env: { RATE_LIMIT_IP_FACTOR: "20" } });
const currentPage = useBrowserPage();

type Coach = { _id: string; fullName: string; isClaimed: boolean };
const unclaimedCoach = unclaimedCoaches(() => server.base, "health-coach");

const coachUrl = (coach: Coach) => `${server.base}/coach/${coach.fullName.replace(" ", "_")}/${coach._id}`;

async function signIn(page: Page, email: string) {
  await page.goto(`${server.base}/signin`);
  const form = page.getByRole("form", { name: "Sign in" });
  await form.getByLabel("E-mail").fill(email);
  await form.getByLabel("Password", { exact: true }).fill("demo-password");
  await form.getByRole("button", { name: "Sign In", exact: true }).click();
  await waitForLocation(page, "/");
}

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });

/** A click on the dimmed page around a modal dialog (its backdrop). */
async function clickOutside(page: Page) {
  await page.mouse.click(5, 5);
}

describe("admin console", () => {
  it("finds a coach, edits the about text, keeps notes, and the modals close only on Cancel", async () => {
    const page = currentPage();
    const coach = await unclaimedCoach();
    await signIn(page, "admin@example.com");
    await page.getByRole("link", { name: "Admin", exact: true }).click();
    await waitForLocation(page, "/adminpanel");
    await page.getByRole("heading", { name: adminTexts.panelTitle }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel(adminTexts.searchLabel).fill(coach.fullName);
    await page.getByRole("button", { name: adminTexts.searchButton }).click();
    await page
      .getByRole("link", { name: `${adminTexts.edit} ${coach.fullName}` })
      .first()
      .click();
    await waitForLocation(page, `/coach/${coach._id}/edit`);
    await page.getByRole("heading", { name: adminTexts.editorTitle(coach.fullName) }).waitFor();
    await expectNoAxeViolations(page);

    const about = `Edited in the admin console at ${Date.now()}.`;
    await page.getByLabel("About me").fill(about);
    await page.getByRole("button", { name: adminTexts.save, exact: true }).click();
    await toasts(page).getByText(adminTexts.profileUpdated).waitFor();
    const publicPage = await fetch(coachUrl(coach)).then((r) => r.text());
    expect(publicPage).toContain(about);

    await page.getByRole("button", { name: adminTexts.addNotes }).click();
    const notesDialog = dialog(page, adminTexts.addNotes);
    await notesDialog.waitFor();
    await clickOutside(page);
    expect(await notesDialog.isVisible()).toBe(true);
    await notesDialog.getByRole("button", { name: adminTexts.cancel }).click();
    await notesDialog.waitFor({ state: "hidden" });
    await page.getByRole("button", { name: adminTexts.addNotes }).click();
    const notes = `Spoke to the coach on ${Date.now()}.`;
    await notesDialog.getByLabel(adminTexts.notes).fill(notes);
    await notesDialog.getByRole("button", { name: adminTexts.save }).click();
    await toasts(page).getByText(adminTexts.notesUpdated).waitFor();
    await page.reload();
    await page.getByRole("region", { name: adminTexts.adminSettings }).getByText(notes).waitFor();

    await page.getByRole("button", { name: adminTexts.linkProfile }).click();
    const linkDialog = dialog(page, adminTexts.linkProfile);
    await clickOutside(page);
    expect(await linkDialog.isVisible()).toBe(true);
    await linkDialog.getByRole("button", { name: adminTexts.cancel }).click();
    await linkDialog.waitFor({ state: "hidden" });
  });

  it("links an unclaimed profile to user@example.com and approves a pending claim, which the claimant gets by e-mail", async () => {
    const page = currentPage();
    await signIn(page, "admin@example.com");
    const coach = await unclaimedCoach();
    await page.goto(`${server.base}/coach/${coach._id}/edit`);
    await page.getByRole("button", { name: adminTexts.linkProfile }).click();
    const linkDialog = dialog(page, adminTexts.linkProfile);
    await linkDialog.getByLabel(adminTexts.linkEmail).fill("user@example.com");
    await linkDialog.getByRole("button", { name: adminTexts.linkProfile }).click();
    await toasts(page).getByText(adminTexts.linked).waitFor();
    const user = await post(server.base, "/api/signin", { email: "user@example.com", password: "demo-password" });
    const own = await fetch(`${server.base}/api/profile`, {
      headers: { Authorization: `Bearer ${user.body.data.token}` },
    });
    expect(((await own.json()) as { data: { _id: string } }).data._id).toBe(coach._id);

    const claimed = await unclaimedCoach();
    const email = `claimant-${Date.now()}@mail.test`;
    const claimant = await newAccount(server.base, server.sink, { email, password: "claimant-password-1" });
    const claim = await post(
      server.base,
      `/api/user/mapping/${claimed._id}`,
      {},
      { headers: { Authorization: `Bearer ${claimant}` } },
    );
    expect(claim.status).toBe(202);
    await page.goto(`${server.base}/adminpanel`);
    const since = server.sink.messages.length;
    await page.getByRole("button", { name: `${adminTexts.approve}: ${email}` }).click();
    await toasts(page).getByText(adminTexts.claimApproved).waitFor();
    const mail = await server.sink.waitFor(
      (m) => server.sink.messages.indexOf(m) >= since && m.to.includes(email),
      10_000,
    );
    expect(decodeBody(mail.raw)).toContain(claimDecisionMailTexts.approvedHeading);
  });

  it("deletes a profile (home after 1 second, the page answers 404, search misses it) and restores it from the audit list", async () => {
    const page = currentPage();
    await signIn(page, "admin@example.com");
    const coach = await unclaimedCoach();
    await page.goto(coachUrl(coach));
    await page.getByRole("link", { name: coachPageTexts.editLink }).click();
    await waitForLocation(page, `/coach/${coach._id}/edit`);
    await page.getByRole("button", { name: adminTexts.deleteProfile }).click();
    const confirm = dialog(page, adminTexts.deleteProfile);
    await confirm.getByText(adminTexts.deleteConfirm).waitFor();
    await clickOutside(page);
    expect(await confirm.isVisible()).toBe(true);
    await confirm.getByRole("button", { name: adminTexts.yes }).click();
    await toasts(page).getByText(adminTexts.deleted).waitFor();
    await waitForLocation(page, "/");
    expect((await fetch(coachUrl(coach))).status).toBe(404);
    const search = await fetch(`${server.base}/api/user/search/${encodeURIComponent(coach.fullName)}?size=50`);
    expect(((await search.json()) as { data: { _id: string }[] }).data.map((c) => c._id)).not.toContain(coach._id);

    await page.goto(`${server.base}/adminpanel?profile=${coach._id}`);
    await page.getByRole("button", { name: `${adminTexts.restore} ${coach.fullName}` }).click();
    await toasts(page).getByText(adminTexts.restored).waitFor();
    expect((await fetch(coachUrl(coach))).status).toBe(200);
    await expectNoAxeViolations(page);
  });

  it("sets level 4 (training videos show), is refused an add-on in a full niche, and switches the banner type", async () => {
    const page = currentPage();
    await signIn(page, "admin@example.com");
    const admin = await post(server.base, "/api/signin", { email: "admin@example.com", password: "demo-password" });
    const bearer = { Authorization: `Bearer ${admin.body.data.token}` };
    // coach2@example.com's free profile holds training videos that show from level 4.
    const coach2 = await post(server.base, "/api/signin", { email: "coach2@example.com", password: "demo-password" });
    const own = await fetch(`${server.base}/api/profile`, {
      headers: { Authorization: `Bearer ${coach2.body.data.token}` },
    });
    const coach = ((await own.json()) as { data: Coach & { trainingVideoLinks: string[] } }).data;
    expect(coach.trainingVideoLinks.length).toBeGreaterThan(0);
    await page.goto(`${server.base}/coach/${coach._id}/edit`);
    await page.getByRole("button", { name: adminTexts.upgradeLevel }).click();
    const levelDialog = dialog(page, adminTexts.upgradeLevel);
    await levelDialog.getByLabel(adminTexts.levelSelector, { exact: true }).selectOption("level4");
    await levelDialog.getByRole("button", { name: adminTexts.upgradeLevel }).click();
    await toasts(page).getByText(adminTexts.upgraded).waitFor();
    await page.goto(coachUrl(coach));
    await page.getByRole("heading", { name: "Training videos" }).waitFor();

    // Fill a standard niche's 3 seats through the API, then ask for a fourth in the editor.
    const categories = await fetch(`${server.base}/api/categories`).then(
      (r) => r.json() as Promise<{ data: { name: string; tier: string }[] }>,
    );
    const niche = categories.data.filter((c) => c.tier === "standard")[1]?.name ?? "";
    const free = async () =>
      (
        (await (await fetch(`${server.base}/api/plans/checkNicheAvailbility/${encodeURIComponent(niche)}`)).json()) as {
          data: { freeSlots: number };
        }
      ).data.freeSlots;
    while ((await free()) > 0) {
      const sponsor = await unclaimedCoach();
      const given = await post(
        server.base,
        "/api/admin/userlevel",
        { userId: sponsor._id, level: "level3", addOnLevel: "level6standard", featuredCategory: niche },
        { method: "PUT", headers: bearer },
      );
      expect(given.body.subscriptionSuccessful).toBe(true);
    }
    const refused = await unclaimedCoach();
    await page.goto(`${server.base}/coach/${refused._id}/edit`);
    await page.getByRole("button", { name: adminTexts.upgradeLevel }).click();
    await levelDialog.getByLabel(adminTexts.addOnSelector).selectOption("level6standard");
    await levelDialog.getByLabel(adminTexts.niche).selectOption(niche);
    await levelDialog.getByRole("button", { name: adminTexts.upgradeLevel }).click();
    await toasts(page).getByText(`All 3 sponsored slots in ${niche} are taken.`, { exact: false }).waitFor();
    // Add-on '0' clears the niche list.
    await levelDialog.getByLabel(adminTexts.addOnSelector).selectOption("0");
    expect(await levelDialog.getByLabel(adminTexts.niche).isDisabled()).toBe(true);
    await levelDialog.getByRole("button", { name: adminTexts.cancel }).click();

    await page.goto(`${server.base}/adminpanel`);
    await page.getByLabel(adminTexts.googleAds).check();
    await page.getByRole("button", { name: adminTexts.bannerSave }).click();
    await toasts(page).getByText("Banner preference updated successfully.").waitFor();
    await page.goto(`${server.base}/`);
    await page.getByText("Google Ad Banners").first().waitFor();
    await page.goto(`${server.base}/adminpanel`);
    await page.getByLabel(adminTexts.customAds).check();
    await page.getByRole("button", { name: adminTexts.bannerSave }).click();
    await toasts(page).getByText("Banner preference updated successfully.").waitFor();
  });

  it("refuses the console to a coach and a user", async () => {
    const page = currentPage();
    const coach = await unclaimedCoach();
    for (const email of ["coach@example.com", "reviewer12@users.example"]) {
      await page.context().clearCookies();
      await signIn(page, email);
      expect(await page.getByRole("link", { name: "Admin", exact: true }).count()).toBe(0);
      await page.goto(`${server.base}/adminpanel`);
      await page.getByRole("heading", { name: errorTexts.forbidden }).waitFor();
      await page.goto(`${server.base}/coach/${coach._id}/edit`);
      await page.getByRole("heading", { name: errorTexts.forbidden }).waitFor();
      expect(await page.getByRole("button", { name: adminTexts.deleteProfile }).count()).toBe(0);
    }
  });
});
