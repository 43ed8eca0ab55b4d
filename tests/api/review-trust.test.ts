import { rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminTexts } from "../../app/lib/messages/admin.ts";
import { apiErrors } from "../../app/lib/messages/api-errors.ts";
import { moderationMailTexts } from "../../app/lib/messages/moderation-mails.ts";
import { moderationTexts, reasonLabels, reasonRules, removerLabels } from "../../app/lib/messages/moderation.ts";
import { reviewActionTexts } from "../../app/lib/messages/review-actions.ts";
import { reviewMessages } from "../../app/lib/messages/reviews.ts";
import { FIELD_LIMITS } from "../../app/lib/limits.ts";
import { APPEAL_DAYS } from "../../app/lib/review-reasons.ts";
import { newAccount, post, sessionCookie } from "../support/accounts.ts";
import { useOwnServer } from "../support/own-server.ts";
import { decodeBody } from "../support/smtp-sink.ts";
import { moveClock, testClockEnv } from "../support/test-clock.ts";
import { type ApiAnswer, callApi, inTurns } from "../support/http.ts";

// Review trust (issue 22, decision 0067) over HTTP: owner replies, flags, the moderation queue's
// decisions, statements of reasons, appeals, removals by the coach and the public moderation
// record. A server and database of this file's own (it removes and restores reviews), mail to a
// local SMTP sink, a clock the test can move (the appeal window), and per-address limits raised:
// a hundred accounts sign in from this one address.
const clockFile = path.join(tmpdir(), `coach-review-trust-clock-${process.pid}-${Date.now()}`);
const server = useOwnServer("review-trust", {
  isolated: true,
  env: { RATE_LIMIT_IP_FACTOR: "50", ...testClockEnv(clockFile) },
});
afterAll(() => rmSync(clockFile, { force: true }));

type Answer = ApiAnswer<unknown>;
type Comment = {
  _id: string;
  rating: number;
  comment: string;
  commentee: { id: string };
  reply: { text: string; createdAt: string; updatedAt: string | null } | null;
};
type Public = { rating: number; reviewCount: number; score: number; badges: { name: string; count: number }[] };
type ReasonCount = { reason: string; count: number };
type PublicRecord = {
  shown: number;
  removedBySite: { total: number; reasons: ReasonCount[] };
  removedByCoach: { total: number; reasons: ReasonCount[]; averageRating: number | null };
  replyRate: number;
  medianReplyHours: number | null;
};
type Queued = { id: string; flagCount?: number; reasons?: ReasonCount[]; appeal?: string; reason?: string };

const password = "trust-password-1";
let unique = 0;
const fresh = (label: string) => `${label}.${Date.now()}.${unique++}@trust.example`;

const call = (method: string, p: string, token: string | null, body?: unknown): Promise<Answer> =>
  callApi(server.base, method, p, token, body);
/** The `data` of an answer that must have one. */
function dataOf<T>(answered: Answer): T {
  if (answered.body?.data === undefined) throw new Error(`no data in ${JSON.stringify(answered)}`);
  return answered.body.data as T;
}
/** Status and message, for the comparisons that say what a refusal is. */
const answer = async (...args: Parameters<typeof call>) => {
  const { status, body } = await call(...args);
  return { status, message: body?.message };
};

async function signIn(email: string, pass = "demo-password"): Promise<string> {
  const signin = await post(server.base, "/api/signin", { email, password: pass });
  expect(signin.status, email).toBe(200);
  return signin.body.data.token as string;
}
const account = async (label: string, name?: string) => {
  const email = fresh(label);
  return { email, token: await newAccount(server.base, server.sink, { email, password, name }) };
};
const profileId = async (token: string) => dataOf<{ _id: string }>(await call("GET", "/api/profile", token))._id;
const publicOf = async (id: string) =>
  dataOf<Public & { fullName: string }>(await call("GET", `/api/user/${id}`, null));
const recordOf = async (id: string) => dataOf<PublicRecord>(await call("GET", `/api/user/${id}/moderation`, null));
const figures = (p: Public) => ({ reviewCount: p.reviewCount, rating: p.rating, score: p.score, badges: p.badges });

/** Every review of a coach as a signed-in caller sees them, or the first page a visitor sees. */
async function commentsOf(coachId: string, token: string | null): Promise<{ list: Comment[]; total: number }> {
  const list: Comment[] = [];
  for (;;) {
    const page = (await call("GET", `/api/comment/${coachId}?from=${list.length}&size=50`, token)).body as {
      data: Comment[];
      total: number;
    };
    list.push(...page.data);
    if (!token || page.data.length === 0 || list.length >= page.total) return { list, total: page.total };
  }
}
const idsOf = async (coachId: string, token: string | null) =>
  (await commentsOf(coachId, token)).list.map((c) => c._id);
const mine = async (token: string) =>
  dataOf<Comment[]>(await call("GET", "/api/comments/mine", token)).map((c) => c._id);
