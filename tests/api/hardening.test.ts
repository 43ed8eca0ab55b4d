import { readFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiErrors } from "../../app/lib/messages/api-errors.ts";
import { securityMessages } from "../../app/lib/messages/security.ts";
import { authMessages } from "../../app/lib/messages/auth.ts";
import { type RunningServer, startServer } from "../support/server-process.ts";

// The outside probe's findings, replayed against a server of its own. TRUST_PROXY=loopback lets
// each test speak as its own client address (X-Forwarded-For), so per-address counters never
// leak between tests, nor between servers that share PostgreSQL's rate_limit table.
let server: RunningServer;
let dataDir: string;
let base: string;
const LOG = path.join("test-results", "server-hardening.log");

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "coach-hardening-"));
  server = await startServer({ dataDir, logName: "server-hardening", env: { TRUST_PROXY: "loopback" } });
  base = server.url;
});

afterAll(async () => {
  await server?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

let clients = 0;
/** A client address nobody else uses, 198.18.0.0/15 being reserved for benchmarks. */
const newClient = () => {
  clients += 1;
  return `198.18.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

type Call = { status: number; headers: Headers; text: string };

/** A request as a browser on our site would send it; a header given as "" is left out. */
async function call(
  method: string,
  p: string,
  init: { client?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const headers = { "X-Forwarded-For": init.client ?? newClient(), Origin: base, ...init.headers };
  const response = await fetch(`${base}${p}`, {
    method,
    redirect: "manual",
    headers: Object.fromEntries(Object.entries(headers).filter(([, v]) => v !== "")),
    body: init.body,
  });
  return { status: response.status, headers: response.headers, text: await response.text() } satisfies Call;
}

const postJson = (p: string, body: unknown, client?: string, headers: Record<string, string> = {}) =>
  call("POST", p, { client, body: JSON.stringify(body), headers: { "Content-Type": "application/json", ...headers } });

/** Signs the demo user in through the sign-in page and returns the session cookie. */
async function sessionCookie(email = "user@example.com"): Promise<string> {
  const response = await call("POST", "/signin", {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "signin", email, password: "demo-password" }).toString(),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .find((c) => c?.includes("session_token"));
  if (!cookie) throw new Error(`No session cookie (status ${response.status})`);
  return cookie;
}

async function bearerToken(email = "user@example.com"): Promise<string> {
  const response = await postJson("/api/signin", { email, password: "demo-password" });
  return (JSON.parse(response.text) as { data: { token: string } }).data.token;
}

/** A coach the token's user has not reviewed yet. */
async function unreviewedCoachId(token: string): Promise<string> {
  const auth = { headers: { Authorization: `Bearer ${token}` } };
  const mine = JSON.parse((await call("GET", "/api/comments/mine", auth)).text) as { data: { userId: string }[] };
  const reviewed = new Set(mine.data.map((r) => r.userId));
  const response = await call("GET", "/api/user/search/coach?size=50");
  const coaches = (JSON.parse(response.text) as { data: { _id: string }[] }).data;
  const id = coaches.find((c) => !reviewed.has(c._id))?._id;
  if (!id) throw new Error("No unreviewed coach found");
  return id;
}

describe("identity endpoints", () => {
  it("stops 40 forgot-password requests for one address within the per-account limit (5 per 10 minutes)", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      // A new client address each time: the per-account limit alone must stop it.
      statuses.push(
        (await postJson("/api/auth/email-otp/request-password-reset", { email: "user@example.com" })).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
  });

  it("stops 40 wrong code checks from one client (10 per account, 30 per address in 10 minutes)", async () => {
    const client = newClient();
    const oneAccount: number[] = [];
    for (let i = 0; i < 40; i++)
      oneAccount.push(
        (await postJson("/api/auth/email-otp/verify-email", { email: "user@example.com", otp: "000000" }, client))
          .status,
      );
    expect(oneAccount.indexOf(429)).toBeGreaterThan(0);
    expect(oneAccount.indexOf(429)).toBeLessThanOrEqual(10);
    expect(oneAccount.slice(10).every((s) => s === 429)).toBe(true);

    const other = newClient();
    const manyAccounts: number[] = [];
    for (let i = 0; i < 40; i++)
      manyAccounts.push(
        (
          await postJson(
            "/api/auth/email-otp/reset-password",
            { email: `nobody${i}@mail.test`, otp: "000000", password: "long-enough-1" },
            other,
          )
        ).status,
      );
    expect(manyAccounts.slice(0, 30).includes(429)).toBe(false);
    expect(manyAccounts.slice(30).every((s) => s === 429)).toBe(true);
  });

  it("limits code checks through our own API the same way", async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push(
        (await postJson("/api/confirmuser", { email: "coach@example.com", code: "000000" }, client)).status,
      );
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it("answers 404 for every better-auth endpoint outside the allow-list", async () => {
    const hidden = [
      "sign-up/email",
      "sign-in/email",
      "sign-in/social",
      "sign-in/oauth2",
      "sign-in/email-otp",
      "forget-password/email-otp",
      "email-otp/check-verification-otp",
      "request-password-reset",
      "reset-password",
      "send-verification-email",
      "verify-email",
      "update-user",
      "delete-user",
      "change-email",
      "list-sessions",
      "revoke-session",
      "revoke-sessions",
      "revoke-other-sessions",
      "link-social",
      "list-accounts",
      "unlink-account",
      "refresh-token",
      "get-access-token",
      "account-info",
      "ok",
      "error",
      "callback/github",
      "oauth2/callback/google",
    ];
    for (const endpoint of hidden) {
      for (const method of ["GET", "POST"]) {
        const response = await call(method, `/api/auth/${endpoint}`, {
          headers: { "Content-Type": "application/json" },
          body: method === "POST" ? JSON.stringify({ email: "user@example.com", name: null }) : undefined,
        });
        expect(response.status, `${method} ${endpoint}`).toBe(404);
      }
    }
    expect((await call("GET", "/api/auth/get-session")).status).toBe(200);
  });

  it("refuses a NUL in an identity call's body with 400", async () => {
    const response = await postJson("/api/auth/email-otp/request-password-reset", { email: "a\u0000@mail.test" });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text).message).toBe(securityMessages.nulByte);
  });
});

describe("the mail outbox", () => {
  it("answers only this machine", async () => {
    const remote = await call("GET", "/dev/outbox", { client: "203.0.113.9" });
    expect(remote.status).toBe(404);
    expect(remote.text).not.toMatch(/\b\d{6}\b.*code/i);
    const local = await fetch(`${base}/dev/outbox`);
    expect(local.status).toBe(200);
  });
});

describe("logs", () => {
  it("keep no token, cookie, code or address, and make their own request id", async () => {
    const marker = `r${Date.now()}`;
    // The log file is appended to across runs: read only what this test adds.
    const start = (await readFile(LOG)).length;
    const added = async () => (await readFile(LOG)).subarray(start).toString("utf8");
    const response = await call("GET", `/verifyemail?userName=someone%40mail.test&code=987123&ref=${marker}`, {
      headers: {
        Authorization: "Bearer SECRET-BEARER-TOKEN",
        Cookie: "better-auth.session_token=SECRET-COOKIE-VALUE",
        "X-Request-Id": "client-chosen-id",
      },
    });
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(async () => (await added()).includes(marker), { timeout: 5000, interval: 100 }).toBe(true);
    const log = await added();
    for (const secret of ["SECRET-BEARER-TOKEN", "SECRET-COOKIE-VALUE", "987123", "mail.test"])
      expect(log).not.toContain(secret);
    expect(log).not.toContain('"id":"client-chosen-id"');
  });
});

describe("redirects after sign-in", () => {
  it.each([
    "/%09/evil.example",
    "//evil.example",
    "/%5Cevil.example",
    "/\\evil.example",
    "%0A",
    "%0D",
    "/%0D%0ASet-Cookie:%20x=1",
    "https://evil.example",
  ])("stay on the site for redirectTo=%s", async (target) => {
    const response = await call("POST", `/signin?redirectTo=${target}`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "signin", email: "user@example.com", password: "demo-password" }).toString(),
    });
    expect(response.status).toBeLessThan(500);
    const location = response.headers.get("location");
    expect(location).toBeTruthy();
    expect(new URL(location ?? "", base).origin).toBe(new URL(base).origin);
    expect(response.headers.getSetCookie().join("\n")).not.toContain("x=1");
  });
});

describe("cross-site requests", () => {
  it("refuses a cookie-authenticated text/plain or foreign-Origin review, and takes it with a bearer token", async () => {
    const cookie = await sessionCookie();
    const token = await bearerToken();
    const userId = await unreviewedCoachId(token);
    const body = JSON.stringify({ userId, rating: 4, comment: "Helpful and clear.", badges: [], agreement: true });
    const plain = await call("POST", "/api/comment", {
      headers: { Cookie: cookie, "Content-Type": "text/plain" },
      body,
    });
    expect(plain.status).toBe(403);
    expect(JSON.parse(plain.text).message).toBe(securityMessages.jsonRequired);
    const foreign = await call("POST", "/api/comment", {
      headers: { Cookie: cookie, "Content-Type": "application/json", Origin: "https://evil.example" },
      body,
    });
    expect(foreign.status).toBe(403);
    expect(JSON.parse(foreign.text).message).toBe(securityMessages.crossSite);
    const sameSite = await call("POST", "/api/comment", {
      headers: { Cookie: cookie, "Content-Type": "text/plain", "Sec-Fetch-Site": "same-site", Origin: "" },
      body,
    });
    expect(sameSite.status).toBe(403);

    const withToken = await call("POST", "/api/comment", {
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "text/plain" },
      body,
    });
    expect(withToken.status).toBe(201);
  });
});

describe("sizes and bad input", () => {
  it("refuses a 2 MB body before reading it, and oversized fields with 400", async () => {
    const huge = await call("PUT", "/api/signup", {
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a@mail.test", password: "x".repeat(2 * 1024 * 1024) }),
    });
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.text).message).toBe(securityMessages.bodyTooLarge("1 MB"));

    const hugeEmail = `${"n".repeat(1000 * 1000)}@mail.test`;
    const tooLong = await call("PUT", "/api/signup", {
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: hugeEmail, password: "long-enough-1" }),
    });
    expect(tooLong.status).toBe(400);

    const signup = (body: unknown) =>
      call("PUT", "/api/signup", { headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const longName = await signup({ email: "named@mail.test", password: "long-enough-1", name: "n".repeat(101) });
    expect(longName.status).toBe(400);
    expect(JSON.parse(longName.text).message).toBe(securityMessages.tooLong(100));
    const nullName = await signup({ email: "named@mail.test", password: "long-enough-1", name: null });
    expect(nullName.status).toBe(400);
    expect(JSON.parse(nullName.text).message).toBe(authMessages.nameInvalid);
  });

  it("refuses a NUL byte with 400, in the address and in bodies", async () => {
    expect((await call("GET", "/api/user/search/a%00b")).status).toBe(400);
    expect((await call("GET", "/search/a%00b")).status).toBe(400);
    const signup = await call("PUT", "/api/signup", {
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a\u0000b@mail.test", password: "long-enough-1" }),
    });
    expect(signup.status).toBe(400);
    const form = await call("POST", "/signin", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=signin&email=a%00b%40mail.test&password=x",
    });
    expect(form.status).toBe(400);
  });

  it("answers a page action that gets no form with 400", async () => {
    const response = await call("POST", "/signin", {
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "user@example.com" }),
    });
    expect(response.status).toBe(400);
    expect(response.text).toContain(apiErrors.badForm);
  });

  it("answers wrong methods with 405 and an Allow header", async () => {
    const api = await call("POST", "/api/categories", { headers: { "Content-Type": "application/json" }, body: "{}" });
    expect(api.status).toBe(405);
    expect(api.headers.get("allow")).toBe("GET, HEAD");
    expect(JSON.parse(api.text).message).toBe(apiErrors.methodNotAllowed("GET, HEAD"));
    const withAction = await call("DELETE", "/api/signin");
    expect(withAction.status).toBe(405);
    expect(withAction.headers.get("allow")).toBe("POST");
    const page = await call("POST", "/terms", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "a=1",
    });
    expect(page.status).toBe(405);
    expect(page.headers.get("allow")).toBe("GET, HEAD");
  });

  it("gives no 5xx to a sweep of bad input over the whole API", async () => {
    const token = await bearerToken();
    const ids = ["not-a-uuid", "00000000-0000-0000-0000-000000000000", "%00", "1%27%20or%201=1", "..%2F..%2Fetc"];
    const bodies = [
      "",
      "null",
      "[]",
      '"x"',
      "{",
      '{"email":null,"name":null}',
      '{"userId":"x","rating":"NaN"}',
      "1e999",
    ];
    const failures: string[] = [];
    const check = (label: string, response: Call) => {
      if (response.status >= 500) failures.push(`${label} -> ${response.status}`);
    };
    for (const id of ids) {
      for (const p of [`/api/user/${id}`, `/api/comment/${id}`, `/api/user/search/${id}`, `/api/user/category/${id}`]) {
        check(`GET ${p}`, await call("GET", `${p}?from=-1&size=abc`));
        check(`DELETE ${p}`, await call("DELETE", p, { headers: { Authorization: `Bearer ${token}` } }));
      }
      check(`page /coach/x/${id}`, await call("GET", `/coach/x/${id}`));
    }
    const writes: [string, string][] = [
      ["PUT", "/api/signup"],
      ["POST", "/api/signin"],
      ["POST", "/api/confirmuser"],
      ["PUT", "/api/profile"],
      ["POST", "/api/comment"],
      ["POST", "/api/auth/email-otp/request-password-reset"],
      ["POST", "/api/auth/email-otp/verify-email"],
      ["POST", "/api/auth/sign-out"],
      ["POST", "/signin"],
      ["POST", "/signup"],
      ["POST", "/verify"],
    ];
    for (const [method, p] of writes) {
      for (const body of bodies) {
        for (const contentType of ["application/json", "application/x-www-form-urlencoded", "multipart/form-data"]) {
          check(
            `${method} ${p} ${contentType} ${body}`,
            await call(method, p, {
              headers: { "Content-Type": contentType, Authorization: `Bearer ${token}` },
              body,
            }),
          );
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("headers", () => {
  it("give every page a CSP whose scripts need this response's nonce", async () => {
    for (const p of ["/", "/search/life", "/category/life-coach", "/signin", "/terms", "/no-such-page"]) {
      const response = await call("GET", p);
      const policy = response.headers.get("content-security-policy") ?? "";
      const scriptSrc = policy.split("; ").find((d) => d.startsWith("script-src ")) ?? "";
      const nonce = /'nonce-([^']+)'/.exec(scriptSrc)?.[1];
      expect(nonce, p).toBeTruthy();
      expect(scriptSrc).not.toContain("unsafe-inline");
      for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'self'"])
        expect(policy).toContain(directive);
      const scripts = [...response.text.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes] of scripts) expect(attributes, p).toContain(`nonce="${nonce}"`);
    }
  });

  it("mark private answers no-store", async () => {
    const token = await bearerToken();
    const profile = await call("GET", "/api/profile", { headers: { Authorization: `Bearer ${token}` } });
    expect(profile.status).toBe(200);
    expect(profile.headers.get("cache-control")).toContain("no-store");
    const cookie = await sessionCookie();
    const page = await call("GET", "/profile", { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");
  });

  it("send the site's JavaScript compressed and cacheable for a year", async () => {
    const home = await call("GET", "/");
    const scripts = [...home.text.matchAll(/href="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? "");
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const response = await fetch(`${base}${script}`, { headers: { "Accept-Encoding": "br, gzip" } });
      expect(response.headers.get("content-encoding"), script).toMatch(/^(br|gzip)$/);
      expect(response.headers.get("cache-control")).toContain("max-age=31536000");
      expect(response.headers.get("content-type")).toContain("javascript");
    }
  });
});
