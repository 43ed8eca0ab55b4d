import { createHmac } from "node:crypto";
import { clientAddress } from "../security/client-address.server.ts";
import { isPersonsAgent } from "../security/persons-agent.server.ts";
import { siteSecret } from "../security/site-secret.server.ts";

let daily: { day: string; key: Buffer } | undefined;

/** The key of the day: derived from the site's secret and the UTC date, so yesterday's keys cannot be recomputed. */
function keyOf(day: string): Buffer {
  if (daily?.day !== day)
    daily = { day, key: createHmac("sha256", siteSecret()).update(`ad-click-day:${day}`).digest() };
  return daily.key;
}

/**
 * Who clicked, for counting a house ad's click once per visitor (decision 0063): a keyed hash of
 * the client address and user agent under a key that changes every day, so the stored counter
 * holds no address and links no visitor across days. Null for a bot (isbot, or no user agent),
 * whose clicks are not counted.
 */
export function visitorKey(clientIp: string, userAgent: string | null, now = new Date()): string | null {
  if (!isPersonsAgent(userAgent)) return null;
  const day = now.toISOString().slice(0, 10);
  return createHmac("sha256", keyOf(day)).update(`${clientIp}\n${userAgent}`).digest("base64url").slice(0, 22);
}

/** The visitor key of a request, from the address server.ts sets (never the client's own claim). */
export const visitorOf = (request: Request): string | null =>
  visitorKey(clientAddress(request), request.headers.get("user-agent"));
