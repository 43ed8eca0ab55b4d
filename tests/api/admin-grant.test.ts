import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { post } from "../support/accounts.ts";
import { startServer } from "../support/server-process.ts";

// The command runs on a database of its own (embedded), whatever DATABASE_URL says.
let dataDir = "";
afterAll(async () => {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [script, ...args], {
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: undefined, DATA_DIR: dataDir, LOG_LEVEL: "warn" },
  });

it("npm run admin:grant makes an existing account an admin, and only an existing one", async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "coach-admin-"));
  expect(run("scripts/seed.ts").status).toBe(0);
  const missing = run("scripts/admin-grant.ts", "nobody@mail.test");
  expect(missing.status).toBe(1);
  expect(missing.stderr).toContain("No account with the e-mail nobody@mail.test");
  const granted = run("scripts/admin-grant.ts", "User@Example.com");
  expect(granted.status).toBe(0);
  expect(granted.stdout).toContain('user@example.com is now an admin (level "20")');

  const server = await startServer({ dataDir, logName: "server-admin-grant", env: { DATABASE_URL: undefined } });
  try {
    const signin = await post(server.url, "/api/signin", { email: "user@example.com", password: "demo-password" });
    const profile = await fetch(`${server.url}/api/profile`, {
      headers: { Authorization: `Bearer ${signin.body.data.token}` },
    });
    expect(((await profile.json()) as { data: { level: string } }).data.level).toBe("20");
  } finally {
    await server.stop();
  }
}, 120_000);
