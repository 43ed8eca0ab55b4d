import { beforeAll, describe, expect, it } from "vitest";
import { insightWindow } from "../../app/lib/insight-periods.ts";
import type { CoachInsights, InsightsTeaser } from "../../app/lib/insight-view.ts";
import { INSIGHT_COUNTS } from "../../app/lib/insights.ts";
import { insightsSectionTexts, insightTexts } from "../../app/lib/messages/insights.ts";
import { planTexts } from "../../app/lib/messages/plans.ts";
import { openApiDocument } from "../../app/server/openapi/openapi-document.server.ts";
import type { ResponseObject } from "../../app/server/openapi/openapi-types.server.ts";
import { apiOperations } from "../../app/server/openapi/operations.server.ts";
import { post, sessionCookie } from "../support/accounts.ts";
import { decodeEntities } from "../support/html.ts";
import { type ApiAnswer, callApi } from "../support/http.ts";
import { useOwnServer } from "../support/own-server.ts";
import { undocumentedFields } from "../support/undocumented-fields.ts";

// Coach insights, the display side (issue 26, decision 0076): GET /api/profile/insights for each
// kind of caller, its figures against reviews posted here, and the "Insights" part of /profile and
// of the admin's coach editor as HTML. Views come from the counting side's beacon, which this file
// leaves alone: they may all be 0. It posts reviews, so it has a server and database of its own.
const server = useOwnServer("insights", { isolated: true });

const DAY_MS = 86_400_000;
const doc = openApiDocument();
const tokens = { owner: "", freeCoach: "", admin: "", user: "" };
let ownerId = "";
let freeCoachId = "";
let userId = "";

const get = (path: string, token: string | null): Promise<ApiAnswer<unknown>> =>
  callApi(server.base, "GET", path, token);

