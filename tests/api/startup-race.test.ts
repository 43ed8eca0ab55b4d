import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type IsolatedDatabase, isolatedDatabase } from "../support/isolated-database.ts";
import { type RunningServer, startServer } from "../support/server-process.ts";

// Processes started together on one empty PostgreSQL database (a deployment of several at once):
// migrations and the demo data run once, under a lock, and every process comes up. PGlite keeps
// its files to one process, so this needs a PostgreSQL server: it runs in CI's PostgreSQL pass.
const postgres = process.env.DATABASE_URL;
if (!postgres)
  console.log("startup-race: skipped on the embedded database, which one process owns; runs with DATABASE_URL");

describe.skipIf(!postgres)("four processes started at once on an empty database", () => {
  const servers: RunningServer[] = [];
  const dirs: string[] = [];
  let database: IsolatedDatabase | undefined;
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await database?.drop();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  it("all serve, and the demo data exists once", { timeout: 180_000 }, async () => {
    database = await isolatedDatabase("coach_startup_race");
    const started = await Promise.allSettled(
      [1, 2, 3, 4].map(async (n) => {
        const dataDir = await mkdtemp(path.join(tmpdir(), `coach-race-${n}-`));
        dirs.push(dataDir);
        const server = await startServer({
          dataDir,
          logName: `server-startup-race-${n}`,
          env: { DATABASE_URL: database?.url },
        });
        servers.push(server);
        return server;
      }),
    );
    expect(started.map((s) => (s.status === "rejected" ? String(s.reason) : "serving"))).toEqual(
      Array(4).fill("serving"),
    );
    for (const server of servers) expect((await fetch(`${server.url}/api/categories`)).status).toBe(200);
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const admins = await client.query("select count(*)::int as n from auth_user where email = 'admin@example.com'");
      expect(admins.rows[0].n).toBe(1);
      const plans = await client.query("select count(*)::int as n from plan");
      const profiles = await client.query("select count(*)::int as n from profile where is_coach");
      expect(plans.rows[0].n).toBeGreaterThan(0);
      expect(profiles.rows[0].n).toBeGreaterThan(200);
      expect(profiles.rows[0].n).toBeLessThan(400);
    } finally {
      await client.end();
    }
  });
});