const review = async (token: string, coachId: string, rating: number, comment: string) => {
  const posted = await call("POST", "/api/comment", token, {
    userId: coachId,
    rating,
    comment,
    badges: [],
    agreement: true,
  });
  expect(posted.status, comment).toBe(201);
  return dataOf<{ _id: string }>(posted)._id;
};
const queue = async (which: "flags" | "appeals") =>
  (await call("GET", `/api/admin/${which}`, tokens.admin)).body?.data as Queued[];

/** The first mail to `email` after `since` messages whose text contains `text`. */
async function mailTo(email: string, text: string, since = 0): Promise<string> {
  const message = await server.sink.waitFor(
    (m) => server.sink.messages.indexOf(m) >= since && m.to.includes(email) && decodeBody(m.raw).includes(text),
    10_000,
  );
  return decodeBody(message.raw);
}

const tokens = { admin: "", coach: "", coach2: "", user: "" };
/** coach@example.com's claimed level 3+ profile. */
let owned = "";
/** The reviewer of review A, a new account with a name. */
let reviewer = { email: "", token: "" };
/** Review A: replied to, flagged 100 times, removed by the site, appealed and restored. */
let reviewA = "";
/** The owned profile's figures before review A and with it. */
let withoutA: ReturnType<typeof figures>;
let withA: ReturnType<typeof figures>;
/** Demo coaches nobody owns, with reviews: the other reviews this file flags and removes. */
let demoCoaches: string[] = [];

beforeAll(async () => {
  tokens.admin = await signIn("admin@example.com");
  tokens.coach = await signIn("coach@example.com");
  tokens.coach2 = await signIn("coach2@example.com");
  tokens.user = await signIn("user@example.com");
  owned = await profileId(tokens.coach);
  const cards = (await call("GET", "/api/user/category/life-coach?size=50", null)).body?.data as {
    _id: string;
    reviewCount: number;
  }[];
  demoCoaches = cards.filter((c) => c._id !== owned && c.reviewCount >= 3).map((c) => c._id);
  if (demoCoaches.length < 6) throw new Error("too few demo life coaches with reviews");
  withoutA = figures(await publicOf(owned));
  reviewer = await account("reviewer", "Rita Reviewer");
  reviewA = await review(reviewer.token, owned, 2, "Sessions started late and ended early.");
  withA = figures(await publicOf(owned));
  if (withA.reviewCount !== withoutA.reviewCount + 1) throw new Error("review A is not counted");
});

describe("owner replies", () => {
  it("only the owner of the reviewed profile replies: anyone else 403, signed out 401", async () => {
    const refused = { status: 403, message: moderationTexts.notOwner };
    for (const who of [tokens.user, tokens.coach2, tokens.admin, reviewer.token])
      expect(await answer("POST", `/api/comment/${reviewA}/reply`, who, { text: "Thanks!" })).toEqual(refused);
    expect((await call("POST", `/api/comment/${reviewA}/reply`, null, { text: "Thanks!" })).status).toBe(401);
    expect((await commentsOf(owned, null)).list.find((c) => c._id === reviewA)?.reply).toBeNull();
  });

  it("refuses a link, a phone number, an empty or too long reply with 400", async () => {
    const refusals: [string, string][] = [
      ["Read more at https://example.com", moderationTexts.replyNoLinks],
      ["See www.my-coaching.com", moderationTexts.replyNoLinks],
      ["Call me on +1 (555) 123-4567", moderationTexts.replyNoPhones],
      ["   ", moderationTexts.replyRequired],
      ["x".repeat(FIELD_LIMITS.reply + 1), moderationTexts.replyTooLong],
    ];
    for (const [text, message] of refusals)
      expect(await answer("POST", `/api/comment/${reviewA}/reply`, tokens.coach, { text }), text.slice(0, 40)).toEqual({
        status: 400,
        message,
      });
    expect((await commentsOf(owned, null)).list.find((c) => c._id === reviewA)?.reply).toBeNull();
  });

  it("posts one reply (201, then 409), shown to visitors, and e-mails the reviewer a link to the coach page", async () => {
    const since = server.sink.messages.length;
    const text = "I am sorry to read this. We moved the sessions to a time that suits you.";
    expect(await answer("POST", `/api/comment/${reviewA}/reply`, tokens.coach, { text })).toEqual({
      status: 201,
      message: moderationTexts.replyPosted,
    });
    expect(await answer("POST", `/api/comment/${reviewA}/reply`, tokens.coach, { text: "Again." })).toEqual({
      status: 409,
      message: moderationTexts.replyExists,
    });
    // A signed-out visitor sees the 2 newest reviews; review A is the newest.
    const shown = (await commentsOf(owned, null)).list.find((c) => c._id === reviewA);
    expect(shown?.reply).toEqual({ text, createdAt: expect.any(String), updatedAt: null });
    expect(Date.now() - Date.parse(shown?.reply?.createdAt ?? "")).toBeLessThan(60_000);
    const mail = await mailTo(reviewer.email, moderationMailTexts.reply.heading, since);
    expect(mail).toContain(text);
    expect(mail).toMatch(new RegExp(`${server.base}/coach/[^/\\s]+/${owned}#comments`));
  });

  it("PUT edits the reply, which then carries updatedAt; only the owner, with the same rules", async () => {
    const before = (await commentsOf(owned, null)).list.find((c) => c._id === reviewA)?.reply;
    expect(await answer("PUT", `/api/comment/${reviewA}/reply`, tokens.user, { text: "Mine now." })).toEqual({
      status: 403,
      message: moderationTexts.notOwner,
    });
    expect(
      await answer("PUT", `/api/comment/${reviewA}/reply`, tokens.coach, { text: "Book at my-coaching.com now" }),
    ).toEqual({ status: 400, message: moderationTexts.replyNoLinks });
    const text = "Sorry to read this: the sessions now start on time.";
    expect(await answer("PUT", `/api/comment/${reviewA}/reply`, tokens.coach, { text })).toEqual({
      status: 200,
      message: moderationTexts.replyEdited,
    });
    const after = (await commentsOf(owned, null)).list.find((c) => c._id === reviewA)?.reply;
    expect(after).toMatchObject({ text, createdAt: before?.createdAt });
    expect(Date.parse(after?.updatedAt ?? "")).toBeGreaterThanOrEqual(Date.parse(after?.createdAt ?? ""));
  });

  it("DELETE: a non-owner non-admin 403, an admin 200, then 404; the owner may reply again", async () => {
    for (const who of [tokens.user, tokens.coach2, reviewer.token])
      expect(await answer("DELETE", `/api/comment/${reviewA}/reply`, who)).toEqual({
        status: 403,
        message: moderationTexts.replyNotAllowed,
      });
    expect((await call("DELETE", `/api/comment/${reviewA}/reply`, null)).status).toBe(401);
    expect(await answer("DELETE", `/api/comment/${reviewA}/reply`, tokens.admin)).toEqual({
      status: 200,
      message: moderationTexts.replyDeleted,
    });
    expect((await commentsOf(owned, null)).list.find((c) => c._id === reviewA)?.reply).toBeNull();
    expect(await answer("DELETE", `/api/comment/${reviewA}/reply`, tokens.coach)).toEqual({
      status: 404,
      message: moderationTexts.noReply,
    });
    expect(await answer("PUT", `/api/comment/${reviewA}/reply`, tokens.coach, { text: "Hello" })).toEqual({
      status: 404,
      message: moderationTexts.noReply,
    });
    const text = "Thank you for the feedback.";
    expect((await call("POST", `/api/comment/${reviewA}/reply`, tokens.coach, { text })).status).toBe(201);
    expect((await commentsOf(owned, null)).list.find((c) => c._id === reviewA)?.reply?.text).toBe(text);
    // A reply changes neither the counts nor the score.
    expect(figures(await publicOf(owned))).toEqual(withA);
  });
});

