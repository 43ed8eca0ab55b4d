import { existsSync } from "node:fs";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { decodeBody, startSmtpSink } from "../../../tests/support/smtp-sink.ts";

// `config` is parsed once when its module loads, so each case sets the environment first and
// then imports fresh modules (after vi.resetModules()).
const ENV_KEYS = ["SMTP_URL", "DATA_DIR", "MAIL_FROM", "NODE_ENV", "DEV_OUTBOX"] as const;
let savedEnv: Partial<Record<(typeof ENV_KEYS)[number], string>>;
let dataDir: string;

function setEnv(values: Partial<Record<(typeof ENV_KEYS)[number], string | undefined>>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
}

async function freshModules() {
  vi.resetModules();
  const mailer = await import("./mailer.server.ts");
  const templates = await import("./templates.server.tsx");
  const { logger } = await import("../logger.server.ts");
  return { ...mailer, ...templates, logger };
}

const link = "http://localhost/verifyemail?userName=a%40b.c&code=123456";

beforeEach(async () => {
  savedEnv = Object.fromEntries(ENV_KEYS.map((key) => [key, process.env[key]]));
  dataDir = await mkdtemp(path.join(tmpdir(), "mailer-test-"));
});

afterEach(async () => {
  setEnv(savedEnv);
  vi.restoreAllMocks();
  vi.resetModules();
  await rm(dataDir, { recursive: true, force: true });
});

describe("sendMail with SMTP_URL", () => {
  it("delivers the mail through nodemailer to the SMTP server", async () => {
    const sink = await startSmtpSink();
    try {
      setEnv({ SMTP_URL: sink.url, DATA_DIR: dataDir, MAIL_FROM: "Test Sender <sender@example.test>" });
      const { sendMail, outboxEnabled, verificationCodeMail } = await freshModules();
      expect(outboxEnabled()).toBe(false);

      await sendMail({ to: "a@b.c", ...verificationCodeMail({ code: "123456", link, lifetime: "10 minutes" }) });

      const received = await sink.waitFor((message) => message.to.includes("a@b.c"));
      expect(received.to).toEqual(["a@b.c"]);
      expect(received.raw).toMatch(/^Subject: Your Coach Directory verification code\r?$/m);
      expect(received.raw).toMatch(/^From: Test Sender <sender@example\.test>\r?$/m);
      const body = decodeBody(received.raw);
      expect(body).toContain("123456");
      expect(body).toContain(link);
      expect(body).toContain("Verify my e-mail");
      expect(body).toContain("10 minutes");
      expect(existsSync(path.join(dataDir, "outbox"))).toBe(false);
    } finally {
      await sink.close();
    }
  });

  it("lets SMTP errors reach the caller", async () => {
    const sink = await startSmtpSink();
    const closedPortUrl = sink.url;
    await sink.close();
    setEnv({ SMTP_URL: closedPortUrl, DATA_DIR: dataDir });
    const { sendMail, passwordResetCodeMail } = await freshModules();
    await expect(
      sendMail({ to: "a@b.c", ...passwordResetCodeMail({ code: "654321", lifetime: "10 minutes" }) }),
    ).rejects.toThrow(/ECONNREFUSED/);
    expect(existsSync(path.join(dataDir, "outbox"))).toBe(false);
  });
});

describe("sendMail without SMTP_URL (local outbox)", () => {
  it("writes each mail to DATA_DIR/outbox and reads them back newest first", async () => {
    setEnv({ SMTP_URL: undefined, DATA_DIR: dataDir, MAIL_FROM: undefined });
    const { sendMail, readOutbox, outboxEnabled, logger, verificationCodeMail, welcomeMail } = await freshModules();
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    expect(outboxEnabled()).toBe(true);
    expect(await readOutbox()).toEqual([]);

    await sendMail({
      to: "first@example.test",
      ...verificationCodeMail({ code: "123456", link, lifetime: "10 minutes" }),
    });
    await sendMail({
      to: "second@example.test",
      replyTo: "help@example.test",
      ...welcomeMail({ name: "Ann", profileUrl: "http://localhost/settings/profile" }),
    });

    const files = await readdir(path.join(dataDir, "outbox"));
    expect(files).toHaveLength(2);
    for (const file of files) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]+\.json$/);

    const mails = await readOutbox();
    expect(mails.map((mail) => mail.to)).toEqual(["second@example.test", "first@example.test"]);
    const [second, first] = mails;
    expect(second?.replyTo).toBe("help@example.test");
    expect(second?.subject).toBe("Welcome to Coach Directory");
    expect(first?.subject).toBe("Your Coach Directory verification code");
    expect(first?.from).toBe("Coach Directory <no-reply@coach-directory.example>");
    expect(first?.text).toContain("123456");
    expect(first?.text).toContain(link);
    expect(first?.html).toContain("123456");
    expect(`${first?.id}.json`).toBe(files.sort()[0]);
    expect(Date.parse(second?.sentAt ?? "")).toBeGreaterThan(Date.parse(first?.sentAt ?? ""));
    expect((await readOutbox(1)).map((mail) => mail.to)).toEqual(["second@example.test"]);

    // The "SMTP_URL is not set" warning is logged once, not for every mail.
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("in production still writes the outbox file, logs an error for each mail and does not throw", async () => {
    setEnv({ SMTP_URL: undefined, DATA_DIR: dataDir, NODE_ENV: "production" });
    const { sendMail, readOutbox, outboxEnabled, logger, passwordResetCodeMail } = await freshModules();
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    expect(outboxEnabled()).toBe(false);

    await sendMail({ to: "a@b.c", ...passwordResetCodeMail({ code: "654321", lifetime: "10 minutes" }) });
    await sendMail({ to: "a@b.c", ...passwordResetCodeMail({ code: "111111", lifetime: "10 minutes" }) });

    expect(error).toHaveBeenCalledTimes(2);
    expect((await readOutbox()).map((mail) => mail.text.includes("111111"))).toEqual([true, false]);
  });
});
