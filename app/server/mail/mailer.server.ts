import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { createTransport, type Transporter } from "nodemailer";
import { config } from "../config.server.ts";
import { logger } from "../logger.server.ts";

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Extra header fields (a digest's List-Unsubscribe). */
  headers?: Record<string, string>;
};
export type OutboxMail = Mail & { id: string; from: string; sentAt: string };

/**
 * The "local outbox": without SMTP_URL every mail is written as a JSON file to DATA_DIR/outbox
 * (listed at /dev/outbox outside production). In production that means the mail is not delivered,
 * which is logged as an error for each mail but never thrown.
 */
export function outboxEnabled(): boolean {
  const page = config.DEV_OUTBOX ?? (config.NODE_ENV === "production" ? "0" : "1");
  return !config.SMTP_URL && page === "1";
}

export async function sendMail(mail: Mail): Promise<void> {
  if (config.SMTP_URL) {
    const info = await smtpTransport(config.SMTP_URL).sendMail({
      from: config.MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.headers ? { headers: mail.headers } : {}),
    });
    logger.info({ messageId: info.messageId, subject: mail.subject }, "mail sent");
    return;
  }
  const id = await writeToOutbox(mail);
  if (!outboxEnabled()) {
    logger.error(
      { outboxId: id, subject: mail.subject },
      "SMTP_URL is not set: mail was NOT delivered, it was only written to the outbox folder",
    );
  } else if (!warnedAboutOutbox) {
    warnedAboutOutbox = true;
    logger.warn(
      { outbox: outboxDir() },
      "SMTP_URL is not set: mail is not sent but written to the local outbox (see /dev/outbox)",
    );
  }
}

/** The mails in the outbox folder, newest first. */
export async function readOutbox(limit = 50): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const newest = names
    .filter((name) => name.endsWith(".json"))
    .sort()
    .reverse()
    .slice(0, Math.max(0, limit));
  const mails: OutboxMail[] = [];
  for (const name of newest) {
    try {
      const stored = JSON.parse(await readFile(path.join(outboxDir(), name), "utf8")) as Omit<OutboxMail, "id">;
      mails.push({ ...stored, id: name.slice(0, -".json".length) });
    } catch (error) {
      logger.warn({ err: error, file: name }, "skipping an unreadable outbox file");
    }
  }
  return mails;
}

let transport: Transporter | undefined;
let warnedAboutOutbox = false;
let lastOutboxTime = 0;

function smtpTransport(url: string): Transporter {
  transport ??= createTransport(url);
  return transport;
}

function outboxDir(): string {
  return path.resolve(config.DATA_DIR, "outbox");
}

async function writeToOutbox(mail: Mail): Promise<string> {
  // Strictly increasing times, so file names sort in sending order even within one millisecond.
  lastOutboxTime = Math.max(Date.now(), lastOutboxTime + 1);
  const sentAt = new Date(lastOutboxTime).toISOString();
  // ISO time without ":" and "." so the name is valid on every file system and still sorts by time.
  const id = `${sentAt.replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}`;
  const stored: Omit<OutboxMail, "id"> = {
    from: config.MAIL_FROM,
    sentAt,
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
  };
  await mkdir(outboxDir(), { recursive: true });
  await writeFile(path.join(outboxDir(), `${id}.json`), `${JSON.stringify(stored, null, 2)}\n`, { flag: "wx" });
  return id;
}