/** The accounts that flagged review A, with their addresses (the decision is mailed to them). */
const flaggers: { email: string; token: string }[] = [];

describe("flags", () => {
  it("flags once (201, then 409); a reason off the list or 'other' without details is 400", async () => {
    const flag = (token: string | null, body: unknown) => answer("POST", `/api/comment/${reviewA}/flag`, token, body);
    expect(await flag(tokens.user, { reason: "not-a-client" })).toEqual({
      status: 201,
      message: moderationTexts.flagged,
    });
    expect(await flag(tokens.user, { reason: "fake" })).toEqual({
      status: 409,
      message: moderationTexts.alreadyFlagged,
    });
    // The coach's owner may flag a review of its own profile too.
    expect(await flag(tokens.coach, { reason: "fake" })).toEqual({ status: 201, message: moderationTexts.flagged });
    flaggers.push(
      { email: "user@example.com", token: tokens.user },
      { email: "coach@example.com", token: tokens.coach },
    );
    const refusals: [unknown, string][] = [
      [{ reason: "boring" }, moderationTexts.reasonRequired],
      [{}, moderationTexts.reasonRequired],
      [{ reason: "other" }, moderationTexts.detailsRequired],
      [{ reason: "other", details: "   " }, moderationTexts.detailsRequired],
      [{ reason: "other", details: "x".repeat(FIELD_LIMITS.moderationNote + 1) }, moderationTexts.detailsTooLong],
    ];
    for (const [body, message] of refusals)
      expect(await flag(tokens.coach2, body), JSON.stringify(body).slice(0, 40)).toEqual({ status: 400, message });
    expect((await call("POST", `/api/comment/${reviewA}/flag`, null, { reason: "spam" })).status).toBe(401);
    expect(await flag(tokens.coach2, { reason: "other", details: "Reads like a competitor's." })).toEqual({
      status: 201,
      message: moderationTexts.flagged,
    });
    flaggers.push({ email: "coach2@example.com", token: tokens.coach2 });
    expect(
      await answer("POST", "/api/comment/00000000-0000-4000-8000-000000000000/flag", tokens.user, { reason: "spam" }),
    ).toEqual({ status: 404, message: moderationTexts.notFound });
  });

  it("100 flags from 100 accounts leave the review in the list, the counts and the score", async () => {
    const listed = await commentsOf(owned, tokens.admin);
    // 60 demo reviewers sign in; 40 new accounts sign up.
    const demo = Array.from({ length: 60 }, (_, i) => `reviewer${i}@users.example`);
    const signedIn = await inTurns(demo, 6, async (email) => ({ email, token: await signIn(email) }));
    const created = await inTurns(Array.from({ length: 40 }), 6, () => account("flagger"));
    const hundred = [...signedIn, ...created];
    expect(new Set(hundred.map((f) => f.email)).size).toBe(100);
    const reasons = ["fake", "not-a-client", "personal-information", "offensive", "spam"] as const;
    const statuses = await inTurns(hundred, 8, async (f, i) => {
      const flagged = await call("POST", `/api/comment/${reviewA}/flag`, f.token, { reason: reasons[i % 5] });
      return flagged.status;
    });
    expect(statuses).toEqual(hundred.map(() => 201));
    flaggers.push(...hundred);
    // Still listed (for visitors too), counted and scored as before.
    expect(await commentsOf(owned, tokens.admin)).toEqual(listed);
    expect((await idsOf(owned, null)).includes(reviewA)).toBe(true);
    expect(figures(await publicOf(owned))).toEqual(withA);
    expect(await mine(reviewer.token)).toContain(reviewA);
    expect((await recordOf(owned)).removedBySite.total).toBe(0);
    const queued = (await queue("flags")).find((q) => q.id === reviewA);
    expect(queued?.flagCount).toBe(103);
    expect(queued?.reasons?.reduce((sum, r) => sum + r.count, 0)).toBe(103);
  });

  it("answers 429 past 20 flags an hour from one account", async () => {
    const flagger = await account("busy-flagger");
    // Reviews of coaches the other tests leave alone (they use the first three).
    const coaches = demoCoaches.slice(3);
    const ids: string[] = [];
    for (const coach of coaches) {
      ids.push(...(await idsOf(coach, flagger.token)));
      if (ids.length > 21) break;
    }
    const statuses: number[] = [];
    for (const id of ids.slice(0, 21))
      statuses.push((await call("POST", `/api/comment/${id}/flag`, flagger.token, { reason: "spam" })).status);
    expect(statuses).toEqual([...Array(20).fill(201), 429]);
    expect(await answer("POST", `/api/comment/${ids[21]}/flag`, flagger.token, { reason: "spam" })).toEqual({
      status: 429,
      message: moderationTexts.tooManyFlags,
    });
    // The 20 reviews flagged are all still shown, and queued.
    const shown = new Set((await inTurns(coaches, 4, (c) => idsOf(c, tokens.admin))).flat());
    expect(ids.slice(0, 20).filter((id) => !shown.has(id))).toEqual([]);
    const queued = new Set((await queue("flags")).map((q) => q.id));
    expect(ids.slice(0, 20).filter((id) => !queued.has(id))).toEqual([]);
    expect(queued.has(ids[20] ?? "")).toBe(false);
  });
});

