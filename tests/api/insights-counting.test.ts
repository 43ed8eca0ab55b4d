import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_INSIGHT_EVENTS } from "../../app/lib/insight-event-schema.ts";
import { INSIGHT_COUNTS, type InsightCount } from "../../app/lib/insights.ts";
import { insightEventTexts } from "../../app/lib/messages/insight-events.ts";
import { RENEWAL_HEADER } from "../../app/server/page-cache/page-cache.server.ts";
import { LIMITS } from "../../app/server/security/rate-limit.server.ts";
import { post, sessionCookie } from "../support/accounts.ts";
import { type IsolatedDatabase, isolatedDatabase, postgresToRead } from "../support/isolated-database.ts";
import { type RunningServer, startServer } from "../support/server-process.ts";

// Coach insights' counting (issue 26, decisions 0076 and 0084) over HTTP, read back from the
// database: a coach page's views where the server answers it, what pages send to POST
// /api/insights/events after hydration (and API clients send), and contact messages, reach
// coach_day_stat at the next flush (every second here); bots, the coach's own visits and admins'
// add nothing; two processes on one database add up; nothing stored holds the sender's address or
// user agent. The test reads the table itself, so it needs PostgreSQL: DATABASE_URL, else the
// server on this machine; without either it is skipped. Each request speaks as its own client
// address (TRUST_PROXY), so only the rate limit's own test meets the limit.
const postgres = await postgresToRead("insights-counting");