async function insights(query: string, token = tokens.owner): Promise<CoachInsights> {
  const answer = await get(`/api/profile/insights${query}`, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body?.data as CoachInsights;
}

async function signIn(email: string): Promise<string> {
  const answer = await post(server.base, "/api/signin", { email, password: "demo-password" });
  if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status}`);
  return answer.body.data.token as string;
}

function dataOf<T>(answer: ApiAnswer<unknown>): T {
  if (answer.body?.data === undefined) throw new Error(`no data in ${JSON.stringify(answer)}`);
  return answer.body.data as T;
}

const profileId = async (token: string) => dataOf<{ _id: string }>(await get("/api/profile", token))._id;

/** The answer fits the documented schema and has no field the document leaves out. */
function expectDocumented(body: unknown) {
  const op = apiOperations.find((o) => o.operationId === "getInsights");
  expect(op?.responses[200]?.body?.safeParse(body).error?.issues ?? []).toEqual([]);
  const documented = doc.paths["/api/profile/insights"]?.get;
  const schema = (documented?.responses[200] as ResponseObject | undefined)?.content?.["application/json"]?.schema;
  expect(schema).toBeDefined();
  expect(undocumentedFields(doc, schema ?? {}, body)).toEqual([]);
}

/** The days are the period's, oldest first, one after the other, ending today (UTC). */
function expectContiguous(answer: CoachInsights, days: number) {
  expect(answer.series).toHaveLength(days);
  const window = insightWindow(days as 30 | 90);
  expect([answer.from, answer.to]).toEqual([window.from, window.to]);
  answer.series.forEach((d, i) => {
    expect(Date.parse(`${d.day}T00:00:00Z`), d.day).toBe(Date.parse(`${answer.from}T00:00:00Z`) + i * DAY_MS);
  });
  expect(answer.series.at(-1)?.day).toBe(new Date().toISOString().slice(0, 10));
}

beforeAll(async () => {
  tokens.owner = await signIn("coach@example.com");
  tokens.freeCoach = await signIn("coach2@example.com");
  tokens.admin = await signIn("admin@example.com");
  tokens.user = await signIn("user@example.com");
  [ownerId, freeCoachId, userId] = await Promise.all([
    profileId(tokens.owner),
    profileId(tokens.freeCoach),
    profileId(tokens.user),
  ]);
});

describe("GET /api/profile/insights", () => {
  it("answers the owner (level 3) 30 days, day by day, with totals of both periods and the niches", async () => {
    const answer = await insights("?days=30");
    expectDocumented({ data: answer });
    expect(answer.upgrade).toBe(false);
    expect(answer.days).toBe(30);
    expectContiguous(answer, 30);
    const keys = [...INSIGHT_COUNTS, "reviews", "averageRating"].sort();
    expect(Object.keys(answer.totals).sort()).toEqual(keys);
    expect(Object.keys(answer.previousTotals).sort()).toEqual(keys);
    for (const c of [...INSIGHT_COUNTS, "reviews"] as const) {
      expect(answer.totals[c], c).toBe(answer.series.reduce((n, d) => n + d[c], 0));
    }
    // The demo coach sits in a niche or more, each with other listed coaches.
    const niches = dataOf<{ categoryNames: string[] }>(await get("/api/profile", tokens.owner)).categoryNames;
    expect(answer.niches.map((n) => n.name)).toEqual(niches);
    expect(answer.niches.filter((n) => n.coaches === 0)).toEqual([]);
    // Nobody has fewer views than a coach without any.
    const unviewed = answer.totals.views === 0;
    expect(answer.niches.filter((n) => unviewed && n.viewsPercentile !== 0)).toEqual([]);
  });

  it("answers 90 days the same way, and the default period is 30 days", async () => {
    const answer = await insights("?days=90");
    expectDocumented({ data: answer });
    expect(answer.days).toBe(90);
    expectContiguous(answer, 90);
    expect((await insights("")).days).toBe(30);
  });

  it("refuses any other period and an id that is not one (400)", async () => {
    for (const query of ["?days=7", "?days=abc", "?days=", "?days=30.0"]) {
      const answer = await get(`/api/profile/insights${query}`, tokens.owner);
      expect([query, answer.status, answer.body?.message]).toEqual([query, 400, insightTexts.badDays]);
    }
    const answer = await get("/api/profile/insights?id=nope", tokens.admin);
    expect([answer.status, answer.body?.message]).toEqual([400, insightTexts.badId]);
  });

  it("gives a level 2 owner the views of 30 days and the upgrade flag only, whatever the period", async () => {
    for (const query of ["", "?days=90"]) {
      const answer = await get(`/api/profile/insights${query}`, tokens.freeCoach);
      expect(answer.status).toBe(200);
      expectDocumented(answer.body);
      const teaser = answer.body?.data as InsightsTeaser;
      expect(Object.keys(teaser).sort()).toEqual(["totalViews30", "upgrade"]);
      expect(teaser.upgrade).toBe(true);
      expect(teaser.totalViews30).toBeGreaterThanOrEqual(0);
    }
  });

  it("lets an admin name any coach (400 without one, 404 for a profile that is not a coach's)", async () => {
    const without = await get("/api/profile/insights", tokens.admin);
    expect([without.status, without.body?.message]).toEqual([400, insightTexts.adminNeedsId]);
    const owner = await insights(`?days=90&id=${ownerId}`, tokens.admin);
    expect(owner.series).toHaveLength(90);
    expect(owner.totals).toEqual((await insights("?days=90")).totals);
    // A level 2 coach's in full: the admin sees what the coach would at level 3.
    expect((await insights(`?id=${freeCoachId}`, tokens.admin)).upgrade).toBe(false);
    for (const id of [userId, "00000000-0000-4000-8000-000000000000"]) {
      const answer = await get(`/api/profile/insights?id=${id}`, tokens.admin);
      expect([answer.status, answer.body?.message]).toEqual([404, insightTexts.unknownCoach]);
    }
  });

  it("refuses a user (403), another profile's id (403) and anonymous callers (401)", async () => {
    const user = await get("/api/profile/insights", tokens.user);
    expect([user.status, user.body?.message]).toEqual([403, insightTexts.notOwner]);
    const other = await get(`/api/profile/insights?id=${freeCoachId}`, tokens.owner);
    expect([other.status, other.body?.message]).toEqual([403, insightTexts.otherProfile]);
    expect((await get(`/api/profile/insights?id=${ownerId}`, tokens.owner)).status).toBe(200);
    expect((await get("/api/profile/insights", null)).status).toBe(401);
  });
});

describe("insights' figures", () => {
  it("count reviews posted today, with their average, in the day, the totals and the niche standing", async () => {
    const before = await insights("?days=30");
    const today = before.series.at(-1);
    if (!today) throw new Error("no today");
    // Worked out again from the niches' listings and each coach's reviews; before the new reviews
    // most coaches tie with this one (none in 30 days): a tie is not "fewer".
    expect(before.niches.map((n) => n.reviewsPercentile)).toEqual(
      await Promise.all(before.niches.map((n) => reviewsPercentile(n.slug, before.from, before.totals.reviews))),
    );
    // Demo reviewers who have not reviewed the coach yet post 5, 4 and 3 stars.
    const ratings = [5, 4, 3];
    let posted = 0;
    const refused: number[] = [];
    for (let i = 0; i < 60 && posted < ratings.length; i++) {
      const token = await signIn(`reviewer${i}@users.example`);
      const answer = await callApi(server.base, "POST", "/api/comment", token, {
        userId: ownerId,
        rating: ratings[posted],
        comment: "Clear goals and honest feedback.",
        badges: [],
        agreement: true,
      });
      if (answer.status === 201) posted++;
      else refused.push(answer.status);
    }
    expect(posted).toBe(3);
    // Only those who had reviewed the coach already were refused (one review per coach).
    expect(refused.filter((status) => status !== 422)).toEqual([]);

    const after = await insights("?days=30");
    const now = after.series.at(-1);
    expect(now?.reviews).toBe(today.reviews + 3);
    const sumBefore = (today.averageRating ?? 0) * today.reviews;
    expect(now?.averageRating).toBeCloseTo((sumBefore + 12) / (today.reviews + 3), 1);
    expect(after.totals.reviews).toBe(before.totals.reviews + 3);
    expect(after.previousTotals).toEqual(before.previousTotals);
    expect(after.series.slice(0, -1)).toEqual(before.series.slice(0, -1));

    expect(after.niches.map((n) => n.reviewsPercentile)).toEqual(
      await Promise.all(after.niches.map((n) => reviewsPercentile(n.slug, after.from, after.totals.reviews))),
    );

    // /profile reads the days with its page's statement, the admin's editor with one of its own:
    // the same figures either way (the period links point at each page).
    const owner = await pageAs(
      "/profile?days=30",
      await sessionCookie(server.base, "coach@example.com", "demo-password"),
    );
    const admin = await pageAs(
      `/coach/${ownerId}/edit?days=30`,
      await sessionCookie(server.base, "admin@example.com", "demo-password"),
    );
    const figures = (html: string) => insightsPart(html).replace(/ href="[^"]*"/g, "");
    expect(figures(owner.html)).toContain(`>${after.totals.reviews}<`);
    expect(figures(owner.html)).toBe(figures(admin.html));
  });
});

/** The share of the niche's other listed coaches with fewer reviews since `from`, over the public API. */
async function reviewsPercentile(slug: string, from: string, mine: number): Promise<number> {
  const peers: string[] = [];
  for (let page = 0; ; page += 50) {
    const cards = (await get(`/api/user/category/${slug}?from=${page}&size=50`, null)).body?.data as { _id: string }[];
    peers.push(...cards.map((c) => c._id).filter((id) => id !== ownerId));
    if (cards.length < 50) break;
  }
  const since = Date.parse(`${from}T00:00:00Z`);
  let fewer = 0;
  for (const id of peers) {
    const reviews = (await get(`/api/comment/${id}?size=50`, tokens.user)).body?.data as { createdAt: string }[];
    if (reviews.filter((r) => Date.parse(r.createdAt) >= since).length < mine) fewer++;
  }
  return Math.floor((fewer * 100) / peers.length);
}

/** The kept part that holds the insights: its div, up to the tag that closes it. */
function insightsPart(html: string): string {
  const start = html.indexOf('<div id="insights"');
  expect(start, "the insights part").toBeGreaterThan(-1);
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[0] === "</div>" ? -1 : 1;
    if (depth === 0) return html.slice(start, tags.lastIndex);
  }
  throw new Error("the insights part is not closed");
}

const pageAs = async (path: string, cookie: string) => {
  const response = await fetch(`${server.base}${path}`, { headers: { Cookie: cookie }, redirect: "manual" });
  return { status: response.status, html: await response.text() };
};

describe("the Insights part of the pages", () => {
  it("is on the owner's /profile: five charts, each with its table, the totals and the niches, and no script", async () => {
    const cookie = await sessionCookie(server.base, "coach@example.com", "demo-password");
    for (const days of [30, 90]) {
      const { status, html } = await pageAs(`/profile?days=${days}`, cookie);
      expect(status).toBe(200);
      const part = insightsPart(html);
      expect(decodeEntities(part)).toContain(`>${insightsSectionTexts.title}</h2>`);
      expect(part.match(/<svg role="img" aria-labelledby="insights-[a-z]+-t"/g)).toHaveLength(5);
      // A table per chart with a caption and a row a day, the totals and the niches.
      expect(part.match(/<table/g)).toHaveLength(7);
      expect(part.match(/<caption/g)).toHaveLength(7);
      expect(part.match(/<tr>/g)?.length).toBeGreaterThan(5 * days);
      expect(part).not.toMatch(/<script/i);
      // The document carries the figures once, as HTML: not again as data for the page's script.
      // (The part's heading and the section naming it: in data they would come a second time.)
      expect(html.match(/insights-title/g)).toHaveLength(2);
      expect(html).not.toContain('"series"');
      expect(Buffer.byteLength(html), `/profile?days=${days}`).toBeLessThan(60_000);
    }
    expect((await pageAs("/profile?days=7", cookie)).status).toBe(400);
  });

  it("is level 2's one figure and a link to the plans; a user's /profile has none", async () => {
    const free = await pageAs("/profile", await sessionCookie(server.base, "coach2@example.com", "demo-password"));
    const part = decodeEntities(insightsPart(free.html));
    expect(part).toMatch(/Your profile was viewed (once|\d+ times) in the last 30 days\./);
    expect(part).toContain(`href="/plans"`);
    expect(part).not.toContain("<svg");
    const user = await pageAs("/profile", await sessionCookie(server.base, "user@example.com", "demo-password"));
    expect(user.status).toBe(200);
    expect(user.html).not.toContain('id="insights"');
  });

  it("is on the admin's coach editor in full, for a level 2 coach too", async () => {
    const cookie = await sessionCookie(server.base, "admin@example.com", "demo-password");
    const { status, html } = await pageAs(`/coach/${freeCoachId}/edit?days=90`, cookie);
    expect(status).toBe(200);
    const part = insightsPart(html);
    expect(part.match(/<svg role="img"/g)).toHaveLength(5);
    expect(part).toContain('aria-current="page"');
    expect(decodeEntities(part)).toContain(insightsSectionTexts.totalsCaption(90));
  });

  it("is a plan benefit on /plans: level 2's total views, level 3 and up the insights", async () => {
    const { html } = await pageAs("/plans", await sessionCookie(server.base, "user@example.com", "demo-password"));
    const text = decodeEntities(html);
    expect(text).toContain(planTexts.insightsBenefit.teaser);
    expect(text).toContain(planTexts.insightsBenefit.full);
  });
});
