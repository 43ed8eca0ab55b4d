import { readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { INVITATION_LIMITS } from "../../app/lib/invitations.ts";
import {
  invitationMailTexts,
  invitationPageTexts,
  invitationStateLabels,
  invitationTexts,
  inviteClientsTexts,
} from "../../app/lib/messages/invitations.ts";
import { openApiDocument } from "../../app/server/openapi/openapi-document.server.ts";
import type { ResponseObject } from "../../app/server/openapi/openapi-types.server.ts";
import { apiOperations } from "../../app/server/openapi/operations.server.ts";
import { newAccount, post, sessionCookie } from "../support/accounts.ts";
import { decodeEntities } from "../support/html.ts";
import { useOwnServer } from "../support/own-server.ts";
import { decodeBody } from "../support/smtp-sink.ts";
import { moveClock, testClockEnv } from "../support/test-clock.ts";
import { undocumentedFields } from "../support/undocumented-fields.ts";
import { type ApiAnswer, callApi } from "../support/http.ts";

// Review invitations (issue 25, decision 0075) over HTTP: who may invite, the limits, the
// refusals, the mail, the link's page and the states sent -> opened -> reviewed and expired. A
// server and database of this file's own (it fills coach@example.com's daily allowance), mail to
// a local SMTP sink, a clock the test moves past the links' 30 days.
const clockFile = path.join(tmpdir(), `coach-invitations-clock-${process.pid}-${Date.now()}`);
const server = useOwnServer("invitations", {
  isolated: true,
  env: { RATE_LIMIT_IP_FACTOR: "20", ...testClockEnv(clockFile) },
});
afterAll(() => rmSync(clockFile, { force: true }));

type Answer = ApiAnswer<any>;
type Listed = { id: string; email: string; state: string; createdAt: string; expiresAt: string };

const { perRequest, perDay, days } = INVITATION_LIMITS;
const password = "invited-password-1";
let unique = 0;
const fresh = (label: string) => `${label}.${Date.now()}.${unique++}@invited.example`;
const doc = openApiDocument();

const call = (method: string, p: string, token: string | null, body?: unknown): Promise<Answer> =>
  callApi(server.base, method, p, token, body);
const answer = async (...args: Parameters<typeof call>) => {
  const { status, body } = await call(...args);
  return { status, message: body?.message };
};
const invite = (token: string, emails: unknown) => call("POST", "/api/invitations", token, { emails });
const listed = async (token: string) => {
  const list = await call("GET", "/api/invitations?size=50", token);
  expect(list.status).toBe(200);
  return { list: list.body?.data as Listed[], total: list.body?.total ?? -1 };
};
const stateOf = async (token: string, email: string) =>
  (await listed(token)).list.find((i) => i.email === email)?.state;

async function signIn(email: string, pass = "demo-password"): Promise<string> {
  const signin = await post(server.base, "/api/signin", { email, password: pass });
  expect(signin.status, email).toBe(200);
  return signin.body.data.token as string;
}

/** A page as a browser gets it (`cookie`: signed in), its text with entities decoded. */
async function page(p: string, cookie?: string) {
  const response = await fetch(`${server.base}${p}`, { headers: cookie ? { Cookie: cookie } : {} });
  return { status: response.status, html: decodeEntities(await response.text()) };
}

/** A page's form posted as a browser without script posts it. */
async function postForm(p: string, fields: Record<string, string>, cookie: string) {
  const response = await fetch(`${server.base}${p}`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.base, Cookie: cookie },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

/** The invitation mailed to `email`: its decoded text and the link's token. */
async function invitationMailTo(email: string) {
  const message = await server.sink.waitFor((m) => m.to.includes(email), 10_000);
  const text = decodeBody(message.raw);
  const token = new RegExp(`${server.base}/invitations/([A-Za-z0-9_-]+)`).exec(text)?.[1];
  if (!token) throw new Error(`no invitation link in the mail to ${email}`);
  return { text, token };
}

/** The answer fits the operation's documented schema, with no field the document leaves out. */
function documented(operationId: string, status: number, body: unknown) {
  const op = apiOperations.find((o) => o.operationId === operationId);
  expect(op?.responses[status]?.body?.safeParse(body).error?.issues ?? []).toEqual([]);
  const [, item] = Object.entries(doc.paths).find(([p]) => p === op?.path) ?? [];
  const response = item?.[op?.method ?? "get"]?.responses[status] as ResponseObject | undefined;
  const schema = response?.content?.["application/json"]?.schema;
  expect(schema).toBeDefined();
  expect(undocumentedFields(doc, schema ?? {}, body)).toEqual([]);
}

const tokens = { coach: "", user: "" };
const coach = { id: "", fullName: "", cookie: "" };
/** The client coach@example.com invites first, who then signs up and reviews through the link. */
const client = { email: "", token: "", link: "" };

beforeAll(async () => {
  [tokens.coach, tokens.user] = await Promise.all([signIn("coach@example.com"), signIn("user@example.com")]);
  const profile = (await call("GET", "/api/profile", tokens.coach)).body?.data as { _id: string; fullName: string };
  Object.assign(coach, profile && { id: profile._id, fullName: profile.fullName });
  coach.cookie = await sessionCookie(server.base, "coach@example.com", "demo-password");
  // user@example.com has reviewed the coach (the demo data may have done it already: 422).
  const organic = await call("POST", "/api/comment", tokens.user, {
    userId: coach.id,
    rating: 4,
    comment: "Clear plans and honest feedback.",
    badges: [],
    agreement: true,
  });
  if (organic.status !== 201 && organic.status !== 422) throw new Error(`the organic review: ${organic.status}`);
  client.email = fresh("client");
});

describe("who may invite", () => {
  it("the owner of a claimed coach profile only: signed out 401, anyone else 403", async () => {
    for (const method of ["GET", "POST"]) {
      const body = method === "POST" ? { emails: [fresh("nobody")] } : undefined;
      expect((await call(method, "/api/invitations", null, body)).status).toBe(401);
      expect(await answer(method, "/api/invitations", tokens.user, body)).toEqual({
        status: 403,
        message: invitationTexts.notOwner,
      });
    }
    expect((await call("PUT", "/api/invitations", tokens.coach, { emails: [] })).status).toBe(405);
  });

  it(`refuses more than ${perRequest} addresses, none, or one that is not an address (400); nothing is sent`, async () => {
    const many = Array.from({ length: perRequest + 1 }, () => fresh("many"));
    expect(await answer("POST", "/api/invitations", tokens.coach, { emails: many })).toEqual({
      status: 400,
      message: invitationTexts.tooManyAddresses(perRequest),
    });
    expect((await invite(tokens.coach, [])).body?.message).toBe(invitationTexts.emailsRequired);
    expect(
      await answer("POST", "/api/invitations", tokens.coach, { emails: ["ann@example.com", "ann at home"] }),
    ).toEqual({ status: 400, message: invitationTexts.badAddress("ann at home") });
    expect((await call("POST", "/api/invitations", tokens.coach, "{")).status).toBe(400);
    expect((await listed(tokens.coach)).total).toBe(0);
  });
});

describe("an invitation", () => {
  it("is sent to a client, leaving out the own address and one that reviewed the coach, with the reasons", async () => {
    const sent = await invite(tokens.coach, [
      ` ${client.email.toUpperCase()}`,
      "COACH@example.com",
      client.email,
      "user@example.com",
    ]);
    expect(sent.status).toBe(201);
    documented("sendInvitations", 201, sent.body);
    expect(sent.body?.message).toBe(invitationTexts.sent(1));
    expect(sent.body?.data.sent).toEqual([{ email: client.email, id: expect.any(String) }]);
    expect(sent.body?.data.refused).toEqual([
      { email: "coach@example.com", message: invitationTexts.ownAddress },
      { email: "user@example.com", message: invitationTexts.alreadyReviewed },
    ]);
    const { list, total } = await listed(tokens.coach);
    expect(total).toBe(1);
    expect(list[0]).toMatchObject({ email: client.email, state: "sent" });
    const lifetime = Date.parse(list[0]?.expiresAt ?? "") - Date.parse(list[0]?.createdAt ?? "");
    expect(lifetime).toBe(days * 86_400_000);
    documented("listInvitations", 200, { data: list, total });
  });

  it("is mailed: who invites, that the review may be negative, a single-use link valid 30 days", async () => {
    const mail = await invitationMailTo(client.email);
    client.token = mail.token;
    client.link = `/invitations/${mail.token}`;
    for (const text of [
      invitationMailTexts.subject(coach.fullName),
      invitationMailTexts.intro(coach.fullName),
      invitationMailTexts.honest,
      invitationMailTexts.valid(days),
    ])
      expect(mail.text).toContain(text);
  });

  it("is not sent again within 30 days, nor to the own address alone: 409 with the reason, nothing changes", async () => {
    expect(await answer("POST", "/api/invitations", tokens.coach, { emails: [client.email] })).toEqual({
      status: 409,
      message: invitationTexts.invitedRecently(days),
    });
    expect(
      await answer("POST", "/api/invitations", tokens.coach, { emails: ["coach@example.com", client.email] }),
    ).toEqual({ status: 409, message: invitationTexts.ownAddress });
    expect((await listed(tokens.coach)).total).toBe(1);
  });
});

describe("the link's page", () => {
  it("answers an unknown link 404 with its message", async () => {
    for (const link of ["/invitations/not-a-real-token", `/invitations/${"x".repeat(300)}`]) {
      const unknown = await page(link);
      expect(unknown.status).toBe(404);
      expect(unknown.html).toContain(invitationTexts.unknown);
      expect(unknown.html).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it("signed out: who invites, the honest-review note, sign-up and sign-in with the address; the visit marks it opened", async () => {
    const landing = await page(client.link);
    expect(landing.status).toBe(200);
    expect(landing.html).toContain(invitationPageTexts.title(coach.fullName));
    expect(landing.html).toContain(invitationPageTexts.honest);
    expect(landing.html).toContain(`href="/signup?email=${encodeURIComponent(client.email)}"`);
    expect(landing.html).toContain(`href="/signin?email=${encodeURIComponent(client.email)}"`);
    expect(await stateOf(tokens.coach, client.email)).toBe("opened");
  });

  it("signed in with another address: says so, with no review form", async () => {
    const landing = await page(client.link, await sessionCookie(server.base, "user@example.com", "demo-password"));
    expect(landing.status).toBe(200);
    expect(landing.html).toContain(invitationTexts.otherAddress);
    expect(landing.html).not.toContain(invitationPageTexts.formTitle);
  });
});

describe("reviewing through the link", () => {
  it("another account cannot use it (409 with the reason)", async () => {
    const refused = await answer("POST", "/api/comment", tokens.user, {
      userId: coach.id,
      rating: 1,
      comment: "Not mine to write.",
      badges: [],
      agreement: true,
      invitation: client.token,
    });
    expect(refused).toEqual({ status: 409, message: invitationTexts.otherAddress });
    expect(await stateOf(tokens.coach, client.email)).toBe("opened");
  });

  it("the invitee signs up, reviews on the page, and lands on the coach page; the review is invited", async () => {
    const token = await newAccount(server.base, server.sink, { email: client.email, password, name: "Ivy Invited" });
    const cookie = await sessionCookie(server.base, client.email, password);
    const landing = await page(client.link, cookie);
    expect(landing.html).toContain(invitationPageTexts.formTitle);
    const comment = "Sessions were late twice, but the plan worked (an invited review).";
    const posted = await postForm(client.link, { intent: "rate", rating: "3.5", comment, agreement: "true" }, cookie);
    expect(posted.status).toBe(302);
    expect(posted.location).toMatch(new RegExp(`^/coach/[^/]+/${coach.id}#comments$`));
    const reviews = (await call("GET", `/api/comment/${coach.id}?size=50`, token)).body?.data as {
      comment: string;
      rating: number;
      source: string;
    }[];
    expect(reviews.find((r) => r.comment === comment)).toMatchObject({ rating: 3.5, source: "invited" });
    expect(await stateOf(tokens.coach, client.email)).toBe("reviewed");
    const record = (await call("GET", `/api/user/${coach.id}/moderation`, null)).body?.data as {
      bySource: { invited: { count: number } };
    };
    expect(record.bySource.invited.count).toBe(1);
  });

  it("used again, the link says so (409) and nothing changes", async () => {
    const before = await call("GET", `/api/comment/${coach.id}`, null);
    const again = await page(client.link);
    expect(again.status).toBe(409);
    expect(again.html).toContain(invitationTexts.used);
    const cookie = await sessionCookie(server.base, client.email, password);
    const repost = await postForm(
      client.link,
      { intent: "rate", rating: "5", comment: "Second thoughts.", agreement: "true" },
      cookie,
    );
    expect(repost.status).toBe(409);
    expect(decodeEntities(repost.html)).toContain(invitationTexts.used);
    expect(
      await answer("POST", "/api/comment", tokens.user, {
        userId: coach.id,
        rating: 5,
        comment: "Through a used link.",
        badges: [],
        agreement: true,
        invitation: client.token,
      }),
    ).toEqual({ status: 409, message: invitationTexts.used });
    expect((await call("GET", `/api/comment/${coach.id}`, null)).body?.total).toBe(before.body?.total);
    expect(await stateOf(tokens.coach, client.email)).toBe("reviewed");
    expect(await answer("POST", "/api/invitations", tokens.coach, { emails: [client.email] })).toEqual({
      status: 409,
      message: invitationTexts.alreadyReviewed,
    });
  });
});

describe("/profile", () => {
  it("shows an owner the invitations with their states and the allowance, and sends from its form", async () => {
    const other = fresh("profile-form");
    const sent = await postForm("/profile", { intent: "invite", emails: `${other}\ncoach@example.com` }, coach.cookie);
    expect(sent.status).toBe(200);
    const html = decodeEntities(sent.html);
    expect(html).toContain(invitationTexts.sent(1));
    expect(html).toContain(inviteClientsTexts.refusal("coach@example.com", invitationTexts.ownAddress));
    const profile = await page("/profile", coach.cookie);
    expect(profile.html).toContain(inviteClientsTexts.title);
    expect(profile.html).toContain(inviteClientsTexts.caption);
    expect(profile.html).toMatch(new RegExp(`${client.email}</td>.*?<td[^>]*>${invitationStateLabels.reviewed}</td>`));
    expect(profile.html).toMatch(new RegExp(`${other}</td>.*?<td[^>]*>${invitationStateLabels.sent}</td>`));
    expect(profile.html).toContain(inviteClientsTexts.allowance(perDay - 2, perDay));
  });

  it("has no invitations for an account without a claimed coach profile, and its form is refused (403)", async () => {
    const cookie = await sessionCookie(server.base, "user@example.com", "demo-password");
    expect((await page("/profile", cookie)).html).not.toContain(inviteClientsTexts.title);
    const refused = await postForm("/profile", { intent: "invite", emails: fresh("nope") }, cookie);
    expect(refused.status).toBe(403);
    expect((await postForm("/profile", { intent: "other", emails: fresh("nope") }, coach.cookie)).status).toBe(400);
  });
});

describe("expiry and the daily allowance", () => {
  it(`expires after ${days} days: listed expired, the link refused (409); the address may be invited again`, async () => {
    const late = fresh("late");
    expect((await invite(tokens.coach, [late])).status).toBe(201);
    const { token } = await invitationMailTo(late);
    moveClock(clockFile, days * 86_400_000 + 60_000);
    try {
      // Sessions last 30 days too: a new one, made at the moved time.
      const moved = await signIn("coach@example.com");
      expect(await stateOf(moved, late)).toBe("expired");
      const expired = await page(`/invitations/${token}`);
      expect(expired.status).toBe(409);
      expect(expired.html).toContain(invitationTexts.expired);
      expect(await stateOf(moved, late)).toBe("expired");
      expect((await invite(moved, [late])).status).toBe(201);
    } finally {
      moveClock(clockFile, 0);
    }
  });

  it(`sends ${perDay} a day: a batch over what is left is refused whole (429, saying how many are left), the ${perDay + 1}st too`, async () => {
    let left = perDay - (await listed(tokens.coach)).total;
    while (left > 1) {
      const batch = Array.from({ length: Math.min(perRequest, left - 1) }, () => fresh("daily"));
      const sent = await invite(tokens.coach, batch);
      expect(sent.status).toBe(201);
      left -= batch.length;
    }
    const two = [fresh("over"), fresh("over")];
    expect(await answer("POST", "/api/invitations", tokens.coach, { emails: two })).toEqual({
      status: 429,
      message: invitationTexts.dailyLimit(perDay, 1),
    });
    expect((await listed(tokens.coach)).total).toBe(perDay - 1);
    expect((await invite(tokens.coach, [two[0]])).status).toBe(201);
    expect(await answer("POST", "/api/invitations", tokens.coach, { emails: [two[1]] })).toEqual({
      status: 429,
      message: invitationTexts.dailyLimit(perDay, 0),
    });
    expect((await listed(tokens.coach)).total).toBe(perDay);
  });

  it("keeps the links' tokens out of the server's log", () => {
    const log = readFileSync(path.join("test-results", "server-invitations.log"), "utf8");
    expect(log).toContain("/invitations/[redacted]");
    expect(log).not.toContain(client.token);
  });
});
