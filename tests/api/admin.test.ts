import { describe, expect, it } from "vitest";
import { claimTexts } from "../../app/lib/messages/claims.ts";
import { claimDecisionMailTexts } from "../../app/lib/messages/claim-mails.ts";
import { adminTexts } from "../../app/lib/messages/admin.ts";
import { profileFormMessages } from "../../app/lib/messages/profile-form.ts";
import { unclaimedCoaches } from "../support/demo-coaches.ts";
import { newAccount, post, sessionCookie } from "../support/accounts.ts";
import { useOwnServer } from "../support/own-server.ts";
import { decodeBody } from "../support/smtp-sink.ts";

// Admin writes change demo data: a server and a database of this file's own.
const server = useOwnServer("admin", { isolated: true, env: { RATE_LIMIT_IP_FACTOR: "50" } });

const auth = (bearer: string) => ({ Authorization: `Bearer ${bearer}` });
let unique = 0;
const fresh = (label: string) => `${label}.${Date.now()}.${unique++}@admin-test.example`;

async function token(email: string) {
  const answer = await post(server.base, "/api/signin", { email, password: "demo-password" });
  expect(answer.status, email).toBe(200);
  return answer.body.data.token as string;
}

async function json<T>(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.base}${path}`, { headers });
  return { status: response.status, body: (await response.json()) as T };
}

const unclaimedCoach = unclaimedCoaches(() => server.base, "relationship-coach");

/** The admin panel as the admin's browser gets it. */
async function panel(query = "") {
  const cookie = await sessionCookie(server.base, "admin@example.com", "demo-password");
  const response = await fetch(`${server.base}/adminpanel${query}`, { headers: { Cookie: cookie } });
  return { status: response.status, html: await response.text(), cookie };
}

/** A form post to the admin panel, as its buttons send it. */
async function panelAction(cookie: string, fields: Record<string, string>) {
  const response = await fetch(`${server.base}/adminpanel`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: server.base },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, html: await response.text() };
}

/** The id of the claimant's claim: its row starts with the claimant's address. */
function claimIdOf(html: string, claimant: string): string {
  const id = /name="claimId" value="([0-9a-f-]{36})"/.exec(html.slice(html.indexOf(claimant)))?.[1];
  if (!html.includes(claimant) || !id) throw new Error(`no pending claim by ${claimant} on the panel`);
  return id;
}

describe("admin calls", () => {
  it("edits any profile with the form's rules and no level gates; the edit is recorded", async () => {
    const admin = await token("admin@example.com");
    const coach = await unclaimedCoach();
    const edited = await post(
      server.base,
      "/api/admin/profile",
      { _id: coach._id, aboutMe: "Rewritten by an administrator." },
      { method: "PUT", headers: auth(admin) },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.message).toBe(adminTexts.profileUpdated);
    const { body } = await json<{ data: { aboutMe: string } }>(`/api/user/${coach._id}`);
    expect(body.data.aboutMe).toBe("Rewritten by an administrator.");
    // The profile form's own rule still holds: no links in the about text.
    const refused = await post(
      server.base,
      "/api/admin/profile",
      { _id: coach._id, aboutMe: "See https://example.com" },
      { method: "PUT", headers: auth(admin) },
    );
    expect(refused.status).toBe(400);
    const { html } = await panel(`?profile=${coach._id}`);
    expect(html).toContain(adminTexts.actionNames["profile.update"]);
    expect(html).toContain("Rewritten by an administrator.");
  });

  it("applies the coach's level cap on niches: a level2 profile gets 2, in the editor and over the API", async () => {
    const admin = await token("admin@example.com");
    let coach = await unclaimedCoach();
    while (coach.level !== "level2") coach = await unclaimedCoach();
    const { body } = await json<{ data: { name: string }[] }>("/api/categories");
    const names = body.data.slice(0, 3).map((n) => n.name);
    const three = await post(
      server.base,
      "/api/admin/profile",
      { _id: coach._id, categoryNames: names },
      { method: "PUT", headers: auth(admin) },
    );
    expect(three.status).toBe(400);
    expect(three.body.message).toBe(adminTexts.levelCapsNiches("level2", 2));
    const two = await post(
      server.base,
      "/api/admin/profile",
      { _id: coach._id, categoryNames: names.slice(0, 2) },
      { method: "PUT", headers: auth(admin) },
    );
    expect(two.status).toBe(200);
    const cookie = await sessionCookie(server.base, "admin@example.com", "demo-password");
    const editor = await fetch(`${server.base}/coach/${coach._id}/edit`, { headers: { Cookie: cookie } });
    const html = await editor.text();
    expect(html).toContain(profileFormMessages.nichesHint(2));
    expect(html).not.toContain(profileFormMessages.nichesHint(3));
  });

  it("keeps notes that only admins read", async () => {
    const admin = await token("admin@example.com");
    const coach = await unclaimedCoach();
    const notes = `Called on ${Date.now()}`;
    const saved = await post(
      server.base,
      "/api/notes",
      { userId: coach._id, notes },
      { method: "PUT", headers: auth(admin) },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe(adminTexts.notesUpdated);
    expect((await json<{ data: { notes: string } }>(`/api/notes/${coach._id}`, auth(admin))).body.data.notes).toBe(
      notes,
    );
    const publicProfile = await fetch(`${server.base}/api/user/${coach._id}`).then((r) => r.text());
    expect(publicProfile).not.toContain(notes);
    const page = await fetch(`${server.base}/coach/x/${coach._id}`, { redirect: "follow" }).then((r) => r.text());
    expect(page).not.toContain(notes);
  });

  it("deletes a profile everywhere at once and restores it from the audit list", async () => {
    const admin = await token("admin@example.com");
    const coach = await unclaimedCoach();
    const deleted = await fetch(`${server.base}/api/user/${coach._id}`, { method: "DELETE", headers: auth(admin) });
    expect(deleted.status).toBe(200);
    expect((await json(`/api/user/${coach._id}`)).status).toBe(404);
    expect((await fetch(`${server.base}/coach/x/${coach._id}`)).status).toBe(404);
    const search = await json<{ data: { _id: string }[] }>(
      `/api/user/search/${encodeURIComponent(coach.fullName)}?size=50`,
    );
    expect(search.body.data.map((c) => c._id)).not.toContain(coach._id);
    const sitemap = await fetch(`${server.base}/sitemaps/coaches-1.xml`).then((r) => r.text());
    expect(sitemap).not.toContain(coach._id);
    const niche = async () =>
      (await json<{ data: { _id: string }[] }>("/api/user/category/relationship-coach?size=50")).body.data.map(
        (c) => c._id,
      );
    expect(await niche()).not.toContain(coach._id);
    // Deleting again: nothing left to delete.
    expect(
      (await fetch(`${server.base}/api/user/${coach._id}`, { method: "DELETE", headers: auth(admin) })).status,
    ).toBe(404);

    const { html, cookie } = await panel(`?profile=${coach._id}`);
    expect(html).toContain(adminTexts.actionNames["profile.delete"]);
    expect(html).toContain(adminTexts.restore);
    const restored = await panelAction(cookie, { intent: "restore", profileId: coach._id });
    expect(restored.status).toBe(200);
    expect((await json(`/api/user/${coach._id}`)).status).toBe(200);
    expect(await niche()).toContain(coach._id);
    expect((await panel(`?profile=${coach._id}`)).html).toContain(adminTexts.actionNames["profile.restore"]);
  });

  it("links an unclaimed profile to an account by e-mail; a linked one is refused", async () => {
    const admin = await token("admin@example.com");
    const coach = await unclaimedCoach();
    const email = fresh("linked");
    const account = await newAccount(server.base, server.sink, { email, password: "admin-test-password" });
    const linked = await post(
      server.base,
      "/api/admin/linkprofile",
      { profileToClaimId: coach._id, email },
      { headers: auth(admin) },
    );
    expect(linked).toEqual({ status: 200, body: { message: adminTexts.linked } });
    expect((await json<{ data: { _id: string } }>("/api/profile", auth(account))).body.data._id).toBe(coach._id);
    const again = await post(
      server.base,
      "/api/admin/linkprofile",
      { profileToClaimId: coach._id, email: "user@example.com" },
      { headers: auth(admin) },
    );
    expect(again).toEqual({ status: 409, body: { message: claimTexts.alreadyLinked } });
    const nobody = await post(
      server.base,
      "/api/admin/linkprofile",
      { profileToClaimId: (await unclaimedCoach())._id, email: "nobody@admin-test.example" },
      { headers: auth(admin) },
    );
    expect(nobody.status).toBe(404);
  });

  it("approves a pending claim (the claimant is e-mailed over SMTP) and rejects another with a reason", async () => {
    const coach = await unclaimedCoach();
    const email = fresh("claimant");
    const claimant = await newAccount(server.base, server.sink, { email, password: "admin-test-password" });
    expect((await post(server.base, `/api/user/mapping/${coach._id}`, {}, { headers: auth(claimant) })).status).toBe(
      202,
    );
    const { html, cookie } = await panel();
    expect(html).toContain(email);
    const since = server.sink.messages.length;
    const approved = await panelAction(cookie, { intent: "approve", claimId: claimIdOf(html, email) });
    expect(approved.status).toBe(200);
    expect((await json<{ data: { _id: string } }>("/api/profile", auth(claimant))).body.data._id).toBe(coach._id);
    const mail = await server.sink.waitFor(
      (m) => server.sink.messages.indexOf(m) >= since && m.to.includes(email),
      10_000,
    );
    expect(decodeBody(mail.raw)).toContain(claimDecisionMailTexts.approvedHeading);

    const other = await unclaimedCoach();
    const rejectedEmail = fresh("rejected");
    const rejected = await newAccount(server.base, server.sink, {
      email: rejectedEmail,
      password: "admin-test-password",
    });
    await post(server.base, `/api/user/mapping/${other._id}`, {}, { headers: auth(rejected) });
    const page = await panel();
    const sinceReject = server.sink.messages.length;
    const answer = await panelAction(page.cookie, {
      intent: "reject",
      claimId: claimIdOf(page.html, rejectedEmail),
      reason: "We could not reach you.",
    });
    expect(answer.status).toBe(200);
    const rejection = await server.sink.waitFor(
      (m) => server.sink.messages.indexOf(m) >= sinceReject && m.to.includes(rejectedEmail),
      10_000,
    );
    expect(decodeBody(rejection.raw)).toContain("We could not reach you.");
    expect((await json<{ data: { _id: string } }>("/api/profile", auth(rejected))).body.data._id).not.toBe(other._id);
  });
});

describe("PUT /api/admin/userlevel", () => {
  const setLevel = async (body: Record<string, unknown>) =>
    post(server.base, "/api/admin/userlevel", body, { method: "PUT", headers: auth(await token("admin@example.com")) });

  /**
   * A standard-tier niche whose 3 sponsored seats are all taken: the admin gives the add-on to
   * unclaimed coaches until the niche is full (seats by seniority, at most 3).
   */
  async function fullStandardNiche(): Promise<string> {
    const { body } = await json<{ data: { name: string; tier: string }[] }>("/api/categories");
    const niche = body.data.find((n) => n.tier === "standard")?.name;
    if (!niche) throw new Error("no standard niche");
    const free = async () =>
      (await json<{ data: { freeSlots: number } }>(`/api/plans/checkNicheAvailbility/${encodeURIComponent(niche)}`))
        .body.data.freeSlots;
    for (let left = await free(); left > 0; left = await free()) {
      const sponsor = await unclaimedCoach();
      const given = await setLevel({
        userId: sponsor._id,
        level: "level3",
        addOnLevel: "level6standard",
        featuredCategory: niche,
        fourMonthSubscription: false,
      });
      expect(given.body).toEqual({ subscriptionSuccessful: true, message: adminTexts.upgraded });
      const { body: profile } = await json<{ data: { addOnLevel: string | null } }>(`/api/user/${sponsor._id}`);
      expect(profile.data.addOnLevel).toBe("level6standard");
      // The profile as the admin editor's API answers it names the niche (docs/product.md §24).
      const edited = await post(
        server.base,
        "/api/admin/profile",
        { _id: sponsor._id },
        {
          method: "PUT",
          headers: auth(await token("admin@example.com")),
        },
      );
      expect(edited.body.data).toMatchObject({ featuredCategory: niche, cognitoUserName: null });
    }
    return niche;
  }

  it("gives a complimentary level with a paid plan's effects, shown as such on /profile", async () => {
    const coach = await unclaimedCoach();
    const email = fresh("comp");
    const owner = await newAccount(server.base, server.sink, { email, password: "admin-test-password" });
    const admin = await token("admin@example.com");
    const linked = await post(
      server.base,
      "/api/admin/linkprofile",
      { profileToClaimId: coach._id, email },
      { headers: auth(admin) },
    );
    expect(linked.status).toBe(200);
    // A level the coach does not have yet (demo coaches are level 2 to 5).
    const current = (await json<{ data: { level: string } }>(`/api/user/${coach._id}`)).body.data.level;
    const level = current === "level4" ? "level3" : "level4";
    const answer = await setLevel({ userId: coach._id, level, addOnLevel: "0", fourMonthSubscription: false });
    expect(answer).toEqual({ status: 200, body: { subscriptionSuccessful: true, message: adminTexts.upgraded } });
    const { body } = await json<{ data: { level: string } }>(`/api/user/${coach._id}`);
    expect(body.data.level).toBe(level);
    const subscriptions = await json<{ data: { plan: string; status: string }[] }>("/api/subscription", auth(owner));
    expect(subscriptions.body.data[0]).toMatchObject({ plan: level, status: "active", renews: false });
    const cookie = await sessionCookie(server.base, email, "admin-test-password");
    const profilePage = await fetch(`${server.base}/profile`, { headers: { Cookie: cookie } }).then((r) => r.text());
    expect(profilePage).toContain("complimentary, given by an administrator");
    // Back to level2: the complimentary plan ends.
    const down = await setLevel({ userId: coach._id, level: "level2", addOnLevel: null });
    expect(down.body.subscriptionSuccessful).toBe(true);
    expect((await json<{ data: { level: string } }>(`/api/user/${coach._id}`)).body.data.level).toBe("level2");
  });

  it("refuses an add-on in a niche with 3 sponsors with the reason, and changes nothing", async () => {
    const coach = await unclaimedCoach();
    const niche = await fullStandardNiche();
    const before = (await json<{ data: { level: string } }>(`/api/user/${coach._id}`)).body.data.level;
    const answer = await setLevel({
      userId: coach._id,
      level: before === "level3" ? "level4" : "level3",
      addOnLevel: "level6standard",
      featuredCategory: niche,
      fourMonthSubscription: false,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      subscriptionSuccessful: false,
      message: `All 3 sponsored slots in ${niche} are taken. Please choose another niche.`,
    });
    const { body } = await json<{ data: { level: string; addOnLevel: string | null } }>(`/api/user/${coach._id}`);
    expect(body.data.addOnLevel).toBeNull();
    expect(body.data.level).toBe(before);
  });

  it("does not let an admin remove their own admin level", async () => {
    const admin = await token("admin@example.com");
    const own = (await json<{ data: { _id: string } }>("/api/profile", auth(admin))).body.data._id;
    const answer = await setLevel({ userId: own, level: "level1" });
    expect(answer).toEqual({ status: 403, body: { message: adminTexts.ownAdminLevel } });
    expect((await json<{ data: { level: string } }>("/api/profile", auth(admin))).body.data.level).toBe("20");
  });

  it("records an admin removing somebody else's comment, with the reason", async () => {
    const coach = await unclaimedCoach();
    const author = await newAccount(server.base, server.sink, {
      email: fresh("author"),
      password: "admin-test-password",
    });
    const posted = await post(
      server.base,
      "/api/comment",
      { userId: coach._id, rating: 2, comment: "Not what I hoped for.", badges: [], agreement: true },
      { headers: auth(author) },
    );
    expect(posted.status).toBe(201);
    const admin = await token("admin@example.com");
    // A removal needs a reason (decision 0067); the review is kept, hidden, so the record names it.
    const deleted = await fetch(`${server.base}/api/comment/${posted.body.data._id}`, {
      method: "DELETE",
      headers: { ...auth(admin), "Content-Type": "application/json" },
      body: JSON.stringify({ reason: "offensive", note: "Name-calling." }),
    });
    expect(deleted.status).toBe(200);
    const { html } = await panel(`?profile=${coach._id}`);
    expect(html).toContain(adminTexts.actionNames["review.remove"]);
    expect(html).toContain(posted.body.data._id);
    expect(html).toContain("offensive");
    expect(html).toContain("Name-calling.");
  });
});
