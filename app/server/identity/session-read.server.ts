import { createHmac, timingSafeEqual } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { authSessions, authUsers, profileFields, profiles } from "../db/schema.ts";
import { literalLimit, preparedStatement } from "../db/prepared-statement.server.ts";
import type { Viewer } from "./session.server.ts";

// Every signed-in request reads its session. better-auth's getSession verifies the cookie with
// WebCrypto twice (the bearer plugin, then the cookie), builds a call context and reads the session
// and the user in two statements, and the profile is a third: about half of a signed-in 404
// page's cost. The plain case (a valid session not yet due for renewal) is read here with one
// prepared statement and a synchronous HMAC; every other case goes to better-auth (decision 0079).

/** What a session token's signature must be: HMAC-SHA256 of the token, in padded base64 (better-call's cookies). */
const SIGNATURE_LENGTH = 44;

function signatureMatches(value: string, signature: string, secret: string): boolean {
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith("=")) return false;
  const expected = createHmac("sha256", secret).update(value).digest("base64");
  return timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
}

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/** `token.signature` with the signature checked, or null. */
function signedValue(text: string, secret: string): string | null {
  const dot = text.lastIndexOf(".");
  if (dot < 1) return null;
  const token = text.slice(0, dot);
  return signatureMatches(token, text.slice(dot + 1), secret) ? token : null;
}

/** A bearer token as better-auth's bearer plugin takes it: signed like the cookie, or the bare token. */
function bearerToken(header: string | null, secret: string): string | null {
  if (!header || header.slice(0, 7).toLowerCase() !== "bearer ") return null;
  const token = header.slice(7).trim();
  if (!token) return null;
  if (!token.includes(".")) return token;
  return signedValue(token.includes("%") ? decoded(token) : token, secret);
}

/** The first value of cookie `name` in a Cookie header, decoded. */
function cookieValue(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const sign = part.indexOf("=");
    if (sign > 0 && part.slice(0, sign).trim() === name) {
      const value = part.slice(sign + 1).trim();
      return decoded(value.startsWith('"') ? value.slice(1, -1) : value);
    }
  }
  return null;
}

/**
 * The session token a request carries: a valid bearer token first (the plugin puts it in place of
 * the cookie), else the session cookie signed with the site's secret. Null when there is none or
 * its signature is wrong.
 */
export function sessionTokenOf(headers: Headers, secret: string, cookieName: string): string | null {
  const bearer = bearerToken(headers.get("authorization"), secret);
  if (bearer) return bearer;
  const cookie = cookieValue(headers.get("cookie"), cookieName);
  return cookie ? signedValue(cookie, secret) : null;
}

const sessionRow = preparedStatement((db) =>
  db
    .select({
      expiresAt: authSessions.expiresAt,
      userId: authUsers.id,
      email: authUsers.email,
      name: authUsers.name,
      profile: profileFields,
    })
    .from(authSessions)
    .innerJoin(authUsers, eq(authUsers.id, authSessions.userId))
    .leftJoin(profiles, eq(profiles.userId, authUsers.id))
    .where(eq(authSessions.token, sql.placeholder("token")))
    .limit(literalLimit(1))
    .prepare("viewer_by_session_token"),
);

export type SessionRules = { secret: string; cookieName: string; expiresInSeconds: number; updateAgeSeconds: number };

/**
 * The signed-in viewer of a plain session, null for none (no token, a forged one, an unknown one),
 * or "ask" when better-auth must decide: the session has expired (it deletes it) or is due for
 * renewal (it extends it), as its getSession would.
 */
export async function readSession(headers: Headers, rules: SessionRules, now = Date.now()) {
  const token = sessionTokenOf(headers, rules.secret, rules.cookieName);
  if (!token) return null;
  const [row] = await sessionRow().execute({ token });
  if (!row) return null;
  const expiresAt = row.expiresAt.getTime();
  const renewFrom = expiresAt - rules.expiresInSeconds * 1000 + rules.updateAgeSeconds * 1000;
  if (expiresAt < now || renewFrom <= now) return "ask" as const;
  const { profile, userId, email, name } = row;
  return { userId, email, name, profile } satisfies Viewer;
}
