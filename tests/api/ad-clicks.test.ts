import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../app/server/db/client.server.ts";
import { post } from "../support/accounts.ts";
import { type IsolatedDatabase, isolatedDatabase } from "../support/isolated-database.ts";
import { type RunningServer, startServer } from "../support/server-process.ts";

// A house ad's clicks count people: once per visitor and day, never a bot's, and what is stored
// to tell visitors apart holds no address, nor do the other counters (decision 0063). A server of its own, which speaks for
// several addresses (TRUST_PROXY), and whose database is read afterwards.
let server: RunningServer | undefined;
let dataDir = "";
let database: IsolatedDatabase | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "coach-ad-clicks-"));
  database = await isolatedDatabase("coach_ad_clicks");
  server = await startServer({
    dataDir,
    logName: "server-ad-clicks",
    env: { TRUST_PROXY: "loopback", ...(database.url ? { DATABASE_URL: database.url } : {}) },
  });
});

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0";

async function clicksOf(adId: string): Promise<number> {
  const signin = await post(server?.url ?? "", "/api/signin", {
    email: "admin@example.com",
    password: "demo-password",
  });
  const response = await fetch(`${server?.url}/api/admin/houseads`, {
    headers: { Authorization: `Bearer ${signin.body.data.token}` },
  });
  const ads = ((await response.json()) as { data: { _id: string; clicks: number }[] }).data;
  return ads.find((ad) => ad._id === adId)?.clicks ?? -1;
}

async function click(adId: string, address: string, userAgent: string | null) {
  const response = await fetch(`${server?.url}/ads/click/${adId}`, {
    redirect: "manual",
    headers: { "X-Forwarded-For": address, ...(userAgent === null ? {} : { "User-Agent": userAgent }) },
  });
  expect(response.status).toBe(302);
  expect(response.headers.get("location")).toBeTruthy();
}

describe("house ad clicks", () => {
  it("count 1 for 20 clicks of one visitor, one per other visitor, 0 for bots; no counter holds an address", async () => {
    const zone = await (await fetch(`${server?.url}/ads/zone/level2`)).text();
    const adId = /href="\/ads\/click\/([0-9a-f-]{36})"/.exec(zone)?.[1] ?? "";
    const before = await clicksOf(adId);

    for (let i = 0; i < 20; i++) await click(adId, "198.51.100.7", CHROME);
    expect(await clicksOf(adId)).toBe(before + 1);
    await click(adId, "198.51.100.8", CHROME);
    await click(adId, "198.51.100.7", FIREFOX);
    expect(await clicksOf(adId)).toBe(before + 3);
    for (let i = 0; i < 5; i++) {
      await click(adId, "198.51.100.9", "Googlebot/2.1 (+http://www.google.com/bot.html)");
      await click(adId, "198.51.100.9", "curl/8.5.0");
      await click(adId, "198.51.100.9", null);
    }
    expect(await clicksOf(adId)).toBe(before + 3);

    await server?.stop();
    server = undefined;
    const db = await openDatabase({ databaseUrl: database?.url, dataDir });
    try {
      const keys = (await db.query("select key from rate_limit", [])) as { key: string }[];
      expect(keys.filter((k) => k.key.startsWith(`ad-click:${adId}:`))).toHaveLength(3);
      for (const { key } of keys) expect(key).not.toMatch(/198\.51\.100|127\.0\.0\.1|::1/);
      // Nor do sessions (the admin signed in to read the counts).
      const sessions = (await db.query("select ip_address from auth_session", [])) as { ip_address: string | null }[];
      expect(sessions.length).toBeGreaterThan(0);
      expect(sessions.filter((s) => s.ip_address)).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
