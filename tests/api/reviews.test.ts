import { describe, expect, it } from "vitest";
import { apiErrors } from "../../app/lib/messages/api-errors.ts";
import { moderationTexts } from "../../app/lib/messages/moderation.ts";
import { reviewMessages } from "../../app/lib/messages/reviews.ts";
import { reviewActionTexts } from "../../app/lib/messages/review-actions.ts";
import { newAccount, post } from "../support/accounts.ts";
import { useOwnServer } from "../support/own-server.ts";

// A server and database of its own: dozens of demo reviewers sign in from this one address, and the
// demo user's reviews must not change under it (other files on CI's PostgreSQL pass review too).
const server = useOwnServer("reviews", { isolated: true, env: { RATE_LIMIT_IP_FACTOR: "20" } });

type Public = { rating: number; reviewCount: number; score: number; badges: { name: string; count: number }[] };
type Comment = { _id: string; rating: number; comment: string; badges: string[]; commentee: { id: string } };
type Mine = Comment & { userId: string; coach: { id: string; name: string } };

async function token(email: string, password = "demo-password"): Promise<string> {
  const signin = await post(server.base, "/api/signin", { email, password });
  expect(signin.status, email).toBe(200);
  return signin.body.data.token as string;
}

const auth = (t: string) => ({ Authorization: `Bearer ${t}` });
const review = (t: string | null, body: Record<string, unknown>) =>
  post(server.base, "/api/comment", body, { headers: t ? auth(t) : {} });
