import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { weeklyDigestPageTexts } from "../../app/lib/messages/weekly-digest.ts";
import { lastWholeWeek } from "../../app/server/digest/weekly-digest.server.ts";
import { type IsolatedDatabase, isolatedDatabase, postgresToRead } from "../support/isolated-database.ts";
import { type RunningServer, startServer } from "../support/server-process.ts";
import { decodeBody, type SinkMessage, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { moveClock, testClockEnv } from "../support/test-clock.ts";

// The weekly digest (issue 26, decision 0077) over SMTP, with two processes on one PostgreSQL
// database whose job runs every second: a week's activity gives its coach one digest, however
// many runs and processes see it; the digest's one-click unsubscribe (RFC 8058) works without
// sign-in and the next week's digest is not sent. The servers' clocks run ten weeks ahead, where
// only this test's activity exists (the demo data's is in the past). The test writes the daily
// table and reads pg-boss's job table, so it needs PostgreSQL; without it it is skipped.
const postgres = await postgresToRead("weekly-digest");

const WEEK_MS = 7 * 86_400_000;
const AHEAD_MS = 10 * WEEK_MS;
const PAGE = "/weekly-digest/stop";

/** A raw message's header field, unfolded. */
const headerOf = (raw: string, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, "im")
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, " ")
    .trim();

