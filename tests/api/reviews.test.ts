import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrors, reviewMessages } from "../../app/lib/messages.ts";
import { newAccount, post } from "../support/accounts.ts";
import { type RunningServer, startServer } from "../support/server-process.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

// A server of its own: dozens of demo reviewers sign in from this one address.
let server: RunningServer;
let sink: SmtpSink;
let dataDir: string;
let base: string;

beforeAll(async () => {
  sink = await startSmtpSink();
  dataDir = await mkdtemp(path.join(tmpdir(), "coach-reviews-"));
  server = await startServer({
    dataDir,
    logName: "server-reviews",
    env: { SMTP_URL: sink.url, RATE_LIMIT_IP_FACTOR: "20" },
  });
  base = server.url;
});

afterAll(async () => {
  await server?.stop();
  await sink?.close();
  await rm(dataDir, { recursive: true, force: true });
});

type Public = { rating: number; reviewCount: number; score: number; badges: { name: string; count: number }[] };

async function token(email: string, password = "demo-password"): Promise<string> {
  const signin = await post(base, "/api/signin", { email, password });
  expect(signin.status, email).toBe(200);
  return signin.body.data.token as string;
}

const auth = (t: string) => ({ Authorization: `Bearer ${t}` });
const review = (t: string | null, body: Record<string, unknown>) =>
  post(base, "/api/comment", body, { headers: t ? auth(t) : {} });
const remove = async (t: string, id: string) =>
  (await fetch(`${base}/api/comment/${id}`, { method: "DELETE", headers: auth(t) })).status;
const profileOf = async (t: string) =>
  ((await (await fetch(`${base}/api/profile`, { headers: auth(t) })).json()) as { data: { _id: string } }).data._id;
const publicOf = async (id: string) =>
  ((await (await fetch(`${base}/api/user/${id}`)).json()) as { data: Public }).data;
const badge = (p: Public, name: string) => p.badges.find((b) => b.name === name)?.count ?? 0;

/** A demo reviewer who has not reviewed this coach yet. */
async function reviewerWithoutReviewOf(coachId: string): Promise<string> {
  for (let i = 0; i < 10; i++) {
    const t = await token(`reviewer${i}@users.example`);
    const mine = (await (await fetch(`${base}/api/comments/mine`, { headers: auth(t) })).json()) as {
      data: { coach: { id: string } }[];
    };
    if (!mine.data.some((c) => c.coach.id === coachId)) return t;
  }
  throw new Error("Every demo reviewer already reviewed this coach");
}

/** A brand-new level 2 coach account ("I'm a Coach"), named unless `name` is left out. */
async function newCoach(email: string, name?: string): Promise<{ token: string; id: string }> {
  const t = await newAccount(base, sink, { email, password: "coach-password-1", name });
  const chosen = await post(base, "/api/profile", { accountType: "coach" }, { method: "PUT", headers: auth(t) });
  expect(chosen.status).toBe(200);
  return { token: t, id: await profileOf(t) };
}