describe("decisions on flagged reviews", () => {
  it("refuse a non-admin with 403, whether the body or the id is well formed or not", async () => {
    const bodies: unknown[] = [{ decision: "remove", reason: "spam" }, { decision: "keep" }, "{", { decision: 5 }, []];
    for (const who of [tokens.user, tokens.coach, tokens.coach2, reviewer.token]) {
      for (const body of bodies) {
        expect(await answer("POST", `/api/admin/flags/${reviewA}/decision`, who, body)).toEqual({
          status: 403,
          message: adminTexts.adminOnly,
        });
      }
      expect((await call("POST", "/api/admin/flags/not-a-uuid/decision", who, { decision: "keep" })).status).toBe(403);
      expect((await call("GET", "/api/admin/flags", who)).status).toBe(403);
      expect((await call("GET", "/api/admin/appeals", who)).status).toBe(403);
    }
    expect((await call("POST", `/api/admin/flags/${reviewA}/decision`, null, { decision: "keep" })).status).toBe(401);
    expect((await call("GET", "/api/admin/flags", null)).status).toBe(401);
    expect(await idsOf(owned, null)).toContain(reviewA);
    expect((await queue("flags")).find((q) => q.id === reviewA)?.flagCount).toBe(103);
  });

  it("keep closes the flags, leaves the review, tells the flaggers, and is in the admin record", async () => {
    const coach = demoCoaches[1] ?? "";
    const [kept] = await idsOf(coach, tokens.admin);
    const before = figures(await publicOf(coach));
    const since = server.sink.messages.length;
    const [first, second] = [await account("keep-flagger"), await account("keep-flagger")];
    for (const f of [first, second])
      expect((await call("POST", `/api/comment/${kept}/flag`, f?.token ?? "", { reason: "offensive" })).status).toBe(
        201,
      );
    expect((await queue("flags")).find((q) => q.id === kept)?.flagCount).toBe(2);
    expect(await answer("POST", `/api/admin/flags/${kept}/decision`, tokens.admin, { decision: "keep" })).toEqual({
      status: 200,
      message: moderationTexts.kept,
    });
    expect((await queue("flags")).map((q) => q.id)).not.toContain(kept);
    expect((await queue("flags")).map((q) => q.id)).toContain(reviewA);
    expect(await idsOf(coach, tokens.admin)).toContain(kept);
    expect(figures(await publicOf(coach))).toEqual(before);
    expect(await answer("POST", `/api/admin/flags/${kept}/decision`, tokens.admin, { decision: "keep" })).toEqual({
      status: 409,
      message: moderationTexts.noOpenFlags,
    });
    const keptText = moderationMailTexts.flagDecision.kept((await publicOf(coach)).fullName);
    for (const f of [first, second]) await mailTo(f.email, keptText, since);
    const panel = await adminRecord(coach);
    expect(panel).toContain(adminTexts.actionNames["review.keep"]);
    expect(panel).toContain(kept);
  });

  it("answers a malformed decision from an admin with 400 and changes nothing", async () => {
    const bodies: [unknown, string][] = [
      [{ decision: "remove" }, moderationTexts.reasonRequired],
      [{ decision: "remove", reason: "rude" }, moderationTexts.reasonRequired],
      [{ decision: "delete", reason: "spam" }, moderationTexts.decisionRequired],
      [{}, moderationTexts.decisionRequired],
      [
        { decision: "remove", reason: "spam", note: "x".repeat(FIELD_LIMITS.moderationNote + 1) },
        moderationTexts.noteTooLong,
      ],
      [{ decision: "remove", reason: "spam", note: 5 }, moderationTexts.noteTooLong],
    ];
    for (const [body, message] of bodies)
      expect(await answer("POST", `/api/admin/flags/${reviewA}/decision`, tokens.admin, body)).toEqual({
        status: 400,
        message,
      });
    expect(await idsOf(owned, null)).toContain(reviewA);
    expect((await queue("flags")).find((q) => q.id === reviewA)?.flagCount).toBe(103);
  });

  it("remove as personal information hides the review everywhere, counts it in the record, and writes to the author and the flaggers", async () => {
    const since = server.sink.messages.length;
    const before = await commentsOf(owned, tokens.admin);
    expect(
      await answer("POST", `/api/admin/flags/${reviewA}/decision`, tokens.admin, {
        decision: "remove",
        reason: "personal-information",
        note: "Names a client of the coach.",
      }),
    ).toEqual({ status: 200, message: moderationTexts.removed });
    // Gone from the list (signed in and out), the author's own list, the counts and the score.
    const after = await commentsOf(owned, tokens.admin);
    expect(after.list.map((c) => c._id)).toEqual(before.list.map((c) => c._id).filter((id) => id !== reviewA));
    expect(after.total).toBe(before.total - 1);
    expect(await idsOf(owned, null)).not.toContain(reviewA);
    expect(await mine(reviewer.token)).not.toContain(reviewA);
    expect(figures(await publicOf(owned))).toEqual(withoutA);
    const record = await recordOf(owned);
    expect(record.removedBySite).toEqual({ total: 1, reasons: [{ reason: "personal-information", count: 1 }] });
    expect(record.removedByCoach).toEqual({ total: 0, reasons: [], averageRating: null });
    expect(record.shown).toBe(withoutA.reviewCount);
    expect((await queue("flags")).map((q) => q.id)).not.toContain(reviewA);
    // The statement of reasons: what, by whom, the reason, its rule and the appeal link.
    const mail = await mailTo(reviewer.email, moderationMailTexts.removal.heading, since);
    expect(mail).toContain("Sessions started late and ended early.");
    expect(mail).toContain(moderationMailTexts.removal.intro(await coachName(), removerLabels.site));
    expect(mail).toContain(moderationMailTexts.removal.reason(reasonLabels["personal-information"]));
    expect(mail).toContain(reasonRules["personal-information"]);
    expect(mail).toContain("Names a client of the coach.");
    expect(mail).toContain(moderationMailTexts.removal.appeal(APPEAL_DAYS));
    expect(mail).toContain(`${server.base}/reviews/${reviewA}/appeal`);
    // Each of the 103 flaggers is told.
    const removedText = moderationMailTexts.flagDecision.removed(await coachName());
    for (const f of flaggers) await mailTo(f.email.toLowerCase(), removedText, since);
    const panel = await adminRecord(owned);
    expect(panel).toContain(adminTexts.actionNames["review.remove"]);
    expect(panel).toContain(reviewA);
    expect(panel).toContain("personal-information");
  });

  it("a removed review takes no reply, flag, removal or second decision: 404", async () => {
    const notFound = { status: 404, message: moderationTexts.notFound };
    expect(await answer("POST", `/api/comment/${reviewA}/reply`, tokens.coach, { text: "Hello" })).toEqual(notFound);
    expect(await answer("POST", `/api/comment/${reviewA}/flag`, tokens.coach2, { reason: "spam" })).toEqual(notFound);
    expect(
      await answer("POST", `/api/admin/flags/${reviewA}/decision`, tokens.admin, {
        decision: "remove",
        reason: "spam",
      }),
    ).toEqual(notFound);
    expect(await answer("DELETE", `/api/comment/${reviewA}`, tokens.coach, { reason: "spam" })).toEqual({
      status: 404,
      message: reviewMessages.notFound,
    });
    expect(await answer("DELETE", `/api/comment/${reviewA}`, reviewer.token)).toEqual({
      status: 404,
      message: reviewMessages.notFound,
    });
  });
});