/** A person's browser, with a mark of its own that must never reach the database. */
const MARK = `Visitor-${randomUUID().slice(0, 8)}`;
const PERSON = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 ${MARK}`;
/** Documentation-range client addresses (TRUST_PROXY takes X-Forwarded-For from the test). */
const ADDRESS_PREFIX = "203.0.113.";
let clients = 0;
const newClient = () => `${ADDRESS_PREFIX}${++clients}`;

type Events = Record<string, unknown>;
type Sender = { userAgent?: string; client?: string; token?: string; cookie?: string; origin?: string };

describe.skipIf(!postgres)("counting for coach insights", () => {
  const servers: RunningServer[] = [];
  const dirs: string[] = [];
  let database: IsolatedDatabase | undefined;
  let db: Client;
  /** The coach of coach@example.com (claimed), a level 5 coach, and a third for marks. */
  let owned: string;
  let level5: string;
  let marker: string;
  let tokens: { owner: string; admin: string; user: string };

  beforeAll(async () => {
    database = await isolatedDatabase("coach_insights_counting", postgres);
    // One after the other: the first migrates and loads the demo data.
    for (const name of ["a", "b"]) {
      const dataDir = await mkdtemp(path.join(tmpdir(), `coach-insights-${name}-`));
      dirs.push(dataDir);
      servers.push(
        await startServer({
          dataDir,
          logName: `server-insights-counting-${name}`,
          env: {
            DATABASE_URL: database.url,
            INSIGHTS_FLUSH_SECONDS: "1",
            RATE_LIMIT_IP_FACTOR: "1",
            TRUST_PROXY: "loopback",
            // Kept pages, to see that counting empties none of them.
            PAGE_CACHE_SECONDS: "60",
          },
        }),
      );
    }
    db = new Client({ connectionString: database.url });
    await db.connect();
    const signIn = async (email: string) => {
      const answer = await post(base(), "/api/signin", { email, password: "demo-password" });
      if (answer.status !== 200) throw new Error(`sign-in of ${email}: ${answer.status}`);
      return answer.body.data.token as string;
    };
    tokens = {
      owner: await signIn("coach@example.com"),
      admin: await signIn("admin@example.com"),
      user: await signIn("user@example.com"),
    };
    const me = await fetch(`${base()}/api/profile`, { headers: { Authorization: `Bearer ${tokens.owner}` } });
    owned = ((await me.json()) as { data: { _id: string } }).data._id;
    const cards = (
      (await (await fetch(`${base()}/api/user/search/coach?size=50`)).json()) as {
        data: { _id: string; level: string }[];
      }
    ).data;
    level5 = cards.find((c) => c.level === "level5")?._id ?? "";
    marker = cards.find((c) => c._id !== owned && c._id !== level5)?._id ?? "";
    if (![owned, level5, marker].every(Boolean)) throw new Error("no claimed, level 5 and third demo coach");
  }, 240_000);

  afterAll(async () => {
    await db?.end();
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  const base = (server = 0) => servers[server]?.url as string;

  /** POST /api/insights/events as a person (a fresh address each time) unless told otherwise. */
  async function send(events: Events | string, sender: Sender = {}, server = 0) {
    const response = await fetch(`${base(server)}/api/insights/events`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": sender.userAgent ?? PERSON,
        "X-Forwarded-For": sender.client ?? newClient(),
        ...(sender.token ? { Authorization: `Bearer ${sender.token}` } : {}),
        ...(sender.cookie ? { Cookie: sender.cookie } : {}),
        ...(sender.origin ? { Origin: sender.origin } : {}),
      },
      body: typeof events === "string" ? events : JSON.stringify(events),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as { message?: string }) : null };
  }

  /** A coach's sums over every day (a test that runs over midnight UTC spans two rows). */
  async function totals(coachId: string): Promise<Record<InsightCount, number>> {
    const columns = INSIGHT_COUNTS.map(
      (c) => `coalesce(sum(${c.replace(/[A-Z]/g, (l) => `_${l.toLowerCase()}`)}), 0)::int as "${c}"`,
    );
    const { rows } = await db.query(`select ${columns.join(", ")} from coach_day_stat where coach_id = $1`, [coachId]);
    return rows[0] as Record<InsightCount, number>;
  }

  /**
   * Waits until a person's view of the marker coach, sent to `server` after everything before it,
   * is in the table: whatever that server counted before is written by then too (one statement
   * writes everything pending). Answers how long it took.
   */
  async function flushed(server = 0): Promise<number> {
    const before = (await totals(marker)).views;
    const started = performance.now();
    expect((await send({ views: [marker] }, {}, server)).status).toBe(204);
    await expect.poll(async () => (await totals(marker)).views, { timeout: 30_000, interval: 100 }).toBe(before + 1);
    return performance.now() - started;
  }

  it("adds a coach's views, listings and clicks by signed-out people at the next flush", async () => {
    const before = await totals(owned);
    for (let i = 0; i < 3; i++) expect((await send({ views: [owned] })).status).toBe(204);
    expect((await send({ impressions: { search: [owned, level5] } })).status).toBe(204);
    expect((await send({ impressions: { niche: [owned] } })).status).toBe(204);
    for (const kind of ["website", "social", "video"]) {
      expect((await send({ clicks: [{ coachId: owned, kind }] })).status).toBe(204);
    }
    const seen = await flushed();
    console.log(`insights-counting: the counts were in the table ${Math.round(seen)} ms after the last one was sent`);
    expect(seen).toBeLessThan(60_000);
    expect(await totals(owned)).toEqual({
      ...before,
      views: before.views + 3,
      searchImpressions: before.searchImpressions + 1,
      nicheImpressions: before.nicheImpressions + 1,
      websiteClicks: before.websiteClicks + 1,
      socialClicks: before.socialClicks + 1,
      videoClicks: before.videoClicks + 1,
    });
  });

  /** A coach page's address: the site's redirect from any name to the coach's own. */
  async function pagePath(coachId: string): Promise<string> {
    const answer = await fetch(`${base()}/coach/x/${coachId}`, { redirect: "manual" });
    return answer.headers.get("location") ?? "";
  }

  /** A GET of `address` as a person from a fresh address, unless `headers` say otherwise; its X-Page-Cache. */
  async function look(address: string, headers: Record<string, string> = {}, method = "GET") {
    const response = await fetch(`${base()}${address}`, {
      method,
      headers: { "User-Agent": PERSON, "X-Forwarded-For": newClient(), ...headers },
    });
    await response.arrayBuffer();
    expect(response.status, address).toBe(200);
    return response.headers.get("x-page-cache");
  }

  it("counts a view of a coach page where it is answered, rendered or kept, and of its data on a client navigation", async () => {
    const page = await pagePath(owned);
    const before = await totals(owned);
    // The first look renders the page (its loader counts), the next are answered by its kept copy:
    // before Express (gzip), then through React Router's path (a client that takes no gzip).
    const answers = [await look(page), await look(page), await look(page, { "Accept-Encoding": "identity" })];
    expect(answers).toEqual([null, "hit", "hit"]);
    await look(`${page}.data`);
    await flushed();
    expect(await totals(owned)).toEqual({ ...before, views: before.views + 4 });
  });

  it("counts a person's view that claims to be the page cache's own renewal", async () => {
    // An address of its own, so that the first look renders (the loader counts) and the next are kept.
    const page = `${await pagePath(owned)}?renewal`;
    const before = await totals(owned);
    const claim = { [RENEWAL_HEADER]: "1" };
    const answers = [
      await look(page, claim),
      await look(page, claim),
      await look(page, { ...claim, "Accept-Encoding": "identity" }),
    ];
    expect(answers).toEqual([null, "hit", "hit"]);
    await flushed();
    expect(await totals(owned)).toEqual({ ...before, views: before.views + 3 });
  });

  it("counts no view of a coach page by a bot, a prefetch, a HEAD, the coach or an admin", async () => {
    const page = await pagePath(owned);
    // A person's look first, written: the kept copy then answers the signed-out looks below.
    await look(page);
    await flushed();
    const before = await totals(owned);
    for (const userAgent of ["Googlebot/2.1 (+http://www.google.com/bot.html)", "curl/8.5.0"])
      await look(page, { "User-Agent": userAgent });
    await look(page, { "Sec-Purpose": "prefetch" });
    await look(page, {}, "HEAD");
    await look(page, { Authorization: `Bearer ${tokens.owner}` });
    await look(page, { Authorization: `Bearer ${tokens.admin}` });
    await flushed();
    expect(await totals(owned)).toEqual(before);
  });

  it("answers a signed-out call with the site's headers, never cached, and counts it in /metrics", async () => {
    const metric = async () =>
      Number(
        /http_requests_total\{method="POST",route="\/api\/insights\/events",status="204"\} (\d+)/.exec(
          await (await fetch(`${base()}/metrics`)).text(),
        )?.[1] ?? 0,
      );
    const before = await metric();
    const response = await fetch(`${base()}/api/insights/events`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "User-Agent": PERSON, "X-Forwarded-For": newClient() },
      body: JSON.stringify({ views: [owned] }),
    });
    expect(response.status).toBe(204);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await metric()).toBe(before + 1);
  });

  it("counts a coach once per call however often its id is repeated, and ignores unknown fields", async () => {
    const before = await totals(level5);
    const answer = await send({ views: [level5, level5], referrer: "https://elsewhere.example/", extra: [1, 2] });
    expect(answer).toEqual({ status: 204, body: null });
    await flushed();
    expect((await totals(level5)).views).toBe(before.views + 1);
  });

  it("adds nothing for a bot's user agent, or none, and answers the same", async () => {
    const before = await totals(owned);
    for (const userAgent of ["Googlebot/2.1 (+http://www.google.com/bot.html)", "curl/8.5.0", ""]) {
      const answer = await send({ views: [owned], clicks: [{ coachId: owned, kind: "website" }] }, { userAgent });
      expect(answer, userAgent).toEqual({ status: 204, body: null });
    }
    await flushed();
    expect(await totals(owned)).toEqual(before);
  });

  it("adds nothing for the coach's own visits, by token or by the browser's cookie, and counts theirs of others", async () => {
    const before = { own: await totals(owned), other: await totals(level5) };
    const everything = {
      views: [owned],
      impressions: { search: [owned], niche: [owned] },
      clicks: [{ coachId: owned, kind: "website" }],
    };
    expect((await send(everything, { token: tokens.owner })).status).toBe(204);
    // As the site's own pages send it: the session cookie, JSON, from this site.
    const cookie = await sessionCookie(base(), "coach@example.com", "demo-password");
    expect((await send(everything, { cookie, origin: base() })).status).toBe(204);
    expect((await send({ views: [level5] }, { cookie, origin: base() })).status).toBe(204);
    await flushed();
    expect(await totals(owned)).toEqual(before.own);
    expect((await totals(level5)).views).toBe(before.other.views + 1);
  });

  it("adds nothing for an admin's browsing", async () => {
    const before = { own: await totals(owned), other: await totals(level5) };
    const answer = await send(
      { views: [owned, level5], impressions: { search: [level5] }, clicks: [{ coachId: level5, kind: "video" }] },
      { token: tokens.admin },
    );
    expect(answer.status).toBe(204);
    await flushed();
    expect(await totals(owned)).toEqual(before.own);
    expect(await totals(level5)).toEqual(before.other);
  });

  it("counts only coaches with a public page", async () => {
    const adminProfile = (
      (await (
        await fetch(`${base()}/api/profile`, { headers: { Authorization: `Bearer ${tokens.admin}` } })
      ).json()) as {
        data: { _id: string };
      }
    ).data._id;
    const unknown = randomUUID();
    expect((await send({ views: [unknown, adminProfile] })).status).toBe(204);
    await flushed();
    const { rows } = await db.query("select count(*)::int as n from coach_day_stat where coach_id = any($1::uuid[])", [
      [unknown, adminProfile],
    ]);
    expect(rows[0]?.n).toBe(0);
  });

  it("refuses a list of more than 50, an id that is not one, a kind it does not know, and a body that is no object", async () => {
    const ids = Array.from({ length: MAX_INSIGHT_EVENTS + 1 }, () => randomUUID());
    const texts = insightEventTexts;
    const cases: [Events | string, string][] = [
      [{ views: ids }, texts.tooManyIds("views", MAX_INSIGHT_EVENTS)],
      [{ impressions: { search: ids } }, texts.tooManyIds("impressions.search", MAX_INSIGHT_EVENTS)],
      [{ impressions: { niche: ids } }, texts.tooManyIds("impressions.niche", MAX_INSIGHT_EVENTS)],
      [{ clicks: ids.map((coachId) => ({ coachId, kind: "website" })) }, texts.tooManyClicks(MAX_INSIGHT_EVENTS)],
      [{ views: ["not-an-id"] }, texts.badCoachId],
      [{ views: owned }, texts.notAList("views")],
      [{ impressions: { search: [42] } }, texts.badCoachId],
      [{ clicks: [{ coachId: "x", kind: "website" }] }, texts.badCoachId],
      [{ clicks: [{ coachId: owned, kind: "phone" }] }, texts.badKind(["website", "social", "video"])],
      [{ clicks: [owned] }, texts.notClicks],
      ["[1, 2]", texts.notEvents],
      ["not json", texts.notEvents],
    ];
    for (const [body, message] of cases) {
      expect(await send(body), JSON.stringify(body).slice(0, 80)).toEqual({ status: 400, body: { message } });
    }
    // Exactly 50 is fine.
    expect((await send({ views: ids.slice(0, MAX_INSIGHT_EVENTS) })).status).toBe(204);
  });

  it("refuses a state change from another site, as every POST", async () => {
    const answer = await send({ views: [owned] }, { origin: "https://elsewhere.example" });
    expect(answer.status).toBe(403);
  });

  it("counts a contact-me-directly message the coach was sent", async () => {
    const before = await totals(level5);
    const sent = await post(
      base(),
      "/api/email",
      { userId: level5, text: `A question about coaching (${randomUUID()}).` },
      { headers: { Authorization: `Bearer ${tokens.user}`, "X-Forwarded-For": newClient() } },
    );
    expect([200, 202]).toContain(sent.status);
    await flushed();
    expect(await totals(level5)).toEqual({ ...before, messages: before.messages + 1 });
  });

  it("adds up what two processes on one database counted", async () => {
    const before = await totals(owned);
    for (let i = 0; i < 2; i++) expect((await send({ views: [owned] }, {}, 0)).status).toBe(204);
    for (let i = 0; i < 3; i++) expect((await send({ views: [owned] }, {}, 1)).status).toBe(204);
    await flushed(0);
    await flushed(1);
    expect((await totals(owned)).views).toBe(before.views + 5);
  });

  it(`answers 429 past ${LIMITS.insightEventsPerIp.max} calls a minute from one address, not for another`, async () => {
    const client = newClient();
    // A new address's window starts with its first call: the calls below all go within it.
    const { max } = LIMITS.insightEventsPerIp;
    // An id of no coach: the call meets the limit, and leaves nothing to count for the tests after.
    const events = { views: [randomUUID()] };
    const statuses: number[] = [];
    for (let i = 0; i < max; i++) statuses.push((await send(events, { client })).status);
    expect(statuses.filter((s) => s !== 204)).toEqual([]);
    expect(await send(events, { client })).toEqual({ status: 429, body: { message: insightEventTexts.tooMany } });
    expect((await send(events)).status).toBe(204);
    // A bot is not even counted against the limit.
    expect((await send(events, { client, userAgent: "curl/8.5.0" })).status).toBe(204);
  });

  it("empties no kept page: counting announces no change to public pages", async () => {
    const page = `${base()}/coach/x/${level5}`;
    const location = (await fetch(page, { redirect: "manual" })).headers.get("location") ?? "";
    const kept = async () => (await fetch(new URL(location, base()))).headers.get("x-page-cache");
    await kept();
    expect(await kept()).toBe("hit");
    expect((await send({ views: [level5], clicks: [{ coachId: level5, kind: "website" }] })).status).toBe(204);
    await flushed();
    expect(await kept()).toBe("hit");
  });

  it("stops counting a coach whose page is gone, at once in every process", async () => {
    const cards = (
      (await (await fetch(`${base()}/api/user/search/life?size=50`)).json()) as { data: { _id: string }[] }
    ).data;
    const gone = cards.map((c) => c._id).find((id) => ![owned, level5, marker].includes(id)) ?? "";
    // Counted once, so both processes know it as a public coach.
    for (const server of [0, 1]) expect((await send({ views: [gone] }, {}, server)).status).toBe(204);
    await flushed(0);
    await flushed(1);
    const before = await totals(gone);
    expect(before.views).toBe(2);
    const deleted = await fetch(`${base()}/api/user/${gone}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${tokens.admin}` },
    });
    expect(deleted.status).toBe(200);
    // The kept page of B goes with the same notice that tells B's counting the coach is gone.
    await expect
      .poll(async () => (await fetch(`${base(1)}/coach/x/${gone}`, { redirect: "manual" })).status, { timeout: 10_000 })
      .toBe(404);
    for (const server of [0, 1]) expect((await send({ views: [gone] }, {}, server)).status).toBe(204);
    await flushed(0);
    await flushed(1);
    expect(await totals(gone)).toEqual(before);
  });

  it("writes what a process counted when it stops, before its database closes", async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "coach-insights-c-"));
    dirs.push(dataDir);
    // A third process that would not flush for five minutes on its own.
    const stopping = await startServer({
      dataDir,
      logName: "server-insights-counting-c",
      env: { DATABASE_URL: database?.url, INSIGHTS_FLUSH_SECONDS: "300", TRUST_PROXY: "loopback" },
    });
    servers.push(stopping);
    const before = await totals(level5);
    for (let i = 0; i < 2; i++) expect((await send({ views: [level5] }, {}, servers.length - 1)).status).toBe(204);
    expect((await totals(level5)).views).toBe(before.views);
    expect(await stopping.stop()).toBe(0);
    expect((await totals(level5)).views).toBe(before.views + 2);
  });

  it("keeps no address and no user agent: the table's columns, and no stored value holding either", async () => {
    const { rows: columns } = await db.query(
      "select column_name from information_schema.columns where table_name = 'coach_day_stat' order by ordinal_position",
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      "coach_id",
      "day",
      "views",
      "search_impressions",
      "niche_impressions",
      "website_clicks",
      "social_clicks",
      "video_clicks",
      "messages",
    ]);
    // Every table of every schema (the site's, the job queue's), as text: neither the user agent's
    // mark nor any address the counting calls came from. (Sign-ins above went without the mark.)
    const { rows: tables } = await db.query(
      `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name from information_schema.tables
       where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    expect(tables.length).toBeGreaterThan(20);
    const holding: string[] = [];
    for (const { name } of tables) {
      const { rows } = await db.query(
        `select count(*)::int as n from ${name} t where t::text like $1 or t::text like $2`,
        [`%${MARK}%`, `%${ADDRESS_PREFIX}%`],
      );
      if (rows[0]?.n) holding.push(name);
    }
    expect(holding).toEqual([]);
  });
});