describe("POST /api/comment", () => {
  it("checks the session and the rules", async () => {
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

    expect((await review(null, valid)).status).toBe(401);
    expect((await review(coach, valid)).status).toBe(403);
    const bad = [
      { badges: ["Has Vision", "Very Smart", "Great Friend", "Problem Solver"] },
      { rating: 4.3 },
      { rating: 0 },
      { rating: 5.5 },
      { comment: "Read more at https://example.com now" },
      { comment: "Visit www.my-site.com" },
      { comment: "Details on evil.xyz" },
      { comment: "Discount at bit.ly/abc" },
      { comment: "Her German site example.de is better" },
      { comment: "Call me on +1 (555) 123-4567" },
      { comment: "   " },
      { badges: ["Best Ever"] },
      { agreement: undefined },
      { agreement: false },
    ];
    for (const change of bad) {
      const response = await review(reviewer, { ...valid, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(response.body.message).toBeTruthy();
    }
    expect((await review(reviewer, { ...valid, badges: ["A", "B", "C", "D"] })).body.message).toBeTruthy();
    expect((await review(reviewer, { ...valid, rating: undefined })).body.message).toBe(
      "Kindly select star ratings for the coach.",
    );
  });

  it("posts, updates the aggregates at once, refuses a second review with 422; deleting restores them", async () => {
    const coach = await token("coach@example.com");
    const coachId = await profileOf(coach);
    const before = await publicOf(coachId);
    const reviewer = await reviewerWithoutReviewOf(coachId);
    const body = {
      userId: coachId,
      commentee: { id: "ignored", name: "Someone Else" },
      createdAt: "1999-01-01T00:00:00Z",
      rating: 4.5,
      comment: "Clear plan and honest feedback.",
      badges: ["Great Communicator", "Problem Solver"],
      agreement: true,
    };
    const created = await review(reviewer, body);
    expect(created.status).toBe(201);
    const after = await publicOf(coachId);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    const everyRating = (
      (await (await fetch(`${base}/api/comment/${coachId}?size=50`, { headers: auth(reviewer) })).json()) as {
        data: { rating: number }[];
      }
    ).data.map((c) => c.rating);
    expect(everyRating).toHaveLength(after.reviewCount);
    expect(after.rating).toBe(Math.round((everyRating.reduce((a, b) => a + b, 0) / everyRating.length) * 100) / 100);
    expect(badge(after, "Great Communicator")).toBe(badge(before, "Great Communicator") + 1);
    expect(badge(after, "Problem Solver")).toBe(badge(before, "Problem Solver") + 1);

    const comments = (await (await fetch(`${base}/api/comment/${coachId}`, { headers: auth(reviewer) })).json()) as {
      data: { _id: string; comment: string; commentee: { name: string }; createdAt: string }[];
    };
    const mine = comments.data[0];
    expect(mine?.comment).toBe("Clear plan and honest feedback.");
    expect(mine?.commentee.name).not.toBe("Someone Else");
    expect(Date.parse(mine?.createdAt ?? "")).toBeGreaterThan(Date.parse("2020-01-01"));

    const again = await review(reviewer, body);
    expect(again.status).toBe(422);

    // The coach owns a level 3 profile: they may delete it, and the aggregates return.
    expect(await remove(coach, mine?._id ?? "")).toBe(200);
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
      const before = (await (await fetch(`${base}/api/comment/${id}`, { headers: auth(reviewer) })).json()) as {
        total: number;
      };
      const posted = await review(reviewer, { userId: id, rating: 5, comment: "Great!", badges: [], agreement: true });
      expect(posted.status, who).toBe(404);
      expect(posted.body.message, who).toBe(reviewMessages.coachNotFound);
      const after = (await (await fetch(`${base}/api/comment/${id}`, { headers: auth(reviewer) })).json()) as {
        total: number;
      };
      expect(after.total, who).toBe(before.total);

      const api = await fetch(`${base}/api/user/${id}`);
      expect(api.status, who).toBe(404);
      expect(((await api.json()) as { message: string }).message, who).toBe(apiErrors.notFound);
      expect((await fetch(`${base}/coach/noname/${id}`, { redirect: "manual" })).status, who).toBe(404);
    }
    const sitemap = await (await fetch(`${base}/sitemaps/coaches-1.xml`)).text();
    for (const id of Object.values(targets)) expect(sitemap).not.toContain(id);
  });

  it("a new coach with a name is public at once: page, API, sitemap and search", async () => {
    const named = await newCoach("named-coach@mail.test", "Quintessa Vorhaven");
    expect((await fetch(`${base}/api/user/${named.id}`)).status).toBe(200);
    expect((await fetch(`${base}/coach/Quintessa_Vorhaven/${named.id}`)).status).toBe(200);
    expect(await (await fetch(`${base}/sitemaps/coaches-1.xml`)).text()).toContain(named.id);
    const found = (await (await fetch(`${base}/api/user/search/vorhaven`)).json()) as { data: { _id: string }[] };
    expect(found.data.map((c) => c._id)).toEqual([named.id]);
  });
});

describe("DELETE /api/comment/{id}", () => {
  it("lets the author and admins delete, not a level 2 owner or someone else", async () => {
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
    expect(await remove(owner.token, id)).toBe(403);
    expect(await remove(stranger, id)).toBe(403);
    expect(await remove(author, id)).toBe(200);
    expect(await remove(author, id)).toBe(404);

    const second = await review(stranger, {
      userId: owner.id,
      rating: 3,
      comment: "Average.",
      badges: [],
      agreement: true,
    });
    expect(await remove(admin, second.body.data._id as string)).toBe(200);
    expect((await fetch(`${base}/api/comment/${id}`, { method: "DELETE" })).status).toBe(401);
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
      await fetch(`${base}/api/comment/${coach.id}?size=50`, { headers: auth(tokens[0] ?? "") })
    ).json()) as {
      data: unknown[];
      total: number;
    };
    expect(all.total).toBe(50);
    expect(all.data).toHaveLength(50);
  });
});

describe("GET /api/comments/mine", () => {
  it("lists the signed-in user's own reviews", async () => {
    const t = await token("reviewer5@users.example");
    const response = await fetch(`${base}/api/comments/mine`, { headers: auth(t) });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { coach: { id: string } }[] };
    expect(Array.isArray(data)).toBe(true);
    expect((await fetch(`${base}/api/comments/mine`)).status).toBe(401);
  });
});
