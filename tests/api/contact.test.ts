import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIELD_LIMITS } from "../../app/lib/limits.ts";
import { apiErrors } from "../../app/lib/messages/api-errors.ts";
import { contactMessages } from "../../app/lib/messages/contact.ts";
import { contactCoachTexts } from "../../app/lib/messages/contact-coach.ts";
import { contactUsTexts } from "../../app/lib/messages/contact-us.ts";
import { openDatabase } from "../../app/server/db/client.server.ts";
import { LIMITS } from "../../app/server/security/rate-limit.server.ts";
import { post } from "../support/accounts.ts";
import { type IsolatedDatabase, isolatedDatabase } from "../support/isolated-database.ts";
import { freePort, type RunningServer, startServer } from "../support/server-process.ts";
import { decodeBody, type SinkMessage, type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";

// Contact-me-directly (POST /api/email) and Contact Us (POST /api/contact), decision 0046. A server
// of its own: it starts while its mail server is down (so a message must wait for a retry), its
// retry loop runs every second, and every request speaks as its own client address.
let server: RunningServer;
let sink: SmtpSink | undefined;
let smtpPort: number;
let dataDir: string;
let database: IsolatedDatabase;
let base: string;

beforeAll(async () => {
  smtpPort = await freePort();
  dataDir = await mkdtemp(path.join(tmpdir(), "coach-contact-"));
  database = await isolatedDatabase("contact");
  server = await startServer({
    dataDir,
    logName: "server-contact",
    env: {
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      CONTACT_RETRY_SECONDS: "1",
      TRUST_PROXY: "loopback",
      DATABASE_URL: database.url,
    },
  });
  base = server.url;
});

afterAll(async () => {
  await server?.stop();
  await sink?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
});

let clients = 0;
/** A new documentation-range client address, so per-address limits start from zero. */
const newClient = () => `198.51.100.${++clients}`;

type Card = { _id: string; level: string };
type Profile = { _id: string; firstName: string; lastName: string; fullName: string; level: string };

const send = (
  pathName: "/api/email" | "/api/contact",
  body: Record<string, unknown>,
  init: { token?: string; client?: string } = {},
) =>
  post(base, pathName, body, {
    headers: {
      "X-Forwarded-For": init.client ?? newClient(),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
  });

async function token(email: string, password = "demo-password"): Promise<string> {
  const signin = await post(base, "/api/signin", { email, password });
  expect(signin.status, email).toBe(200);
  return signin.body.data.token as string;
}

/** Public coaches of a level, from the search API (the demo data has every level). */
async function coachesOfLevel(level: string): Promise<Profile[]> {
  const response = await fetch(`${base}/api/user/search/coach?size=50`);
  const cards = ((await response.json()) as { data: Card[] }).data.filter((c) => c.level === level);
  expect(cards.length, `a ${level} coach in the demo data`).toBeGreaterThan(0);
  return Promise.all(
    cards.map(async (c) => ((await (await fetch(`${base}/api/user/${c._id}`)).json()) as { data: Profile }).data),
  );
}

const headerOf = (message: SinkMessage, name: string) =>
  new RegExp(`^${name}:[ \\t]*(.+)$`, "im").exec(message.raw.split(/\r?\n\r?\n/)[0] ?? "")?.[1]?.trim();
/** The HTML part of a delivered mail, decoded. */
const htmlOf = (message: SinkMessage) => /<!DOCTYPE html>[\s\S]*<\/html>/i.exec(decodeBody(message.raw))?.[0] ?? "";
const carrying = (marker: string) => (m: SinkMessage) => decodeBody(m.raw).includes(marker);

const refusedText = `honeypot ${randomUUID()}`;
const queuedText = `while the mail server is down ${randomUUID()}`;

describe("a mail server that is down", () => {
  it("keeps the message, answers 202, and a retry pass delivers it once the server is back", async () => {
    const sent = await send("/api/contact", { from: "patient@visitors.example", text: queuedText });
    expect(sent).toEqual({ status: 202, body: { message: contactMessages.queued } });
    sink = await startSmtpSink({ port: smtpPort });
    const mail = await sink.waitFor(carrying(queuedText), 20_000);
    expect(mail.to).toContain("admin@example.com");
    expect(headerOf(mail, "Reply-To")).toBe("patient@visitors.example");
  });
});

describe("POST /api/contact (Contact Us)", () => {
  it("reaches the site owners signed out, with the sender as Reply-To", async () => {
    const marker = `hello owners ${randomUUID()}`;
    const sent = await send("/api/contact", { from: "Visitor@Visitors.example", text: marker });
    expect(sent).toEqual({ status: 200, body: { message: contactUsTexts.siteSent } });
    const mail = await sink!.waitFor(carrying(marker));
    // The default site owners: the administrator accounts.
    expect(mail.to).toEqual(["admin@example.com"]);
    expect(headerOf(mail, "Reply-To")).toBe("visitor@visitors.example");
  });

  it("sends only HTML the server made: a supplied html and subject are ignored, the text is escaped", async () => {
    const marker = randomUUID();
    const sent = await send("/api/contact", {
      from: "html@visitors.example",
      subject: "Cheap pills",
      text: `<i>${marker}</i> & <script>alert(1)</script>`,
      html: `<b>${marker}</b><a href="https://spam.example">click</a>`,
    });
    expect(sent.status).toBe(200);
    const mail = await sink!.waitFor(carrying(marker));
    const html = htmlOf(mail);
    expect(html).toContain(`&lt;i&gt;${marker}&lt;/i&gt; &amp; &lt;script&gt;alert(1)&lt;/script&gt;`);
    expect(html).not.toContain(`<b>${marker}`);
    expect(html).not.toContain("spam.example");
    expect(html).not.toContain("<script>");
    expect(headerOf(mail, "Subject")).toBe("Contact Us message from html@visitors.example");
  });

  it("refuses a filled honeypot with 400 and sends nothing", async () => {
    const refused = await send("/api/contact", {
      from: "robot@spam.example",
      text: refusedText,
      website: "https://spam.example",
    });
    expect(refused).toEqual({ status: 400, body: { message: contactMessages.honeypot } });
    // What the database holds is checked at the end; a later message proves the sink had its chance.
    const later = randomUUID();
    await send("/api/contact", { from: "after-robot@visitors.example", text: later });
    await sink!.waitFor(carrying(later));
    expect(sink!.messages.some(carrying(refusedText))).toBe(false);
  });

  it.each([
    ["no e-mail", { text: "Hi" }, contactMessages.emailEmpty],
    ["an empty e-mail", { from: "  ", text: "Hi" }, contactMessages.emailEmpty],
    ["an invalid e-mail", { from: "someone@", text: "Hi" }, contactMessages.emailInvalid],
    ["no message", { from: "a@visitors.example" }, contactMessages.messageEmpty],
    ["a blank message", { from: "a@visitors.example", text: " \n\t " }, contactMessages.messageEmpty],
    [
      "a message over the cap",
      { from: "a@visitors.example", text: "x".repeat(FIELD_LIMITS.message + 1) },
      contactMessages.messageTooLong(FIELD_LIMITS.message),
    ],
  ])("refuses %s with its message", async (_case, body, message) => {
    expect(await send("/api/contact", body)).toEqual({ status: 400, body: { message } });
  });

  it("answers the 6th message from one sender within the hour with 429", async () => {
    const from = `chatty-${randomUUID()}@visitors.example`;
    for (let i = 0; i < LIMITS.siteMessagesPerSender.max; i++) {
      expect((await send("/api/contact", { from, text: `message ${i}` })).status, `message ${i + 1}`).toBe(200);
    }
    const sixth = await send("/api/contact", { from, text: "one more" });
    expect(sixth).toEqual({ status: 429, body: { message: contactMessages.tooMany(5, "60 minutes") } });
  });

  it("answers the 21st message from one address within the hour with 429", async () => {
    const client = newClient();
    for (let i = 0; i < LIMITS.siteMessagesPerIp.max; i++) {
      const sent = await send("/api/contact", { from: `crowd-${i}@visitors.example`, text: "hi" }, { client });
      expect(sent.status, `message ${i + 1}`).toBe(200);
    }
    const next = await send("/api/contact", { from: "one-more@visitors.example", text: "hi" }, { client });
    expect(next).toEqual({ status: 429, body: { message: contactMessages.tooMany(20, "60 minutes") } });
  });
});

describe("POST /api/email (contact me directly)", () => {
  it("needs a signed-in account", async () => {
    const [coach] = await coachesOfLevel("level5");
    expect(await send("/api/email", { userId: coach?._id, text: "Hi" })).toEqual({
      status: 401,
      body: { message: apiErrors.signInRequired },
    });
  });

  it("e-mails a level 5 coach with the sender as Reply-To, never showing the coach's address", async () => {
    const [coach] = await coachesOfLevel("level5");
    if (!coach) throw new Error("no level5 coach");
    const marker = `question ${randomUUID()}`;
    const sent = await send(
      "/api/email",
      { userId: coach._id, text: marker },
      { token: await token("user@example.com") },
    );
    expect(sent).toEqual({ status: 200, body: { message: contactCoachTexts.coachSent } });
    const mail = await sink!.waitFor(carrying(marker));
    // The demo coaches' addresses are first.last.<id's first 8 characters>@coaches.example.
    const [address] = mail.to;
    const slug = `${coach.firstName}.${coach.lastName}`.toLowerCase().replace(/[^a-z.]/g, "");
    expect(mail.to).toHaveLength(1);
    expect(address).toMatch(/@coaches\.example$/);
    expect(address?.startsWith(`${slug}.`)).toBe(true);
    expect(headerOf(mail, "Reply-To")).toBe("user@example.com");
    // Neither the answer, the profile API nor the page (signed in or out) holds the address.
    expect(JSON.stringify(sent.body)).not.toContain(address);
    const signedIn = { headers: { Authorization: `Bearer ${await token("user@example.com")}` } };
    const page = `${base}/coach/x/${coach._id}`;
    for (const response of [
      await fetch(`${base}/api/user/${coach._id}`),
      await fetch(page),
      await fetch(page, signedIn),
    ]) {
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain(address ?? "@");
    }
  });

  it("refuses coaches below level 5 (403) and unknown ones (404)", async () => {
    const t = await token("user@example.com");
    for (const level of ["level2", "level3", "level4"]) {
      const [coach] = await coachesOfLevel(level);
      const refused = await send("/api/email", { userId: coach?._id, text: "Hi" }, { token: t });
      expect(refused, level).toEqual({ status: 403, body: { message: contactMessages.coachNoDirectMessages } });
    }
    const unknown = await send("/api/email", { userId: randomUUID(), text: "Hi" }, { token: t });
    expect(unknown).toEqual({ status: 404, body: { message: contactMessages.coachNotFound } });
  });

  it("refuses each invalid field with its message, a honeypot and another sender's address", async () => {
    const [coach] = await coachesOfLevel("level5");
    const t = await token("coach@example.com");
    const cases: [Record<string, unknown>, string][] = [
      [{ from: "", text: "Hi" }, contactMessages.emailEmpty],
      [{ from: "coach@", text: "Hi" }, contactMessages.emailInvalid],
      [{ text: "   " }, contactMessages.messageEmpty],
      [{ text: "y".repeat(FIELD_LIMITS.message + 1) }, contactMessages.messageTooLong(FIELD_LIMITS.message)],
      [{ text: "Hi", website: "filled" }, contactMessages.honeypot],
      [{ from: "someone-else@visitors.example", text: "Hi" }, contactMessages.fromNotYours],
      [{ userId: "not-an-id", text: "Hi" }, contactMessages.badCoachId],
    ];
    for (const [body, message] of cases) {
      const refused = await send("/api/email", { userId: coach?._id, ...body }, { token: t });
      expect(refused, JSON.stringify(body).slice(0, 80)).toEqual({ status: 400, body: { message } });
    }
  });

  it("answers the 6th message from one sender within the hour with 429", async () => {
    const [coach] = await coachesOfLevel("level5");
    const t = await token("reviewer1@users.example");
    for (let i = 0; i < LIMITS.coachMessagesPerSender.max; i++) {
      const sent = await send(
        "/api/email",
        { userId: coach?._id, from: "reviewer1@users.example", text: `hi ${i}` },
        { token: t },
      );
      expect(sent.status, `message ${i + 1}`).toBe(200);
    }
    const sixth = await send("/api/email", { userId: coach?._id, text: "once more" }, { token: t });
    expect(sixth).toEqual({ status: 429, body: { message: contactMessages.tooMany(5, "60 minutes") } });
  });
});

describe("what was stored", () => {
  it("holds every accepted message, sent, and nothing that was refused", async () => {
    // The embedded database belongs to the server process: read it once the server has stopped.
    await server.stop();
    const db = await openDatabase({ databaseUrl: database.url, dataDir });
    try {
      const rows = (await db.db.execute(sql`
        select kind, from_address, text, html, sent_at, attempts, last_error, next_attempt_at, profile_id
        from contact_message`)) as unknown as {
        rows: {
          kind: string;
          from_address: string;
          text: string;
          html: string;
          sent_at: Date | null;
          attempts: number;
          last_error: string | null;
          next_attempt_at: Date | null;
          profile_id: string | null;
        }[];
      };
      expect(rows.rows.some((r) => r.text.includes(refusedText))).toBe(false);
      // Nothing waits: every accepted message was delivered.
      expect(rows.rows.filter((r) => r.sent_at === null)).toEqual([]);
      const queued = rows.rows.find((r) => r.text === queuedText);
      expect(queued?.attempts).toBeGreaterThanOrEqual(2);
      expect(queued?.next_attempt_at).toBeNull();
      const coachRows = rows.rows.filter((r) => r.kind === "coach");
      expect(coachRows.length).toBe(1 + LIMITS.coachMessagesPerSender.max);
      expect(coachRows.every((r) => r.profile_id !== null)).toBe(true);
      const siteRows = rows.rows.filter((r) => r.kind === "site");
      expect(siteRows.every((r) => r.profile_id === null && r.html.startsWith("<!DOCTYPE html>"))).toBe(true);
    } finally {
      await db.close();
    }
  });
});
