import { serializeSignedCookie } from "better-call";
import { describe, expect, it } from "vitest";
import { sessionTokenOf } from "./session-read.server.ts";

// Tokens signed the way better-auth signs its session cookie (better-call's own serializer), so
// that the fast read takes exactly what better-auth's getSession takes.
const secret = "a-test-secret-of-at-least-32-characters";
const name = "better-auth.session_token";
const token = "Qm9vbGVhbnNBcmVOb3RUb2tlbnM12345";

/** The cookie's value as a browser sends it back (URL-encoded `token.signature`). */
async function signedCookieValue(value: string, key = secret): Promise<string> {
  const cookie = await serializeSignedCookie(name, value, key);
  return cookie.slice(name.length + 1).split(";")[0] ?? "";
}

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("sessionTokenOf", () => {
  it("takes the session cookie when its signature is the site's", async () => {
    const value = await signedCookieValue(token);
    expect(sessionTokenOf(headers({ Cookie: `theme=dark; ${name}=${value}` }), secret, name)).toBe(token);
  });

  it("refuses a cookie signed with another secret, an altered token or a cut signature", async () => {
    const forged = await signedCookieValue(token, "another-secret-of-at-least-32-characters");
    const altered = (await signedCookieValue(token)).replace(token, `${token.slice(0, -1)}X`);
    const cut = (await signedCookieValue(token)).slice(0, -6);
    for (const value of [forged, altered, cut, token, ""])
      expect(sessionTokenOf(headers({ Cookie: `${name}=${value}` }), secret, name), value).toBeNull();
  });

  it("reads only the cookie of its name", async () => {
    const value = await signedCookieValue(token);
    expect(sessionTokenOf(headers({ Cookie: `other.session_token=${value}` }), secret, name)).toBeNull();
  });

  it("takes a bearer token signed like the cookie (encoded or not) or bare, as the bearer plugin does", async () => {
    const encoded = await signedCookieValue(token);
    expect(sessionTokenOf(headers({ Authorization: `Bearer ${encoded}` }), secret, name)).toBe(token);
    expect(sessionTokenOf(headers({ Authorization: `bearer ${decodeURIComponent(encoded)}` }), secret, name)).toBe(
      token,
    );
    expect(sessionTokenOf(headers({ Authorization: `Bearer ${token}` }), secret, name)).toBe(token);
  });

  it("falls back to the cookie when the bearer token's signature is wrong", async () => {
    const forged = await signedCookieValue("someone-elses-token", "another-secret-of-at-least-32-characters");
    const cookie = await signedCookieValue(token);
    const both = headers({ Authorization: `Bearer ${forged}`, Cookie: `${name}=${cookie}` });
    expect(sessionTokenOf(both, secret, name)).toBe(token);
    expect(sessionTokenOf(headers({ Authorization: `Bearer ${forged}` }), secret, name)).toBeNull();
    expect(sessionTokenOf(headers({ Authorization: "Basic abc" }), secret, name)).toBeNull();
  });
});
