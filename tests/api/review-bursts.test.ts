import { beforeAll, describe, expect, it } from "vitest";
import { adminTexts } from "../../app/lib/messages/admin.ts";
import { heldReviewTexts } from "../../app/lib/messages/held-reviews.ts";
import { reasonLabels } from "../../app/lib/messages/moderation.ts";
import { reviewerTexts } from "../../app/lib/messages/reviewers.ts";
import { openApiDocument } from "../../app/server/openapi/openapi-document.server.ts";
import type { ResponseObject } from "../../app/server/openapi/openapi-types.server.ts";
import { apiOperations } from "../../app/server/openapi/operations.server.ts";
import { coachPath } from "../../app/lib/urls.ts";
import { newAccount, post, sessionCookie } from "../support/accounts.ts";
import { decodeEntities } from "../support/html.ts";
import { useOwnServer } from "../support/own-server.ts";
import { decodeBody } from "../support/smtp-sink.ts";
import { undocumentedFields } from "../support/undocumented-fields.ts";
import { type ApiAnswer, callApi, inTurns } from "../support/http.ts";

// The review-bomb guard's admin side (issue 25, decision 0075) and reviewer history over HTTP: a
// burst of reviews from new accounts is held (the coach's figures do not move), listed for an
// admin, and applied when approved or removed when rejected; a reviewer's shown reviews and
// counts at /api/user/{id}/reviews and /reviewers/{id}, never with an e-mail address. A server of
// its own with the guard's default threshold (test servers turn it off) and per-address limits
// raised: twenty accounts sign up from this one address.
const server = useOwnServer("review-bursts", {
  isolated: true,
  env: { RATE_LIMIT_IP_FACTOR: "100", REVIEW_BURST_MIN: "5" },
});

type Answer = ApiAnswer<unknown>;
type Figures = { rating: number; reviewCount: number; score: number };
type Held = { id: string; coach: { id: string }; author: { id: string }; accountAgeDays: number };
type Reviewer = { id: string; name: string; reviews: number; memberSince: string };
type Authored = { _id: string; coach: { id: string; name: string }; held: boolean; commentee: { reviews: number } };
type History = { data: { reviewer: Reviewer; reviews: Authored[] }; total: number };
type Author = { email: string; token: string; id: string; review?: string };

const password = "burst-password-1";
const doc = openApiDocument();

const call = (method: string, p: string, token: string | null, body?: unknown): Promise<Answer> =>
  callApi(server.base, method, p, token, body);
function dataOf<T>(answered: Answer): T {
  if (answered.body?.data === undefined) throw new Error(`no data in ${JSON.stringify(answered)}`);
  return answered.body.data as T;
}
const get = (p: string, token: string | null = null) => call("GET", p, token);
const figuresOf = async (id: string): Promise<Figures> => {
  const { rating, reviewCount, score } = dataOf<Figures>(await get(`/api/user/${id}`));
  return { rating, reviewCount, score };
};
const recordOf = async (id: string) =>
  dataOf<{ held: number; shown: number; removedBySite: { total: number } }>(await get(`/api/user/${id}/moderation`));
const heldQueue = async () => dataOf<Held[]>(await get("/api/admin/held-reviews", tokens.admin));
const shownIds = async (coachId: string) =>
  dataOf<{ _id: string }[]>(await get(`/api/comment/${coachId}?size=50`, tokens.admin)).map((c) => c._id);
const mine = async (token: string) => dataOf<Authored[]>(await get("/api/comments/mine", token));
const history = async (id: string, token: string | null = tokens.user, query = "") => {
  const answered = await get(`/api/user/${id}/reviews${query}`, token);
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  return answered.body as unknown as History;
};
const decide = (body: unknown, token: string | null = tokens.admin) =>
  call("POST", "/api/admin/held-reviews/decision", token, body);

async function review(token: string, coachId: string, rating: number, comment: string) {
  const posted = await call("POST", "/api/comment", token, {
    userId: coachId,
    rating,
    comment,
    badges: [],
    agreement: true,
  });
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  return dataOf<{ _id: string; held: boolean }>(posted);
}