/** DELETE /api/comment/{id}; the coach and an admin must send a reason (decision 0067). */
const remove = async (t: string, id: string, body?: { reason?: string; note?: string }) => {
  const response = await fetch(`${server.base}/api/comment/${id}`, {
    method: "DELETE",
    headers: { ...auth(t), ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
};
const profileOf = async (t: string) =>
  ((await (await fetch(`${server.base}/api/profile`, { headers: auth(t) })).json()) as { data: { _id: string } }).data
    ._id;
const publicOf = async (id: string) =>
  ((await (await fetch(`${server.base}/api/user/${id}`)).json()) as { data: Public }).data;
const badge = (p: Public, name: string) => p.badges.find((b) => b.name === name)?.count ?? 0;
const mineOf = async (t: string) =>
  ((await (await fetch(`${server.base}/api/comments/mine`, { headers: auth(t) })).json()) as { data: Mine[] }).data;
/** Every comment on a coach, for a signed-in caller. */
async function commentsOf(coachId: string, t: string): Promise<Comment[]> {
  const all: Comment[] = [];
  for (;;) {
    const page = (await (
      await fetch(`${server.base}/api/comment/${coachId}?from=${all.length}&size=50`, { headers: auth(t) })
    ).json()) as { data: Comment[]; total: number };
    all.push(...page.data);
    if (page.data.length === 0 || all.length >= page.total) return all;
  }
}

/** A demo reviewer who has not reviewed this coach yet. */
async function reviewerWithoutReviewOf(coachId: string): Promise<string> {
  for (let i = 0; i < 10; i++) {
    const t = await token(`reviewer${i}@users.example`);
    if (!(await mineOf(t)).some((c) => c.coach.id === coachId)) return t;
  }
  throw new Error("Every demo reviewer already reviewed this coach");
}

/** A brand-new level 2 coach account ("I'm a Coach"), named unless `name` is left out. */
async function newCoach(email: string, name?: string): Promise<{ token: string; id: string }> {
  const t = await newAccount(server.base, server.sink, { email, password: "coach-password-1", name });
  const chosen = await post(server.base, "/api/profile", { accountType: "coach" }, { method: "PUT", headers: auth(t) });
  expect(chosen.status).toBe(200);
  return { token: t, id: await profileOf(t) };
}

describe("POST /api/comment", () => {
  it("answers each broken rule with its status and message", async () => {
    const coach = await token("coach@example.com");
    const coachId = await profileOf(coach);
    const reviewer = await token("reviewer1@users.example");
    const valid = {
      userId: coachId,
      rating: 4,
      comment: "Very helpful sessions.",
      badges: ["Has Vision"],
      agreement: true,
    };
    const refusals: [Record<string, unknown>, string][] = [
      [{ rating: undefined }, reviewMessages.ratingRequired],
      [{ rating: 0 }, reviewMessages.ratingRequired],
      [{ rating: 4.3 }, reviewMessages.ratingRange],
      [{ rating: 5.5 }, reviewMessages.ratingRange],
      [{ badges: ["Has Vision", "Very Smart", "Great Friend", "Problem Solver"] }, reviewMessages.tooManyBadges],
      [{ badges: ["Has Vision", "Has Vision"] }, reviewMessages.tooManyBadges],
      [{ badges: ["Best Ever"] }, reviewMessages.unknownBadge],
      [{ comment: undefined }, reviewMessages.commentRequired],
      [{ comment: "   " }, reviewMessages.commentRequired],
      [{ comment: "x".repeat(5001) }, reviewMessages.commentTooLong],
      [{ agreement: undefined }, reviewMessages.agreementRequired],
      [{ agreement: false }, reviewMessages.agreementRequired],
      [{ agreement: "true" }, reviewMessages.agreementRequired],
      [{ comment: "Read more at https://example.com now" }, reviewMessages.noLinks],
      [{ comment: "Visit www.my-site.com" }, reviewMessages.noLinks],
      [{ comment: "Details on evil.xyz" }, reviewMessages.noLinks],
      [{ comment: "Discount at bit.ly/abc" }, reviewMessages.noLinks],
      [{ comment: "Her German site example.de is better" }, reviewMessages.noLinks],
      [{ comment: "Call me on +1 (555) 123-4567" }, reviewMessages.noPhones],
      [{ comment: "Text 555.123.4567 for a session" }, reviewMessages.noPhones],
    ];
    for (const [change, message] of refusals) {
      const response = await review(reviewer, { ...valid, ...change });
      expect(response.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(response.body.message, JSON.stringify(change).slice(0, 80)).toBe(message);
    }
    const own = await review(coach, valid);
    expect(own.status).toBe(403);
    expect(own.body.message).toBe(reviewActionTexts.ownProfile);
    expect((await review(null, valid)).status).toBe(401);
  });

  it("posts, updates the aggregates at once, refuses a second review with 422; a removal with a reason restores them", async () => {
    const coach = await token("coach@example.com");
    const coachId = await profileOf(coach);
    const before = await publicOf(coachId);
    const reviewer = await reviewerWithoutReviewOf(coachId);
    // Full stops without a space, ratings and year ranges are not links or phone numbers.
    const text = "Clear plan and honest feedback.Really, 5 stars for 2019-2021.";
    const body = {
      userId: coachId,
      commentee: { id: "ignored", name: "Someone Else" },
      createdAt: "1999-01-01T00:00:00Z",
      rating: 4.5,
      comment: text,
      badges: ["Great Communicator", "Problem Solver"],
      agreement: true,
    };
    const created = await review(reviewer, body);
    expect(created.status).toBe(201);
    expect(created.body.message).toBe(reviewMessages.posted);
    const after = await publicOf(coachId);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    const everyRating = (await commentsOf(coachId, reviewer)).map((c) => c.rating);
    expect(everyRating).toHaveLength(after.reviewCount);
    expect(after.rating).toBe(Math.round((everyRating.reduce((a, b) => a + b, 0) / everyRating.length) * 100) / 100);
    expect(badge(after, "Great Communicator")).toBe(badge(before, "Great Communicator") + 1);
    expect(badge(after, "Problem Solver")).toBe(badge(before, "Problem Solver") + 1);

    const comments = (await (
      await fetch(`${server.base}/api/comment/${coachId}`, { headers: auth(reviewer) })
    ).json()) as {
      data: { _id: string; comment: string; commentee: { name: string }; createdAt: string }[];
    };
    const mine = comments.data[0];
    expect(mine?.comment).toBe(text);
    expect(mine?.commentee.name).not.toBe("Someone Else");
    expect(Date.parse(mine?.createdAt ?? "")).toBeGreaterThan(Date.parse("2020-01-01"));

    const again = await review(reviewer, body);
    expect(again.status).toBe(422);
    expect(again.body.message).toBe(reviewActionTexts.alreadyRated);

    // The coach owns a level 3 profile: they may remove it, with a reason only, and the aggregates return.
    const refused = { status: 400, message: moderationTexts.removalReasonRequired };
    expect(await remove(coach, mine?._id ?? "")).toEqual(refused);
    expect(await remove(coach, mine?._id ?? "", {})).toEqual(refused);
    expect(await remove(coach, mine?._id ?? "", { reason: "" })).toEqual(refused);
    expect(await publicOf(coachId)).toMatchObject({
      reviewCount: after.reviewCount,
      rating: after.rating,
      score: after.score,
    });
    expect((await commentsOf(coachId, reviewer)).map((c) => c._id)).toContain(mine?._id);
    expect(await remove(coach, mine?._id ?? "", { reason: "not-a-client" })).toEqual({
      status: 200,
      message: moderationTexts.removed,
    });
    expect(await publicOf(coachId)).toMatchObject({
      reviewCount: before.reviewCount,
      rating: before.rating,
      score: before.score,
    });
    expect(badge(await publicOf(coachId), "Problem Solver")).toBe(badge(before, "Problem Solver"));
  });
});

describe("profiles without a public coach page", () => {
  it("a user's, an admin's, an unknown or an unnamed coach's: 404 on review, API and page; left out of the sitemap", async () => {
    const reviewer = await token("reviewer2@users.example");
    const user = await profileOf(await token("user@example.com"));
    const admin = await profileOf(await token("admin@example.com"));
    const unnamed = await newCoach("unnamed-coach@mail.test");
    const targets = { user, admin, unnamed: unnamed.id, unknown: "00000000-0000-4000-8000-000000000000" };
    for (const [who, id] of Object.entries(targets)) {
      const before = (await (await fetch(`${server.base}/api/comment/${id}`, { headers: auth(reviewer) })).json()) as {
        total: number;
      };
      const posted = await review(reviewer, { userId: id, rating: 5, comment: "Great!", badges: [], agreement: true });
      expect(posted.status, who).toBe(404);
      expect(posted.body.message, who).toBe(reviewMessages.coachNotFound);
      const after = (await (await fetch(`${server.base}/api/comment/${id}`, { headers: auth(reviewer) })).json()) as {
        total: number;
      };
      expect(after.total, who).toBe(before.total);

      const api = await fetch(`${server.base}/api/user/${id}`);
      expect(api.status, who).toBe(404);
      expect(((await api.json()) as { message: string }).message, who).toBe(apiErrors.notFound);
      expect((await fetch(`${server.base}/coach/noname/${id}`, { redirect: "manual" })).status, who).toBe(404);
    }
    const sitemap = await (await fetch(`${server.base}/sitemaps/coaches-1.xml`)).text();
    for (const id of Object.values(targets)) expect(sitemap).not.toContain(id);
  });

  it("a new coach with a name is public at once: page, API, sitemap and search", async () => {
    const named = await newCoach("named-coach@mail.test", "Quintessa Vorhaven");
    expect((await fetch(`${server.base}/api/user/${named.id}`)).status).toBe(200);
    expect((await fetch(`${server.base}/coach/Quintessa_Vorhaven/${named.id}`)).status).toBe(200);
    expect(await (await fetch(`${server.base}/sitemaps/coaches-1.xml`)).text()).toContain(named.id);
    const found = (await (await fetch(`${server.base}/api/user/search/vorhaven`)).json()) as {
      data: { _id: string }[];
    };
    expect(found.data.map((c) => c._id)).toEqual([named.id]);
  });
});

describe("GET /api/comments/mine", () => {
  it("names the reviewer as the coach page does", async () => {
    const t = await token("user@example.com");
    const mine = await mineOf(t);
    expect(mine.length).toBeGreaterThan(0);
    const first = mine[0] as Mine & { commentee: { name: string } };
    const onPage = (await commentsOf(first.coach.id, t)).find((c) => c._id === first._id) as
      | (Comment & { commentee: { name: string } })
      | undefined;
    expect(onPage?.commentee.name).toBe("Demo User");
    for (const own of mine as (Mine & { commentee: { name: string } })[]) {
      expect(own.commentee.name).toBe(onPage?.commentee.name);
    }
  });
});

describe("DELETE /api/comment/{id}", () => {
  it("lets the author delete and an admin remove with a reason, not a level 2 owner or someone else", async () => {
    const owner = await newCoach("level2-owner@mail.test", "Lena Owner");
    const author = await token("reviewer3@users.example");
    const stranger = await token("reviewer4@users.example");
    const admin = await token("admin@example.com");
    const first = await review(author, {
      userId: owner.id,
      rating: 2,
      comment: "Not for me.",
      badges: [],
      agreement: true,
    });
    expect(first.status).toBe(201);
    const id = first.body.data._id as string;
    const refused = { status: 403, message: reviewMessages.notAllowedToDelete };
    expect(await remove(owner.token, id)).toEqual(refused);
    expect(await remove(stranger, id)).toEqual(refused);
    expect(await remove(author, id)).toEqual({ status: 200, message: reviewActionTexts.deleted });
    expect(await remove(author, id)).toEqual({ status: 404, message: reviewMessages.notFound });

    const second = await review(stranger, {
      userId: owner.id,
      rating: 3,
      comment: "Average.",
      badges: [],
      agreement: true,
    });
    const secondId = second.body.data._id as string;
    // An admin removes it for the site, with a reason only; without one nothing changes.
    expect(await remove(admin, secondId)).toEqual({ status: 400, message: moderationTexts.removalReasonRequired });
    expect(await remove(admin, secondId, { reason: "no-such-reason" })).toEqual({
      status: 400,
      message: moderationTexts.reasonRequired,
    });
    expect((await commentsOf(owner.id, stranger)).map((c) => c._id)).toEqual([secondId]);
    expect((await publicOf(owner.id)).reviewCount).toBe(1);
    expect(await remove(admin, secondId, { reason: "offensive", note: "Insults." })).toEqual({
      status: 200,
      message: moderationTexts.removed,
    });
    expect(await commentsOf(owner.id, stranger)).toEqual([]);
    expect((await publicOf(owner.id)).reviewCount).toBe(0);
    expect(await remove(admin, secondId, { reason: "offensive" })).toEqual({
      status: 404,
      message: reviewMessages.notFound,
    });
    expect((await fetch(`${server.base}/api/comment/${id}`, { method: "DELETE" })).status).toBe(401);
  });
});

describe("concurrent reviews", () => {
  it("50 users posting to one coach at the same moment leave exactly 50 reviews and the exact mean", async () => {
    const coach = await newCoach("popular-coach@mail.test", "Popular Coach");
    const tokens: string[] = [];
    for (let i = 10; i < 60; i++) tokens.push(await token(`reviewer${i}@users.example`));
    const ratings = tokens.map((_, i) => 1 + (i % 9) / 2);
    const results = await Promise.all(
      tokens.map((t, i) =>
        review(t, {
          userId: coach.id,
          rating: ratings[i],
          comment: `Review number ${i}`,
          badges: i % 2 ? ["Very Smart"] : [],
          agreement: true,
        }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(tokens.map(() => 201));
    const after = await publicOf(coach.id);
    const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    expect(after.reviewCount).toBe(50);
    expect(after.rating).toBeCloseTo(mean, 2);
    expect(badge(after, "Very Smart")).toBe(25);
    const all = (await (
      await fetch(`${server.base}/api/comment/${coach.id}?size=50`, { headers: auth(tokens[0] ?? "") })
    ).json()) as {
      data: unknown[];
      total: number;
    };
    expect(all.total).toBe(50);
    expect(all.data).toHaveLength(50);
  });
});

describe("GET /api/comments/mine", () => {
  it("lists exactly the reviews a new user posts, newest first, and drops a deleted one", async () => {
    const t = await newAccount(server.base, server.sink, { email: "mine@mail.test", password: "mine-password-1" });
    const me = await profileOf(t);
    expect(await mineOf(t)).toEqual([]);
    const coaches = (
      (await (await fetch(`${server.base}/api/user/category/life-coach?size=2`)).json()) as {
        data: { _id: string; fullName: string }[];
      }
    ).data;
    expect(coaches).toHaveLength(2);
    const posted: { id: string; coach: { _id: string; fullName: string }; rating: number; comment: string }[] = [];
    for (const [i, coach] of coaches.entries()) {
      const body = { userId: coach._id, rating: 3 + i, comment: `My review number ${i}`, badges: ["Has Vision"] };
      const created = await review(t, { ...body, agreement: true });
      expect(created.status).toBe(201);
      posted.push({ id: created.body.data._id as string, coach, rating: body.rating, comment: body.comment });
    }
    const expected = posted.reverse().map((p) => ({
      _id: p.id,
      userId: p.coach._id,
      coach: { id: p.coach._id, name: p.coach.fullName },
      rating: p.rating,
      comment: p.comment,
      badges: ["Has Vision"],
    }));
    const mine = await mineOf(t);
    expect(mine).toHaveLength(2);
    expect(mine).toMatchObject(expected);
    expect(mine.every((c) => c.commentee.id === me)).toBe(true);

    expect((await remove(t, posted[0]?.id ?? "")).status).toBe(200);
    expect(await mineOf(t)).toMatchObject(expected.slice(1));
    expect((await fetch(`${server.base}/api/comments/mine`)).status).toBe(401);
  });

  it("gives the demo user every review they have, as each coach shows it", async () => {
    const t = await token("user@example.com");
    const me = await profileOf(t);
    const mine = await mineOf(t);
    const sitemap = await (await fetch(`${server.base}/sitemaps/coaches-1.xml`)).text();
    const coachIds = [...sitemap.matchAll(/\/([0-9a-f-]{36})<\/loc>/g)].map((m) => m[1] ?? "");
    expect(coachIds.length).toBeGreaterThanOrEqual(300);
    // Read every coach's comments (a few at a time) and keep the demo user's.
    const theirs: Comment[] = [];
    for (let i = 0; i < coachIds.length; i += 10) {
      const batch = await Promise.all(coachIds.slice(i, i + 10).map((id) => commentsOf(id, t)));
      theirs.push(...batch.flat().filter((c) => c.commentee.id === me));
    }
    expect(theirs.length).toBeGreaterThan(0);
    expect(mine).toHaveLength(theirs.length);
    const byId = new Map(mine.map((c) => [c._id, c]));
    for (const c of theirs) {
      expect(byId.get(c._id)).toMatchObject({ rating: c.rating, comment: c.comment, badges: c.badges });
    }
  });
});
