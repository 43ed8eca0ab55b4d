import { and, eq, sql } from "drizzle-orm";
import type { CoachMessageInput, SiteMessageInput } from "../../lib/contact-schemas.ts";
import { receivesDirectMessages } from "../../lib/features.ts";
import { lifetimeText } from "../../lib/messages/mail.ts";
import { contactMessages as texts } from "../../lib/messages/contact.ts";
import { administratorAddresses } from "../accounts/account-service.server.ts";
import { config } from "../config.server.ts";
import { getDb, selectRows } from "../db/database.server.ts";
import { authUsers, contactMessages, isPublicCoach, profiles } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import { countInsight } from "../insights/insight-counters.server.ts";
import { logger } from "../logger.server.ts";
import { sendMail } from "../mail/mailer.server.ts";
import { coachMessageMail, type RenderedMail, siteMessageMail } from "../mail/templates.server.tsx";
import { hit, LIMITS, type Limit } from "../security/rate-limit.server.ts";

// Contact-me-directly and Contact Us (docs/decisions/0046-contact-messages.md): every message is
// stored before it is sent, so a mail server that is down loses nothing; unsent messages are
// retried with backoff by a periodic pass on the job queue (jobs/site-jobs.server.ts).

export type ContactKind = "coach" | "site";

/** `sent`: the mail server took it; `queued`: stored and left to the retry loop. */
export type ContactOutcome = { id: string; status: "sent" | "queued" };

/** The sender of a contact-me-directly message: the signed-in account. */
export type ContactSender = { userId: string; email: string };

/** Tries in all, the first one included; then the message is given up (and logged). */
export const MAX_ATTEMPTS = 12;
/** Retries are at most this far apart. */
const MAX_DELAY_SECONDS = 6 * 3600;
/** While one process sends a message, no other picks it up for this long. */
const LEASE_SECONDS = 300;
/** Messages one retry pass takes at most. */
const BATCH = 20;

/** Seconds until the next try after `attempts` failed ones: base, 2 x base, 4 x base ... capped. */
export const retryDelaySeconds = (attempts: number, base = config.CONTACT_RETRY_SECONDS) =>
  Math.min(MAX_DELAY_SECONDS, base * 2 ** Math.max(0, attempts - 1));

async function checkLimits(ip: Limit, sender: Limit, ipKey: string, senderKey: string) {
  for (const [limit, key] of [
    [ip, ipKey],
    [sender, senderKey],
  ] as const) {
    if (!(await hit(limit, key)))
      throw new DomainError("too-many", texts.tooMany(limit.max, lifetimeText(limit.windowSeconds)));
  }
}

/** POST /api/email: a signed-in, verified account writes to a level 5 coach, whose address stays hidden. */
export async function sendCoachMessage(
  sender: ContactSender,
  input: CoachMessageInput,
  clientIp: string,
): Promise<ContactOutcome> {
  const from = sender.email.trim().toLowerCase();
  if (input.from !== undefined && input.from !== from) throw new DomainError("invalid", texts.fromNotYours);
  const db = getDb();
  const [account] = await db
    .select({ verified: authUsers.emailVerified })
    .from(authUsers)
    .where(eq(authUsers.id, sender.userId));
  if (!account?.verified) throw new DomainError("forbidden", texts.verifyFirst);
  const [coach] = await db
    .select({ id: profiles.id, level: profiles.level, email: profiles.email })
    .from(profiles)
    .where(and(eq(profiles.id, input.userId), isPublicCoach));
  if (!coach) throw new DomainError("not-found", texts.coachNotFound);
  if (!receivesDirectMessages(coach.level) || !coach.email) {
    throw new DomainError("forbidden", texts.coachNoDirectMessages);
  }
  await checkLimits(LIMITS.coachMessagesPerIp, LIMITS.coachMessagesPerSender, clientIp, from);
  const outcome = await storeAndSend({ kind: "coach", to: coach.email, from, text: input.text, profileId: coach.id });
  // Accepted, sent now or later: one more message in the coach's insights (decision 0076).
  countInsight(coach.id, "messages");
  return outcome;
}

