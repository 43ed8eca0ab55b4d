import { createHmac } from "node:crypto";
import { sql } from "drizzle-orm";
import { config } from "../config.server.ts";
import { getDb, selectRows } from "../db/database.server.ts";
import { siteSecret } from "./site-secret.server.ts";

export type Limit = { name: string; max: number; windowSeconds: number };

/**
 * The limits (per key, fixed window). Sign-in failures are counted per account so that guessing
 * one account's password is stopped whatever the number of addresses it comes from.
 */
export const LIMITS = {
  signInFailuresPerAccount: { name: "sign-in-fail", max: 5, windowSeconds: 60 },
  signInPerIp: { name: "sign-in-ip", max: 30, windowSeconds: 60 },
  signUpPerIp: { name: "sign-up-ip", max: 10, windowSeconds: 3600 },
  codesPerAccount: { name: "code-account", max: 5, windowSeconds: 600 },
  codesPerIp: { name: "code-ip", max: 20, windowSeconds: 600 },
  codeChecksPerIp: { name: "code-check-ip", max: 30, windowSeconds: 600 },
  /** A code allows 5 tries; this also stops guessing across fresh codes. */
  codeChecksPerAccount: { name: "code-check-account", max: 10, windowSeconds: 600 },
  /** Any other identity call over HTTP (session reads, sign-out, OAuth callbacks). */
  identityPerIp: { name: "identity-ip", max: 120, windowSeconds: 60 },
  /** Each pending claim e-mails the administrators. */
  claimsPerAccount: { name: "claim-account", max: 10, windowSeconds: 3600 },
  /** Contact-me-directly (POST /api/email) and Contact Us (POST /api/contact); decision 0046. */
  coachMessagesPerSender: { name: "coach-message-sender", max: 5, windowSeconds: 3600 },
  coachMessagesPerIp: { name: "coach-message-ip", max: 20, windowSeconds: 3600 },
  siteMessagesPerSender: { name: "site-message-sender", max: 5, windowSeconds: 3600 },
  siteMessagesPerIp: { name: "site-message-ip", max: 20, windowSeconds: 3600 },
  /** Content-Security-Policy reports (decision 0064): a page reports each violation it meets. */
  cspReportsPerIp: { name: "csp-report-ip", max: 60, windowSeconds: 60 },
  /** A house ad's click counts once per visitor and day (decision 0063); the key holds no address. */
  adClickPerVisitor: { name: "ad-click", max: 1, windowSeconds: 86_400 },
  /** Review moderation (decision 0067): reports, owner replies and appeals, per account. */
  flagsPerAccount: { name: "flag-account", max: 20, windowSeconds: 3600 },
  repliesPerAccount: { name: "reply-account", max: 30, windowSeconds: 3600 },
  appealsPerAccount: { name: "appeal-account", max: 5, windowSeconds: 3600 },
  /** Requests to invite clients (decision 0075); the invitations themselves are capped per day apart. */
  invitationRequestsPerAccount: { name: "invitation-account", max: 20, windowSeconds: 3600 },
  /**
   * Coach insights' counting calls (decision 0076), counted in memory (hitInMemory): a page sends
   * one or two a load, so this is far above a person's browsing and caps how much one address can
   * inflate a coach's counts.
   */
  insightEventsPerIp: { name: "insight-events-ip", max: 120, windowSeconds: 60 },
  /** The weekly digest's stop link (decision 0077), per coach profile: stopping and resuming. */
  digestChangesPerCoach: { name: "digest-coach", max: 20, windowSeconds: 3600 },
  /** Checkouts opened (each may hold a sponsored slot for 30 minutes). */
  checkoutsPerAccount: { name: "checkout-account", max: 10, windowSeconds: 600 },
} as const satisfies Record<string, Limit>;

/**
 * Per-address limits are multiplied by RATE_LIMIT_IP_FACTOR: behind a shared address (an office
 * NAT, a load test) many people come from one IP. Per-account limits never change.
 */