/** Each call answers 200 with a body its documented schema takes, without undocumented fields. */
function expectDocumented(operationId: string, body: unknown) {
  const op = apiOperations.find((o) => o.operationId === operationId);
  expect(op?.responses[200]?.body?.safeParse(body).error?.issues ?? [], operationId).toEqual([]);
  const documented = Object.values(doc.paths)
    .flatMap((item) => Object.values(item))
    .find((o) => o.operationId === operationId);
  const schema = (documented?.responses[200] as ResponseObject | undefined)?.content?.["application/json"]?.schema;
  expect(schema, operationId).toBeDefined();
  expect(undocumentedFields(doc, schema ?? {}, body), operationId).toEqual([]);
}

const tokens = { admin: "", user: "" };
const userEmail = "user@example.com";
let userId = "";
/** Twenty accounts opened for this test: younger than a week. */
let authors: Author[] = [];
/** Two demo coaches with reviews that the demo user has not reviewed. */
let coach1 = "";
let coach2 = "";
/** A third, decided from the admin panel. */
let coach3 = "";

beforeAll(async () => {
  const signIn = async (email: string) => {
    const answered = await post(server.base, "/api/signin", { email, password: "demo-password" });
    if (answered.status !== 200) throw new Error(`sign-in of ${email}: ${answered.status}`);
    return answered.body.data.token as string;
  };
  tokens.admin = await signIn("admin@example.com");
  tokens.user = await signIn(userEmail);
  userId = dataOf<{ _id: string }>(await get("/api/profile", tokens.user))._id;
  const reviewedByUser = new Set((await mine(tokens.user)).map((r) => r.coach.id));
  const cards = dataOf<{ _id: string; reviewCount: number }[]>(await get("/api/user/search/coach?size=50"));
  [coach1 = "", coach2 = "", coach3 = ""] = cards
    .filter((c) => c.reviewCount > 0 && !reviewedByUser.has(c._id))
    .map((c) => c._id);
  if (!coach3) throw new Error("no three demo coaches with reviews that the demo user has not reviewed");
  const stamp = Date.now();
  authors = await inTurns(
    Array.from({ length: 20 }, (_, i) => i),
    4,
    async (i) => {
      const email = `burst.${i}.${stamp}@bursts.example`;
      const token = await newAccount(server.base, server.sink, { email, password, name: `Burst Reviewer${i}` });
      return { email, token, id: dataOf<{ _id: string }>(await get("/api/profile", token))._id };
    },
  );
}, 120_000);