/** The Subject, decoded from RFC 2047 (nodemailer encodes a long one as UTF-8 words). */
function subjectOf(raw: string): string {
  const field = headerOf(raw, "Subject") ?? "";
  return field.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toLowerCase() === "b"
      ? Buffer.from(text, "base64").toString("utf8")
      : text
          .replace(/_/g, " ")
          .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

describe.skipIf(!postgres)("the weekly digest", () => {
  const servers: RunningServer[] = [];
  const dirs: string[] = [];
  let database: IsolatedDatabase | undefined;
  let sink: SmtpSink;
  let db: Client;
  let clockFile: string;
  let coach: string;
  let coach2: string;

  beforeAll(async () => {
    sink = await startSmtpSink();
    database = await isolatedDatabase("coach_weekly_digest", postgres);
    const clockDir = await mkdtemp(path.join(tmpdir(), "coach-digest-clock-"));
    dirs.push(clockDir);
    clockFile = path.join(clockDir, "ahead");
    moveClock(clockFile, AHEAD_MS);
    // One after the other: the first migrates and loads the demo data.
    for (const name of ["a", "b"]) {
      const dataDir = await mkdtemp(path.join(tmpdir(), `coach-digest-${name}-`));
      dirs.push(dataDir);
      servers.push(
        await startServer({
          dataDir,
          logName: `server-weekly-digest-${name}`,
          env: {
            DATABASE_URL: database.url,
            SMTP_URL: sink.url,
            DIGEST_CHECK_SECONDS: "1",
            // Two processes of one site, as deployed: one address and one secret, so the mail's
            // signed links name and verify on the site whichever process sends it.
            AUTH_SECRET: "weekly-digest-test-secret-0123456789abcdef",
            ...(servers[0] ? { SITE_URL: servers[0].url } : {}),
            ...testClockEnv(clockFile),
          },
        }),
      );
    }
    db = new Client({ connectionString: database.url });
    await db.connect();
    const owner = async (email: string) =>
      (
        await db.query<{ id: string }>(
          "select p.id from profile p join auth_user u on u.id = p.user_id where u.email = $1",
          [email],
        )
      ).rows[0]?.id ?? "";
    coach = await owner("coach@example.com");
    coach2 = await owner("coach2@example.com");
    if (!coach || !coach2) throw new Error("no demo coaches coach@ and coach2@");
  }, 240_000);

  afterAll(async () => {
    await db?.end();
    await Promise.all(servers.map((s) => s.stop()));
    await sink?.close();
    await database?.drop();
    await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
  });

  const base = () => servers[0]?.url as string;
  const digestsTo = (email: string) =>
    sink.messages.filter((m) => m.to.includes(email) && /^List-Unsubscribe:/im.test(m.raw));

  /** Adds a day's counts for a coach (the daily table, as the counting's flush does). */
  async function counted(coachId: string, day: string, counts: Record<string, number>) {
    const columns = Object.keys(counts);
    await db.query(
      `insert into coach_day_stat (coach_id, day, ${columns.join(", ")}) values ($1, $2, ${columns.map((_, i) => `$${i + 3}`).join(", ")})`,
      [coachId, day, ...Object.values(counts)],
    );
  }

  /** Waits for `runs` more completed runs of the job than now: it looked again, on either process. */
  async function moreRuns(runs: number) {
    const done = async () =>
      (
        await db.query<{ n: number }>(
          "select count(*)::int as n from pgboss.job where name = 'weekly-digest' and state = 'completed'",
        )
      ).rows[0]?.n ?? 0;
    const target = (await done()) + runs;
    await expect.poll(done, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(target);
  }

  let digest: SinkMessage;
  let stopUrl: string;
  let oneClickUrl: string;

  it("sends a week's figures and new reviews once, over SMTP, whatever the runs and processes", async () => {
    const week = lastWholeWeek(Date.now() + AHEAD_MS);
    await counted(coach, week.from, { views: 5, search_impressions: 9, website_clicks: 2 });
    await counted(coach, week.to, { views: 2, messages: 1 });
    await counted(coach, week.previousTo, { views: 3 });
    const [author] = (
      await db.query<{ id: string; name: string }>(
        `select p.id, p.full_name as name from profile p where p.id <> $1 and p.full_name <> ''
           and not exists (select 1 from review r where r.coach_id = $1 and r.author_id = p.id) limit 1`,
        [coach],
      )
    ).rows;
    await db.query(
      "insert into review (coach_id, author_id, rating, comment, created_at) values ($1, $2, 4.5, $3, $4)",
      [coach, author?.id, "Clear plans and honest feedback.", `${week.from}T12:00:00Z`],
    );

    digest = await sink.waitFor((m) => digestsTo("coach@example.com").includes(m), 20_000);
    expect(subjectOf(digest.raw)).toBe("Your week on Coach Directory: 7 profile views, 1 new review");
    const text = decodeBody(digest.raw);
    expect(text).toContain("Profile views: 7 (the week before: 3)");
    expect(text).toContain("Search listings: 9 (the week before: 0)");
    expect(text).toContain("Website clicks: 2 (the week before: 0)");
    expect(text).toContain("Contact messages: 1 (the week before: 0)");
    expect(text).toContain(`4.5 out of 5, ${author?.name.split(" ")[0]}: "Clear plans and honest feedback."`);
    expect(headerOf(digest.raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    oneClickUrl = /^<(.+)>$/.exec(headerOf(digest.raw, "List-Unsubscribe") ?? "")?.[1] ?? "";
    expect(oneClickUrl.startsWith(`${base()}/api${PAGE}?coach=${coach}&sig=`)).toBe(true);
    // The body's link is the page, with the same signature.
    stopUrl = oneClickUrl.replace("/api/", "/");
    expect(text).toContain(stopUrl);

    // Both processes look every second: after two more runs there is still one digest and one row.
    await moreRuns(2);
    expect(digestsTo("coach@example.com")).toHaveLength(1);
    const rows = await db.query("select week::text from coach_digest where coach_id = $1", [coach]);
    expect(rows.rows).toEqual([{ week: week.from }]);
    // coach2@ had no activity that week: no digest.
    expect(digestsTo("coach2@example.com")).toHaveLength(0);
  }, 60_000);

  const oneClick = (url: string, body = "List-Unsubscribe=One-Click") =>
    fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "https://mail.example" },
      body,
    });

  it("opens the stop links without stopping anything; a changed link or body is refused and changes nothing", async () => {
    const page = await fetch(stopUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(weeklyDigestPageTexts.onTitle);
    expect((await fetch(oneClickUrl)).status).toBe(405);
    expect((await oneClick(oneClickUrl.replace(/sig=[^&]+/, "sig=AAAA"))).status).toBe(404);
    expect((await oneClick(oneClickUrl.replace(/coach=[^&]+/, "coach=nobody"))).status).toBe(400);
    expect((await oneClick(oneClickUrl, "List-Unsubscribe=Yes")).status).toBe(400);
    const stopped = await db.query("select digest_stopped_at from profile where id = $1", [coach]);
    expect(stopped.rows[0].digest_stopped_at).toBeNull();
  });

  it("stops with the mail program's one-click POST (no sign-in, any origin); the next week sends none to it", async () => {
    const answer = await oneClick(oneClickUrl);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ message: weeklyDigestPageTexts.stopped });
    const stopped = await db.query("select digest_stopped_at from profile where id = $1", [coach]);
    expect(stopped.rows[0].digest_stopped_at).not.toBeNull();
    expect(await (await fetch(stopUrl)).text()).toContain(weeklyDigestPageTexts.offTitle);

    // A week later both coaches had views: coach2@ (level 2) gets views and reviews only, coach@ nothing.
    moveClock(clockFile, AHEAD_MS + WEEK_MS);
    const next = lastWholeWeek(Date.now() + AHEAD_MS + WEEK_MS);
    await counted(coach, next.from, { views: 4 });
    await counted(coach2, next.from, { views: 6, website_clicks: 1 });
    const other = await sink.waitFor((m) => digestsTo("coach2@example.com").includes(m), 20_000);
    const text = decodeBody(other.raw);
    expect(text).toContain("Profile views: 6 (the week before: 0)");
    expect(text).not.toContain("Website clicks");
    expect(text).toContain("Level 3 and above see every figure here");
    await moreRuns(2);
    expect(digestsTo("coach@example.com")).toHaveLength(1);
  }, 60_000);

  it("sends it again after 'Send it again' on the link's page", async () => {
    const answer = await fetch(stopUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base() },
      body: "intent=resume",
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain(weeklyDigestPageTexts.resumed);
    const row = await db.query("select digest_stopped_at from profile where id = $1", [coach]);
    expect(row.rows[0].digest_stopped_at).toBeNull();
    // The week it missed while stopped is sent now that it is on again.
    await sink.waitFor(
      (m) => digestsTo("coach@example.com").length === 2 && digestsTo("coach@example.com")[1] === m,
      20_000,
    );
  }, 30_000);
});