const maxFor = (limit: Limit) => (limit.name.endsWith("-ip") ? limit.max * config.RATE_LIMIT_IP_FACTOR : limit.max);

/**
 * The stored key: a per-address limit's address becomes a keyed hash (HMAC with the site's
 * secret), so the counters hold no client address (decision 0063).
 */
function storedKey(limit: Limit, key: string): string {
  if (!limit.name.endsWith("-ip")) return `${limit.name}:${key}`;
  const hashed = createHmac("sha256", siteSecret()).update(`rate-limit-address:${key}`).digest("base64url");
  return `${limit.name}:${hashed.slice(0, 22)}`;
}

/** Counts one hit and answers whether the key is still within its limit. */
export async function hit(limit: Limit, key: string): Promise<boolean> {
  const [row] = await selectRows<{ hits: number }>(sql`
    insert into rate_limit (key, window_start, hits) values (${storedKey(limit, key)}, now(), 1)
    on conflict (key) do update set
      hits = case when rate_limit.window_start < now() - make_interval(secs => ${limit.windowSeconds})
                  then 1 else rate_limit.hits + 1 end,
      window_start = case when rate_limit.window_start < now() - make_interval(secs => ${limit.windowSeconds})
                  then now() else rate_limit.window_start end
    returning hits`);
  return (row?.hits ?? 0) <= maxFor(limit);
}

/** The limits counted in memory: per limit, each key's window start and hits. */
const inMemory = new Map<string, Map<string, { start: number; hits: number }>>();
/**
 * Past this many keys of one limit, the windows that ended are forgotten, at most once a second:
 * swept on every call, a minute of 10,000 visitors made each call walk all of them.
 */
const SWEEP_ABOVE = 10_000;
const SWEEP_EVERY_MS = 1000;
/**
 * Past this many keys still in their window (a flood from that many addresses, which a limit per
 * address cannot stop anyway), a limit's windows are forgotten at once: its memory stays bounded
 * (~20 MB), and a large map in the old generation slowed every page's garbage collection.
 */
const KEYS_MAX = 100_000;
const lastSweep = new Map<string, number>();

/**
 * `hit` for a limit checked on every page view (coach insights' counting call, decision 0076): the
 * same window (from the key's first hit, as in the database), counted in this process's memory
 * rather than written to the database on every call. Each process counts apart,
 * so behind several processes an address gets up to that many times the limit.
 */
export function hitInMemory(limit: Limit, key: string, now = Date.now()): boolean {
  const windowMs = limit.windowSeconds * 1000;
  let windows = inMemory.get(limit.name);
  if (!windows) {
    windows = new Map();
    inMemory.set(limit.name, windows);
  }
  if (windows.size > SWEEP_ABOVE && now - (lastSweep.get(limit.name) ?? 0) >= SWEEP_EVERY_MS) {
    lastSweep.set(limit.name, now);
    for (const [stored, w] of windows) if (now - w.start >= windowMs) windows.delete(stored);
    if (windows.size > KEYS_MAX) windows.clear();
  }
  // The key as it is: it stays in this process's memory for a window, never written anywhere, so
  // the keyed hash that keeps addresses out of the database would cost every page view for nothing.
  let counted = windows.get(key);
  if (!counted || now - counted.start >= windowMs) {
    counted = { start: now, hits: 0 };
    windows.set(key, counted);
  }
  counted.hits += 1;
  return counted.hits <= maxFor(limit);
}

/** Whether the key has used up its limit, without counting a hit. */
export async function exhausted(limit: Limit, key: string): Promise<boolean> {
  const [row] = await selectRows<{ hits: number }>(sql`
    select hits from rate_limit
    where key = ${storedKey(limit, key)} and window_start >= now() - make_interval(secs => ${limit.windowSeconds})`);
  return (row?.hits ?? 0) >= maxFor(limit);
}

/** Forgets counters whose window ended long ago (the longest window is a day): the daily clean-up. */
export async function pruneRateLimits(): Promise<void> {
  await getDb().execute(sql`delete from rate_limit where window_start < now() - interval '2 days'`);
}