describe("appeals", () => {
  it("only the author appeals, once: 403 for anyone else, 201, then 409; the queue lists it", async () => {
    const appeal = (token: string | null, body: unknown = { text: "I was a client; I named nobody." }) =>
      answer("POST", `/api/comment/${reviewA}/appeal`, token, body);
    for (const who of [tokens.user, tokens.coach, tokens.coach2, tokens.admin])
      expect(await appeal(who)).toEqual({ status: 403, message: moderationTexts.notAuthor });
    expect((await call("POST", `/api/comment/${reviewA}/appeal`, null, { text: "x" })).status).toBe(401);
    const refusals: [unknown, string][] = [
      [{ text: "   " }, moderationTexts.appealRequired],
      [{}, moderationTexts.appealRequired],
      [{ text: 5 }, moderationTexts.appealRequired],
      [{ text: "x".repeat(FIELD_LIMITS.message + 1) }, moderationTexts.appealTooLong],
    ];
    for (const [body, message] of refusals)
      expect(await appeal(reviewer.token, body)).toEqual({ status: 400, message });
    expect(await appeal(reviewer.token)).toEqual({ status: 201, message: moderationTexts.appealed });
    expect(await appeal(reviewer.token, { text: "Please!" })).toEqual({
      status: 409,
      message: moderationTexts.alreadyAppealed,
    });
    const queued = (await queue("appeals")).find((q) => q.id === reviewA);
    expect(queued).toMatchObject({
      appeal: "I was a client; I named nobody.",
      reason: "personal-information",
      removedBy: "site",
      note: "Names a client of the coach.",
    });
    // A review that is not removed has nothing to appeal; an unknown one is not found.
    const [shown] = await mine(tokens.user);
    expect(await answer("POST", `/api/comment/${shown}/appeal`, tokens.user, { text: "Why?" })).toEqual({
      status: 409,
      message: moderationTexts.notRemoved,
    });
    expect(
      await answer("POST", "/api/comment/00000000-0000-4000-8000-000000000000/appeal", tokens.user, { text: "Why?" }),
    ).toEqual({ status: 404, message: moderationTexts.notFound });
  });

  it("a non-admin's decision is 403; restore brings the review back, drops it from the record and tells the author", async () => {
    for (const who of [tokens.user, tokens.coach, tokens.coach2, reviewer.token])
      for (const body of [{ decision: "restore" }, "{", { decision: [] }])
        expect(await answer("POST", `/api/admin/appeals/${reviewA}/decision`, who, body)).toEqual({
          status: 403,
          message: adminTexts.adminOnly,
        });
    expect((await call("POST", `/api/admin/appeals/${reviewA}/decision`, null, { decision: "restore" })).status).toBe(
      401,
    );
    expect(await answer("POST", `/api/admin/appeals/${reviewA}/decision`, tokens.admin, { decision: "undo" })).toEqual({
      status: 400,
      message: moderationTexts.decisionRequired,
    });
    expect(await idsOf(owned, null)).not.toContain(reviewA);
    const since = server.sink.messages.length;
    expect(
      await answer("POST", `/api/admin/appeals/${reviewA}/decision`, tokens.admin, {
        decision: "restore",
        note: "The client's name was the coach's own business name.",
      }),
    ).toEqual({ status: 200, message: moderationTexts.restored });
    expect(await idsOf(owned, null)).toContain(reviewA);
    expect(await mine(reviewer.token)).toContain(reviewA);
    expect(figures(await publicOf(owned))).toEqual(withA);
    // The owner's reply came back with it.
    expect((await commentsOf(owned, null)).list.find((c) => c._id === reviewA)?.reply?.text).toBe(
      "Thank you for the feedback.",
    );
    const record = await recordOf(owned);
    expect(record.removedBySite).toEqual({ total: 0, reasons: [] });
    expect(record.shown).toBe(withA.reviewCount);
    expect((await queue("appeals")).map((q) => q.id)).not.toContain(reviewA);
    const mail = await mailTo(reviewer.email, moderationMailTexts.appealOutcome.restoredHeading, since);
    expect(mail).toContain(moderationMailTexts.appealOutcome.restored(await coachName()));
    expect(mail).toContain("The client's name was the coach's own business name.");
    expect(
      await answer("POST", `/api/admin/appeals/${reviewA}/decision`, tokens.admin, { decision: "uphold" }),
    ).toEqual({ status: 409, message: moderationTexts.noOpenAppeal });
    const panel = await adminRecord(owned);
    expect(panel).toContain(adminTexts.actionNames["review.restore"]);
  });

  it(`closes after ${APPEAL_DAYS} days (409); within them an upheld removal stands and the author is told`, async () => {
    const coach = demoCoaches[2] ?? "";
    const author = await account("late-author", "Lars Late");
    const id = await review(author.token, coach, 1, "Never again.");
    expect(
      (await call("POST", `/api/admin/flags/${id}/decision`, tokens.admin, { decision: "remove", reason: "offensive" }))
        .status,
    ).toBe(200);
    const appeal = () => answer("POST", `/api/comment/${id}/appeal`, author.token, { text: "It was fair." });
    moveClock(clockFile, (APPEAL_DAYS + 1) * 86_400_000);
    try {
      expect(await appeal()).toEqual({ status: 409, message: moderationTexts.appealClosed });
      moveClock(clockFile, (APPEAL_DAYS - 1) * 86_400_000);
      expect(await appeal()).toEqual({ status: 201, message: moderationTexts.appealed });
    } finally {
      moveClock(clockFile, 0);
    }
    const since = server.sink.messages.length;
    expect(await answer("POST", `/api/admin/appeals/${id}/decision`, tokens.admin, { decision: "uphold" })).toEqual({
      status: 200,
      message: moderationTexts.upheld,
    });
    expect(await idsOf(coach, tokens.admin)).not.toContain(id);
    expect((await recordOf(coach)).removedBySite).toEqual({ total: 1, reasons: [{ reason: "offensive", count: 1 }] });
    await mailTo(author.email, moderationMailTexts.appealOutcome.upheldHeading, since);
    expect(await answer("POST", `/api/comment/${id}/appeal`, author.token, { text: "Again." })).toEqual({
      status: 409,
      message: moderationTexts.alreadyAppealed,
    });
  });
});