describe("a burst of reviews from new accounts", () => {
  it("is held: 20 reviews within a minute leave the coach's figures as they were and wait in the admin queue", async () => {
    const before = await figuresOf(coach1);
    const shownBefore = await shownIds(coach1);
    const started = Date.now();
    const posted = await inTurns(authors, 5, (a, i) => review(a.token, coach1, 1, `Terrible coach, number ${i}.`));
    expect(Date.now() - started).toBeLessThan(60_000);
    authors.forEach((a, i) => Object.assign(a, { review: posted[i]?._id }));
    const ids = posted.map((p) => p._id).sort();
    // Past the threshold every one is held, those shown a moment before included.
    expect(posted.filter((p) => p.held).length).toBeGreaterThanOrEqual(20 - 5);

    expect(await figuresOf(coach1)).toEqual(before);
    expect(await shownIds(coach1)).toEqual(shownBefore);
    expect((await recordOf(coach1)).held).toBe(20);
    const queue = await heldQueue();
    expect(queue.map((r) => r.id).sort()).toEqual(ids);
    expect(new Set(queue.map((r) => r.coach.id))).toEqual(new Set([coach1]));
    expect(queue.every((r) => r.accountAgeDays === 0)).toBe(true);
    expectDocumented("listHeldReviews", { data: queue });
    // The author's own list shows their held review, and counts it nowhere either.
    for (const a of authors)
      expect((await mine(a.token)).map((r) => [r._id, r.held, r.commentee.reviews])).toEqual([[a.review, true, 0]]);
    // Held reviews count nowhere, their author's history included.
    const held = await history(authors[0]?.id ?? "");
    expect([held.total, held.data.reviewer.reviews, held.data.reviews]).toEqual([0, 0, []]);
  });

  it("shows the queue on the admin panel, a coach's reviews together with Approve all and Reject all", async () => {
    const cookie = await sessionCookie(server.base, "admin@example.com", "demo-password");
    const html = decodeEntities(
      await (await fetch(`${server.base}/adminpanel`, { headers: { Cookie: cookie } })).text(),
    );
    expect(html).toContain(heldReviewTexts.title);
    for (const a of authors) expect(html).toContain(`name="ids" value="${a.review}"`);
    expect(html).toContain(`value="approveHeld"`);
    expect(html).toContain(`value="rejectHeld"`);
    expect(html).toContain(heldReviewTexts.approveAll);
    expect(html).toContain(heldReviewTexts.rejectAll);
  });

  it("is decided by admins only, on held reviews only", async () => {
    const ids = authors.map((a) => a.review);
    expect((await decide({ ids, decision: "approve" }, null)).status).toBe(401);
    expect((await decide({ ids, decision: "approve" }, tokens.user)).status).toBe(403);
    expect((await decide({ ids, decision: "approve" }, authors[0]?.token ?? "")).status).toBe(403);
    expect((await decide({ ids, decision: "reject" })).status).toBe(400);
    expect((await decide({ ids: [], decision: "approve" })).status).toBe(400);
    const unknown = await decide({ ids: [...ids, "00000000-0000-4000-8000-000000000000"], decision: "approve" });
    expect(unknown).toEqual({ status: 404, body: { message: heldReviewTexts.notFound } });
    const shown = (await shownIds(coach1))[0];
    const notHeld = await decide({ ids: [...ids, shown], decision: "approve" });
    expect(notHeld).toEqual({ status: 409, body: { message: heldReviewTexts.notHeld } });
    // All or none: nothing was approved by the refused calls.
    expect((await recordOf(coach1)).held).toBe(20);
  });

  it("applies the reviews once approved: counted, listed and out of the queue", async () => {
    const before = await figuresOf(coach1);
    const shownBefore = await shownIds(coach1);
    const ids = authors.map((a) => a.review);
    expect(await decide({ ids, decision: "approve", note: "A real group workshop." })).toEqual({
      status: 200,
      body: { message: heldReviewTexts.approved(20) },
    });
    const after = await figuresOf(coach1);
    expect(after.reviewCount).toBe(before.reviewCount + 20);
    // Twenty one-star reviews: the mean of the old ones and the new.
    expect(after.rating).toBeCloseTo((before.rating * before.reviewCount + 20) / (before.reviewCount + 20), 1);
    expect(after.score).toBeLessThan(before.score);
    expect((await shownIds(coach1)).sort()).toEqual([...shownBefore, ...ids].sort());
    expect((await recordOf(coach1)).held).toBe(0);
    expect(await heldQueue()).toEqual([]);
    for (const a of authors) expect((await mine(a.token)).map((r) => r.held)).toEqual([false]);
    expect(await decide({ ids: ids.slice(0, 1), decision: "approve" })).toEqual({
      status: 409,
      body: { message: heldReviewTexts.notHeld },
    });
  });

  it("is removed when rejected with a reason, counted as removed by the site; an old account's review is never held", async () => {
    const burst = authors.slice(0, 8);
    const before = await figuresOf(coach2);
    const recordBefore = await recordOf(coach2);
    const userBefore = (await history(userId)).total;
    const first = await inTurns(burst.slice(0, 6), 3, (a) => review(a.token, coach2, 1, "Awful, avoid."));
    // The burst is on: the demo user's account is years old, so its review is shown and counted at once.
    const old = await review(tokens.user, coach2, 5, "Very helpful sessions.");
    expect(old.held).toBe(false);
    const rest = await inTurns(burst.slice(6), 2, (a) => review(a.token, coach2, 1, "Awful, avoid."));
    expect(rest.every((r) => r.held)).toBe(true);
    const ids = [...first, ...rest].map((r) => r._id);
    expect((await heldQueue()).map((r) => r.id).sort()).toEqual([...ids].sort());
    expect((await figuresOf(coach2)).reviewCount).toBe(before.reviewCount + 1);
    expect(await shownIds(coach2)).toContain(old._id);
    // Right after posting, the reviewer's history counts the new review, newest first.
    const userHistory = await history(userId);
    expect(userHistory.total).toBe(userBefore + 1);
    expect(userHistory.data.reviewer.reviews).toBe(userBefore + 1);
    expect(userHistory.data.reviews[0]?._id).toBe(old._id);

    expect((await decide({ ids, decision: "reject" })).status).toBe(400);
    const since = server.sink.messages.length;
    const rejected = await decide({ ids, decision: "reject", reason: "fake", note: "Accounts made the same day." });
    expect(rejected).toEqual({ status: 200, body: { message: heldReviewTexts.rejected(8) } });
    const record = await recordOf(coach2);
    expect(record.held).toBe(0);
    expect(record.removedBySite.total).toBe(recordBefore.removedBySite.total + 8);
    expect(record.shown).toBe(recordBefore.shown + 1);
    expect((await figuresOf(coach2)).reviewCount).toBe(before.reviewCount + 1);
    expect(await heldQueue()).toEqual([]);
    for (const a of burst) {
      // The removed review leaves the author's own list; their approved one stays.
      expect((await mine(a.token)).map((r) => r.coach.id)).toEqual([coach1]);
      const mail = await server.sink.waitFor(
        (m) => server.sink.messages.indexOf(m) >= since && m.to.includes(a.email),
        10_000,
      );
      expect(decodeBody(mail.raw)).toContain(reasonLabels.fake);
    }
    expect(await decide({ ids: ids.slice(0, 1), decision: "approve" })).toEqual({
      status: 409,
      body: { message: heldReviewTexts.notHeld },
    });
  });
});