/** POST /api/contact: anyone writes to the site owners (CONTACT_TO, else the administrators). */
export async function sendSiteMessage(input: SiteMessageInput, clientIp: string): Promise<ContactOutcome> {
  await checkLimits(LIMITS.siteMessagesPerIp, LIMITS.siteMessagesPerSender, clientIp, input.from);
  // Resolved again at delivery when empty (no administrator yet): the message still waits.
  const to = (await siteOwners()).join(", ");
  return storeAndSend({ kind: "site", to, from: input.from, text: input.text, profileId: null });
}

/** CONTACT_TO, or the e-mail addresses of the administrator accounts. */
export async function siteOwners(): Promise<string[]> {
  return config.CONTACT_TO.length ? config.CONTACT_TO : administratorAddresses();
}

/** The mail of a message: the server writes subject and HTML from the text; nothing else is sent. */
export function contactMail(kind: ContactKind, from: string, text: string): RenderedMail {
  return kind === "coach" ? coachMessageMail({ from, text }) : siteMessageMail({ from, text });
}

type NewMessage = { kind: ContactKind; to: string; from: string; text: string; profileId: string | null };

async function storeAndSend(message: NewMessage): Promise<ContactOutcome> {
  const mail = contactMail(message.kind, message.from, message.text);
  const [row] = await getDb()
    .insert(contactMessages)
    .values({
      kind: message.kind,
      toAddress: message.to,
      fromAddress: message.from,
      subject: mail.subject,
      text: message.text,
      html: mail.html,
      profileId: message.profileId,
      // Leased to this request while it sends; the retry loop takes it after that if it failed.
      nextAttemptAt: sql`now() + make_interval(secs => ${LEASE_SECONDS})`,
    })
    .returning({ id: contactMessages.id });
  if (!row) throw new Error("The contact message was not stored.");
  const sent = await deliver({ id: row.id, ...message, attempts: 0 });
  return { id: row.id, status: sent ? "sent" : "queued" };
}

type StoredMessage = NewMessage & { id: string; attempts: number };

/** One try at sending a stored message; records the outcome and answers whether it was sent. */
async function deliver(message: StoredMessage): Promise<boolean> {
  const db = getDb();
  const attempts = message.attempts + 1;
  try {
    const to = message.to || (message.kind === "site" ? (await siteOwners()).join(", ") : "");
    if (!to) throw new Error("No site-owner address: set CONTACT_TO or grant an administrator.");
    const mail = contactMail(message.kind, message.from, message.text);
    await sendMail({ to, subject: mail.subject, text: mail.text, html: mail.html, replyTo: message.from });
    await db
      .update(contactMessages)
      .set({ sentAt: sql`now()`, attempts, lastError: null, nextAttemptAt: null, toAddress: to })
      .where(eq(contactMessages.id, message.id));
    return true;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const givingUp = attempts >= MAX_ATTEMPTS;
    await db
      .update(contactMessages)
      .set({
        attempts,
        lastError: reason.slice(0, 1000),
        nextAttemptAt: givingUp ? null : sql`now() + make_interval(secs => ${retryDelaySeconds(attempts)})`,
      })
      .where(eq(contactMessages.id, message.id));
    const log = { contactMessageId: message.id, kind: message.kind, attempts, err: error };
    if (givingUp) logger.error(log, "contact message given up after the last try");
    else logger.warn(log, "contact message not delivered; it will be retried");
    return false;
  }
}

/**
 * One retry pass: takes the unsent messages that are due (locking them with a lease, so several
 * server processes never send one twice) and tries each once.
 */
export async function runContactRetryPass(): Promise<{ sent: number; failed: number }> {
  const due = await selectRows<{
    id: string;
    kind: ContactKind;
    to_address: string;
    from_address: string;
    text: string;
    profile_id: string | null;
    attempts: number;
  }>(sql`
    update contact_message set next_attempt_at = now() + make_interval(secs => ${LEASE_SECONDS})
    where id in (
      select id from contact_message
      where sent_at is null and next_attempt_at is not null and next_attempt_at <= now()
      order by next_attempt_at
      limit ${BATCH}
      for update skip locked)
    returning id, kind, to_address, from_address, text, profile_id, attempts`);
  let sent = 0;
  for (const row of due) {
    const ok = await deliver({
      id: row.id,
      kind: row.kind,
      to: row.to_address,
      from: row.from_address,
      text: row.text,
      profileId: row.profile_id,
      attempts: row.attempts,
    });
    if (ok) sent++;
  }
  return { sent, failed: due.length - sent };
}