describe("removals by the coach", () => {
  it("without a reason 400 and nothing changes; with 'not a real client' it is gone everywhere and counted with its stars", async () => {
    const author = await account("coach-removed", "Colm Client");
    const before = figures(await publicOf(owned));
    const id = await review(author.token, owned, 1.5, "Did not help me at all.");
    const withIt = figures(await publicOf(owned));
    const listed = await commentsOf(owned, tokens.admin);
    for (const body of [undefined, {}, { reason: "" }, { note: "No reason." }])
      expect(await answer("DELETE", `/api/comment/${id}`, tokens.coach, body), JSON.stringify(body)).toEqual({
        status: 400,
        message: moderationTexts.removalReasonRequired,
      });
    expect(await answer("DELETE", `/api/comment/${id}`, tokens.coach, { reason: "liar" })).toEqual({
      status: 400,
      message: moderationTexts.reasonRequired,
    });
    // Another coach (level 2, not the owner) may not remove it at all.
    expect(await answer("DELETE", `/api/comment/${id}`, tokens.coach2, { reason: "not-a-client" })).toEqual({
      status: 403,
      message: reviewMessages.notAllowedToDelete,
    });
    expect(await commentsOf(owned, tokens.admin)).toEqual(listed);
    expect(figures(await publicOf(owned))).toEqual(withIt);
    expect((await recordOf(owned)).removedByCoach.total).toBe(0);

    const since = server.sink.messages.length;
    expect(await answer("DELETE", `/api/comment/${id}`, tokens.coach, { reason: "not-a-client" })).toEqual({
      status: 200,
      message: moderationTexts.removed,
    });
    expect(await idsOf(owned, tokens.admin)).not.toContain(id);
    expect(await idsOf(owned, null)).not.toContain(id);
    expect(await mine(author.token)).not.toContain(id);
    expect(figures(await publicOf(owned))).toEqual(before);
    const record = await recordOf(owned);
    expect(record.removedByCoach).toEqual({
      total: 1,
      reasons: [{ reason: "not-a-client", count: 1 }],
      averageRating: 1.5,
    });
    expect(record.removedBySite.total).toBe(0);
    const mail = await mailTo(author.email, moderationMailTexts.removal.heading, since);
    expect(mail).toContain(moderationMailTexts.removal.intro(await coachName(), removerLabels.coach));
    expect(mail).toContain(moderationMailTexts.removal.reason(reasonLabels["not-a-client"]));
    expect(mail).toContain(`${server.base}/reviews/${id}/appeal`);
  });

  it("the author's own delete needs no reason and is not counted", async () => {
    const author = await account("own-delete");
    const before = figures(await publicOf(owned));
    const recordBefore = await recordOf(owned);
    const id = await review(author.token, owned, 4, "Good, then I changed my mind.");
    // A body that is there but not JSON is refused, even where none is needed.
    const garbled = await fetch(`${server.base}/api/comment/${id}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${author.token}`, "Content-Type": "application/json" },
      body: "{",
    });
    expect(garbled.status).toBe(400);
    expect(await idsOf(owned, tokens.admin)).toContain(id);
    expect(await answer("DELETE", `/api/comment/${id}`, author.token)).toEqual({
      status: 200,
      message: reviewActionTexts.deleted,
    });
    expect(await idsOf(owned, tokens.admin)).not.toContain(id);
    expect(figures(await publicOf(owned))).toEqual(before);
    expect(await recordOf(owned)).toEqual(recordBefore);
    expect(await answer("POST", `/api/comment/${id}/appeal`, author.token, { text: "Oops." })).toEqual({
      status: 404,
      message: moderationTexts.notFound,
    });
  });
});

