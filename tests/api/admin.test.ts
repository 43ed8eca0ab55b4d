import { describe, expect, it } from "vitest";
import { adminTexts, claimDecisionMailTexts, claimTexts } from "../../app/lib/messages.ts";
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

const seen = new Set<string>();
async function unclaimedCoach(): Promise<{ _id: string; fullName: string }> {
  const { body } = await json<{ data: { _id: string }[] }>("/api/user/category/relationship-coach?size=50");
  for (const card of body.data) {
    if (seen.has(card._id)) continue;
    seen.add(card._id);
    const { body: profile } = await json<{ data: { _id: string; fullName: string; isClaimed: boolean } }>(
      `/api/user/${card._id}`,
    );
    if (!profile.data.isClaimed) return profile.data;
  }
  throw new Error("no unclaimed demo coach left");
}

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