describe("the admin panel's held reviews", () => {
  it("rejects one with a reason and approves the rest of a coach's at once, recorded in the admin record", async () => {
    const burst = authors.slice(8, 15);
    const posted = await inTurns(burst, 3, (a) => review(a.token, coach3, 2, "Not great."));
    const [one, ...rest] = posted.map((p) => p._id);
    const before = await figuresOf(coach3);
    const recordBefore = await recordOf(coach3);
    expect(recordBefore.held).toBe(7);
    const cookie = await sessionCookie(server.base, "admin@example.com", "demo-password");
    const act = async (fields: [string, string][]) => {
      const response = await fetch(`${server.base}/adminpanel`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookie, Origin: server.base },
        body: new URLSearchParams(fields).toString(),
      });
      return { status: response.status, html: decodeEntities(await response.text()) };
    };
    // Reject needs a reason: refused, nothing changed.
    expect(
      (
        await act([
          ["intent", "rejectHeld"],
          ["ids", one ?? ""],
        ])
      ).status,
    ).toBe(400);
    expect((await recordOf(coach3)).held).toBe(7);
    const rejected = await act([
      ["intent", "rejectHeld"],
      ["ids", one ?? ""],
      ["reason", "spam"],
      ["note", ""],
    ]);
    expect(rejected.status).toBe(200);
    expect(rejected.html).toContain(heldReviewTexts.rejected(1));
    // "Approve all": the coach's remaining ids, one field each.
    const approved = await act([["intent", "approveHeld"], ...rest.map((id): [string, string] => ["ids", id])]);
    expect(approved.status).toBe(200);
    expect(approved.html).toContain(heldReviewTexts.approved(6));
    const record = await recordOf(coach3);
    expect([record.held, record.removedBySite.total]).toEqual([0, recordBefore.removedBySite.total + 1]);
    expect((await figuresOf(coach3)).reviewCount).toBe(before.reviewCount + 6);
    const panel = decodeEntities(
      await (await fetch(`${server.base}/adminpanel?profile=${coach3}`, { headers: { Cookie: cookie } })).text(),
    );
    expect(panel.match(new RegExp(adminTexts.actionNames["review.approve"], "g"))?.length).toBe(6);
    expect(panel).toContain(adminTexts.actionNames["review.remove"]);
    expect(panel).toContain(heldReviewTexts.none);
  });
});

