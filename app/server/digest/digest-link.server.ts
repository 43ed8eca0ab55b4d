import { createHmac, timingSafeEqual } from "node:crypto";
import { config } from "../config.server.ts";
import { siteSecret } from "../security/site-secret.server.ts";

// The weekly digest's unsubscribe link (decision 0077): it names the coach profile and carries a
// keyed hash of it, so it works without signing in and cannot be made for another profile. It
// does not expire: a digest read months later still stops the digest.

const signatureOf = (coachId: string) =>
  createHmac("sha256", siteSecret()).update(`weekly-digest-stop:${coachId}`).digest("base64url");

const signedLink = (path: string, coachId: string) =>
  new URL(`${path}?${new URLSearchParams({ coach: coachId, sig: signatureOf(coachId) })}`, config.baseUrl).toString();

/** The page that stops (and resumes) a coach's digest, for people: the digest's own link. */
export const digestStopUrl = (coachId: string) => signedLink("/weekly-digest/stop", coachId);

/** Where a mail program posts its one-click unsubscribe (RFC 8058): the List-Unsubscribe header. */
export const digestOneClickUrl = (coachId: string) => signedLink("/api/weekly-digest/stop", coachId);

/** Whether `signature` is the link's own for this coach (compared in constant time). */
export function isDigestSignature(coachId: string, signature: string): boolean {
  const expected = Buffer.from(signatureOf(coachId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
