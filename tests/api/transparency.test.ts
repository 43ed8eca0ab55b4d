import { describe, expect, it } from "vitest";
import { reasonLabels } from "../../app/lib/messages/moderation.ts";
import { transparencyTexts as t } from "../../app/lib/messages/transparency.ts";
import { decodeEntities } from "../support/html.ts";
import { post } from "../support/accounts.ts";
import { useOwnServer } from "../support/own-server.ts";

// /transparency counts what the database holds: this file makes known moderation writes on a
// database of its own and reads the month's figures before and after.
const server = useOwnServer("transparency", { isolated: true, env: { RATE_LIMIT_IP_FACTOR: "20" } });

const auth = (bearer: string) => ({ Authorization: `Bearer ${bearer}` });

async function token(email: string): Promise<string> {
  const signin = await post(server.base, "/api/signin", { email, password: "demo-password" });
  expect(signin.status, email).toBe(200);
  return signin.body.data.token as string;
}

async function send(method: string, path: string, as: string, body?: unknown): Promise<number> {
  const response = await fetch(`${server.base}${path}`, {
    method,
    headers: { ...auth(as), "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.status;
}

const thisMonth = () => new Date().toLocaleString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** The current month's row of each table, by section id, as column header → number. */
async function figures(): Promise<Record<string, Record<string, number>>> {
  const html = decodeEntities(await (await fetch(`${server.base}/transparency`)).text());
  const tables: Record<string, Record<string, number>> = {};
  for (const [, id, body] of html.matchAll(/<section aria-labelledby="([\w-]+)">([\s\S]*?)<\/section>/g)) {
    const headers = [...(body ?? "").matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((m) => m[1] ?? "");
    const row = new RegExp(`<th scope="row"[^>]*>${thisMonth()}</th>([\\s\\S]*?)</tr>`).exec(body ?? "")?.[1];
    if (!row || !id) continue;
    const cells = [...row.matchAll(/<td[^>]*>([\s\S]*?)<\/td>/g)].map((m) => Number((m[1] ?? "").replace(/,/g, "")));
    tables[id] = Object.fromEntries(headers.slice(1).map((h, i) => [h, cells[i] ?? Number.NaN]));
  }
  return tables;
}

/** A review of the coach by the first of `authors` who has not reviewed it yet: its id and author. */
async function reviewBy(coachId: string, authors: string[]): Promise<{ id: string; author: string }> {
  for (const author of authors) {
    const posted = await post(
      server.base,
      "/api/comment",
      { userId: coachId, rating: 2, comment: "Sessions often started late.", badges: [], agreement: true },
      { headers: auth(author) },
    );
    if (posted.status === 201) return { id: posted.body.data._id as string, author };
  }
  throw new Error("Every author already reviewed this coach");
}

describe("/transparency", () => {
  it("counts this month's reviews, reports, removals and appeals as they are written", async () => {
    const admin = await token("admin@example.com");
    const coach = await token("coach@example.com");
    const reviewers = await Promise.all([1, 2, 3, 4, 5].map((i) => token(`reviewer${i}@users.example`)));
    const own = (await (await fetch(`${server.base}/api/profile`, { headers: auth(coach) })).json()) as {
      data: { _id: string };
    };
    const search = (await (await fetch(`${server.base}/api/user/search/coach?size=20`)).json()) as {
      data: { _id: string }[];
    };
    const other = search.data.find((c) => c._id !== own.data._id)?._id ?? "";
    const before = await figures();
    expect(before["reviews-reports"], "this month's row").toBeDefined();

    // Two reviews: one reported twice, removed by the site, appealed and upheld; the other, on the
    // coach's own profile, removed by the coach.
    const reported = await reviewBy(other, reviewers);
    const onOwn = await reviewBy(own.data._id, reviewers);
    const flagger = reviewers.find((r) => r !== reported.author) ?? "";
    expect(await send("POST", `/api/comment/${reported.id}/flag`, flagger, { reason: "spam" })).toBe(201);
    expect(await send("POST", `/api/comment/${reported.id}/flag`, admin, { reason: "fake" })).toBe(201);
    const decision = { decision: "remove", reason: "spam" };
    expect(await send("POST", `/api/admin/flags/${reported.id}/decision`, admin, decision)).toBe(200);
    expect(await send("POST", `/api/comment/${reported.id}/appeal`, reported.author, { text: "It was fair." })).toBe(
      201,
    );
    expect(await send("POST", `/api/admin/appeals/${reported.id}/decision`, admin, { decision: "uphold" })).toBe(200);
    expect(await send("DELETE", `/api/comment/${onOwn.id}`, coach, { reason: "not-a-client" })).toBe(200);

    const after = await figures();
    const delta = (table: string, column: string) =>
      (after[table]?.[column] ?? Number.NaN) - (before[table]?.[column] ?? Number.NaN);
    expect(delta("reviews-reports", t.reviewsPosted)).toBe(2);
    expect(delta("reviews-reports", t.reportsTotal)).toBe(2);
    expect(delta("reviews-reports", reasonLabels.spam)).toBe(1);
    expect(delta("reviews-reports", reasonLabels.fake)).toBe(1);
    expect(delta("removed-by-site", t.removedTotal)).toBe(1);
    expect(delta("removed-by-site", reasonLabels.spam)).toBe(1);
    expect(delta("removed-by-coach", t.removedTotal)).toBe(1);
    expect(delta("removed-by-coach", reasonLabels["not-a-client"])).toBe(1);
    expect(delta("appeals", t.appealsFiled)).toBe(1);
    expect(delta("appeals", t.upheld)).toBe(1);
    expect(delta("appeals", t.restored)).toBe(0);
    // Both reports were decided this month, seconds after they were made.
    expect(after.appeals?.[t.medianHours]).toBe(0);
  });
});