describe("a reviewer's history", () => {
  it("counts a reviewer's shown reviews: approved ones in, removed and held ones out", async () => {
    const [a] = authors;
    const answered = await history(a?.id ?? "");
    expect(answered.total).toBe(1);
    expect(answered.data.reviewer).toMatchObject({ id: a?.id, name: "Burst Reviewer0", reviews: 1 });
    expect(answered.data.reviews.map((r) => [r._id, r.coach.id, r.held])).toEqual([[a?.review, coach1, false]]);
    expectDocumented("listReviewerReviews", answered);
  });

  it("counts again after a removal, and pages with from and size", async () => {
    const before = await history(userId);
    const [newest] = before.data.reviews;
    const removed = await call("DELETE", `/api/comment/${newest?._id}`, tokens.admin, { reason: "other" });
    expect(removed.status).toBe(200);
    const after = await history(userId);
    expect(after.total).toBe(before.total - 1);
    expect(after.data.reviewer.reviews).toBe(before.total - 1);
    expect(after.data.reviews.map((r) => r._id)).not.toContain(newest?._id);
    const page = await history(userId, tokens.user, "?from=1&size=2");
    expect(page.data.reviews.map((r) => r._id)).toEqual(after.data.reviews.slice(1, 3).map((r) => r._id));
    expect(page.total).toBe(after.total);
  });

  it("is for signed-in callers, about a profile that exists", async () => {
    expect((await get(`/api/user/${userId}/reviews`, null)).status).toBe(401);
    expect((await get("/api/user/00000000-0000-4000-8000-000000000000/reviews", tokens.user)).status).toBe(404);
    expect((await get("/api/user/not-an-id/reviews", tokens.user)).status).toBe(400);
  });

  it("shows the reviewer's page to signed-in visitors, 20 reviews at a time, and a sign-in link to others", async () => {
    // A demo reviewer with more reviews than a page holds.
    let reviewer: History | null = null;
    for (let i = 0; i < 60 && !reviewer; i++) {
      const signin = await post(server.base, "/api/signin", {
        email: `reviewer${i}@users.example`,
        password: "demo-password",
      });
      const id = dataOf<{ _id: string }>(await get("/api/profile", signin.body.data.token))._id;
      const found = await history(id, tokens.user, "?size=50");
      if (found.total > 20) reviewer = found;
    }
    if (!reviewer) throw new Error("no demo reviewer with more than 20 reviews");
    const { reviewer: who, reviews } = reviewer.data;
    const cookie = await sessionCookie(server.base, userEmail, "demo-password");
    const page = async (query = "") => {
      const response = await fetch(`${server.base}/reviewers/${who.id}${query}`, { headers: { Cookie: cookie } });
      expect(response.status).toBe(200);
      return decodeEntities(await response.text());
    };
    const links = (html: string) =>
      [...html.matchAll(/<a [^>]*href="(\/coach\/[^"]+)"/g)]
        .map((m) => m[1])
        .filter((href) => !href?.endsWith("/edit"));
    const coachLinks = (from: number) =>
      reviews.slice(from, from + 20).map((r) => coachPath({ _id: r.coach.id, fullName: r.coach.name }));
    const first = await page();
    expect(first).toMatch(/<meta name="robots" content="noindex"/);
    expect(first).toContain(`>${who.name}</h1>`);
    expect(first).toContain(reviewerTexts.reviewCount(reviewer.total));
    const month = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", timeZone: "UTC" });
    expect(first).toContain(reviewerTexts.memberSince(month.format(new Date(who.memberSince))));
    // Newest first, each linked to its coach's page, 20 to a page.
    expect(links(first)).toEqual(coachLinks(0));
    expect(first).toContain(`href="/reviewers/${who.id}?page=2"`);
    const second = await page("?page=2");
    expect(links(second)).toEqual(coachLinks(20));
    expect(second.includes(`href="/reviewers/${who.id}?page=3"`)).toBe(reviewer.total > 40);
    expect((await fetch(`${server.base}/reviewers/${who.id}?page=0`, { headers: { Cookie: cookie } })).status).toBe(
      400,
    );

    const signedOut = decodeEntities(await (await fetch(`${server.base}/reviewers/${who.id}`)).text());
    expect(signedOut).toContain(reviewerTexts.signedOut);
    expect(signedOut).toContain(`/signin?redirectTo=${encodeURIComponent(`/reviewers/${who.id}`)}`);
    expect(signedOut).not.toContain(who.name);
  });

  it("never answers with a reviewer's e-mail address", async () => {
    const emails = [userEmail, ...authors.map((a) => a.email)];
    // Viewed by someone else: the page's navigation shows the viewer their own address.
    const cookie = await sessionCookie(server.base, "admin@example.com", "demo-password");
    const answers = [
      JSON.stringify((await get(`/api/user/${userId}/reviews?size=50`, tokens.user)).body),
      JSON.stringify((await get(`/api/user/${authors[0]?.id}/reviews`, tokens.user)).body),
      JSON.stringify((await get(`/api/comment/${coach1}?size=50`, tokens.user)).body),
      JSON.stringify((await get(`/api/comment/${coach2}?size=50`, tokens.user)).body),
      JSON.stringify((await get(`/api/user/${coach1}/moderation`)).body),
    ];
    for (const json of answers) {
      // No address at all, not only none of these.
      expect(json).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
      for (const email of emails) expect(json).not.toContain(email);
    }
    for (const id of [userId, authors[0]?.id]) {
      const html = await (await fetch(`${server.base}/reviewers/${id}`, { headers: { Cookie: cookie } })).text();
      for (const email of emails) expect(html).not.toContain(email);
    }
  });
});