describe("bad input", () => {
  it("answers 400 to bad ids, broken JSON, wrong types and oversize fields, never 5xx", async () => {
    const badIds = ["not-a-uuid", "%00", "x".repeat(3_000), "1e999", "%ED%A0%80"];
    const writes: [method: string, route: (id: string) => string, token: string, body?: unknown][] = [
      ["POST", (id) => `/api/comment/${id}/reply`, tokens.coach, { text: "Hello" }],
      ["PUT", (id) => `/api/comment/${id}/reply`, tokens.coach, { text: "Hello" }],
      ["DELETE", (id) => `/api/comment/${id}/reply`, tokens.coach],
      ["POST", (id) => `/api/comment/${id}/flag`, tokens.user, { reason: "spam" }],
      ["POST", (id) => `/api/comment/${id}/appeal`, tokens.user, { text: "Please." }],
      ["DELETE", (id) => `/api/comment/${id}`, tokens.coach, { reason: "spam" }],
      ["POST", (id) => `/api/admin/flags/${id}/decision`, tokens.admin, { decision: "keep" }],
      ["POST", (id) => `/api/admin/appeals/${id}/decision`, tokens.admin, { decision: "uphold" }],
      ["GET", (id) => `/api/user/${id}/moderation`, tokens.user],
    ];
    const seen: string[] = [];
    const expectStatus = async (status: number, method: string, p: string, token: string, body?: unknown) => {
      const got = await call(method, p, token, body);
      const cell = `${method} ${p.slice(0, 70)} ${JSON.stringify(body)?.slice(0, 40)}: ${got.status}`;
      seen.push(cell);
      // Every refusal is JSON with a message to show, but for a path that is not UTF-8, which the
      // server refuses before any route (site-wide).
      const withMessage = typeof got.body?.message === "string" || p.includes("%ED%A0%80");
      return got.status === status && withMessage ? null : `${cell} ${JSON.stringify(got.body)}`;
    };
    const wrong: (string | null)[] = [];
    for (const [method, route, token, body] of writes)
      for (const bad of badIds) wrong.push(await expectStatus(400, method, route(bad), token, body));
    expect(wrong.filter(Boolean)).toEqual([]);
    expect(await answer("GET", "/api/user/00000000-0000-4000-8000-000000000000/moderation", null)).toEqual({
      status: 404,
      message: apiErrors.notFound,
    });

    // Bodies, on a real shown review (A, the owned profile's) and its owner or an admin.
    const broken = ["{", '{"text":', "[]", "null", "5", '"text"', '{"text":"\\u0000"}'];
    const typed: [method: string, p: string, token: string, bodies: unknown[]][] = [
      [
        "POST",
        `/api/comment/${reviewA}/reply`,
        tokens.coach,
        [{ text: 5 }, { text: null }, { text: ["a"] }, { text: "x".repeat(FIELD_LIMITS.reply + 1) }],
      ],
      [
        "PUT",
        `/api/comment/${reviewA}/reply`,
        tokens.coach,
        [{ text: {} }, { text: true }, { text: "x".repeat(FIELD_LIMITS.reply + 1) }],
      ],
      [
        "POST",
        `/api/comment/${reviewA}/flag`,
        tokens.coach2,
        [
          { reason: 5 },
          { reason: ["spam"] },
          { reason: "spam", details: 5 },
          { reason: "spam", details: "x".repeat(20_000) },
        ],
      ],
      ["POST", `/api/comment/${reviewA}/appeal`, reviewer.token, [{ text: {} }, { text: "x".repeat(20_000) }]],
      [
        "DELETE",
        `/api/comment/${reviewA}`,
        tokens.coach,
        [
          { reason: 5 },
          { reason: "spam", note: 5 },
          { reason: "spam", note: "x".repeat(FIELD_LIMITS.moderationNote + 1) },
        ],
      ],
      [
        "POST",
        `/api/admin/flags/${reviewA}/decision`,
        tokens.admin,
        [{ decision: 1 }, { decision: "remove", reason: null }, { decision: "keep", note: [] }],
      ],
      [
        "POST",
        `/api/admin/appeals/${reviewA}/decision`,
        tokens.admin,
        [{ decision: true }, { decision: "restore", note: {} }],
      ],
    ];
    for (const [method, p, token, bodies] of typed) {
      // A DELETE reads an unreadable body as none: the coach then has given no reason, also 400.
      for (const body of [...broken, ...bodies]) wrong.push(await expectStatus(400, method, p, token, body));
    }
    expect(wrong.filter(Boolean)).toEqual([]);
    // A body over 1 MB is refused before it is read.
    const huge = { text: "x".repeat(1_100_000) };
    expect((await call("POST", `/api/comment/${reviewA}/reply`, tokens.coach, huge)).status).toBe(413);
    expect(seen.some((s) => /: 5\d\d$/.test(s))).toBe(false);
    // None of it changed review A, its reply, or the owned profile's figures.
    const a = (await commentsOf(owned, null)).list.find((c) => c._id === reviewA);
    expect(a?.reply?.text).toBe("Thank you for the feedback.");
    expect(figures(await publicOf(owned))).toEqual(withA);
  });
});

/** The owned profile's name, as the e-mails write it. */
const coachName = async () => (await publicOf(owned)).fullName;

/** The admin panel's record of one profile, as the admin's browser gets it. */
async function adminRecord(profile: string): Promise<string> {
  const cookie = await sessionCookie(server.base, "admin@example.com", "demo-password");
  const response = await fetch(`${server.base}/adminpanel?profile=${profile}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return await response.text();
}
