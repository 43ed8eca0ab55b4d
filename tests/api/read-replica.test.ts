import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookiesSetBy, post, sessionCookie } from "../support/accounts.ts";
import { type IsolatedDatabase, isolatedDatabase } from "../support/isolated-database.ts";
import { type RunningServer, startServer } from "../support/server-process.ts";

// A read replica (issue 23, decision 0071): a real streaming replica of CI's PostgreSQL server,
// made by scripts/replica-setup.sh (REPLICA_URL names it). Signed-out pages read from it; a
// visitor's own write shows on their next page even while the replica has stopped replaying.
const replicaBase = process.env.REPLICA_URL;
if (!process.env.DATABASE_URL || !replicaBase)
  console.log("read-replica: skipped without DATABASE_URL and REPLICA_URL (scripts/replica-setup.sh start makes one)");

describe.skipIf(!process.env.DATABASE_URL || !replicaBase)("a server with a read replica", () => {
  let server: RunningServer | undefined;
  let dataDir: string | undefined;
  let database: IsolatedDatabase | undefined;
  let replica: Client;
  let replicaUrl: string;
  let dbName: string;
  beforeAll(async () => {
    database = await isolatedDatabase("coach_read_replica");
    const primaryUrl = new URL(database.url as string);
    dbName = primaryUrl.pathname.slice(1);
    const url = new URL(replicaBase as string);
    url.pathname = primaryUrl.pathname;
    replicaUrl = url.toString();
    dataDir = await mkdtemp(path.join(tmpdir(), "coach-read-replica-"));
    server = await startServer({
      dataDir,
      logName: "server-read-replica",
      env: { DATABASE_URL: database.url, DATABASE_READ_URL: replicaUrl, RATE_LIMIT_IP_FACTOR: "20" },
    });
    replica = new Client({ connectionString: url.toString().replace(primaryUrl.pathname, "/postgres") });
    await replica.connect();
  }, 180_000);
  afterAll(async () => {
    await replica?.query("select pg_wal_replay_resume()").catch(() => undefined);
    await replica?.end();
    await server?.stop();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const base = () => server?.url as string;
  /** Transactions the replica has run in this test's database (its own statistics). */
  const replicaTransactions = async () =>
    Number(
      (await replica.query("select xact_commit from pg_stat_database where datname = $1", [dbName])).rows[0]
        ?.xact_commit ?? 0,
    );

  it("serves signed-out pages, searches and the sitemap from the replica", async () => {
    const before = await replicaTransactions();
    const pages = ["/", "/search/life", "/category/life-coach", "/sitemap.xml", "/api/user/search/life?size=5"];
    const visit = async () => {
      for (const page of pages) expect((await fetch(`${base()}${page}`)).status, page).toBe(200);
    };
    await visit();
    // The replica's connections are this server's (application_name is not set: by database).
    const connections = await replica.query(
      "select count(*)::int as n from pg_stat_activity where datname = $1 and backend_type = 'client backend'",
      [dbName],
    );
    expect(connections.rows[0]?.n).toBeGreaterThan(0);
    // A backend reports its counts at most once a second (or after 10 s idle): visits go on meanwhile.
    await expect
      .poll(
        async () => {
          await visit();
          return replicaTransactions();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBeGreaterThan(before + 10);
  });

  it("shows a visitor's own review on their next page while the replica lags, and to others once it replays", async () => {
    const token = (await post(base(), "/api/signin", { email: "coach@example.com", password: "demo-password" })).body
      .data.token as string;
    const me = (await (
      await fetch(`${base()}/api/profile`, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as {
      data: { _id: string; fullName: string };
    };
    const page = `${base()}/coach/${encodeURIComponent(me.data.fullName.replace(" ", "_"))}/${me.data._id}`;
    const text = `Written while the replica waits (${Date.now().toString(36)}).`;
    await replica.query("select pg_wal_replay_pause()");
    // A reviewer rates the coach with the page's own form, as a browser does.
    let cookies = "";
    let posted = false;
    for (let i = 0; i < 10 && !posted; i++) {
      const session = await sessionCookie(base(), `reviewer${i}@users.example`, "demo-password");
      const answer = await fetch(page, {
        method: "POST",
        redirect: "manual",
        headers: { Cookie: session, "Content-Type": "application/x-www-form-urlencoded", Origin: base() },
        body: new URLSearchParams({ intent: "rate", userId: me.data._id, rating: "5", comment: text, agreement: "on" }),
      });
      cookies = [session, cookiesSetBy(answer)].filter(Boolean).join("; ");
      posted = answer.status < 400;
    }
    expect(posted).toBe(true);
    expect(cookies).toContain("coach_wrote=1");
    // The writer's next page reads from the primary; a visitor without the cookie from the replica.
    expect(await (await fetch(page, { headers: { Cookie: cookies } })).text()).toContain(text);
    expect(await (await fetch(page)).text()).not.toContain(text);
    await replica.query("select pg_wal_replay_resume()");
    const started = performance.now();
    await expect.poll(async () => (await (await fetch(page)).text()).includes(text), { timeout: 10_000 }).toBe(true);
    console.log(
      `read-replica: the review reached signed-out pages ${Math.round(performance.now() - started)} ms after replay resumed`,
    );
  });
});
