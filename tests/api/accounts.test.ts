import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeFor, cookiesSetBy, post, sessionCookie } from "../support/accounts.ts";
import { type RunningServer, startServer } from "../support/server-process.ts";
import { type SmtpSink, startSmtpSink } from "../support/smtp-sink.ts";
import { moveClock, testClockEnv } from "../support/test-clock.ts";

// A server of its own that mails over real SMTP to a local sink, with 3-second codes so expiry
// can be seen; the code lifetime in production is 10 minutes (CODE_TTL_SECONDS, at most 600).
let server: RunningServer;
let sink: SmtpSink;
let dataDir: string;
let base: string;
const password = "first-password-1";

beforeAll(async () => {
  sink = await startSmtpSink();
  dataDir = await mkdtemp(path.join(tmpdir(), "coach-accounts-"));
  // Per-IP limits are raised: on PostgreSQL every test server shares the counters of 127.0.0.1.
  // The per-account limits checked here stay as they are.
  server = await startServer({
    dataDir,
    logName: "server-accounts",
    env: {
      SMTP_URL: sink.url,
      CODE_TTL_SECONDS: "3",
      RATE_LIMIT_IP_FACTOR: "20",
      ...testClockEnv(path.join(dataDir, "clock")),
    },
  });
  base = server.url;
});

afterAll(async () => {
  await server?.stop();
  await sink?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const put = (p: string, body: unknown, token?: string) =>
  post(base, p, body, { method: "PUT", headers: token ? { Authorization: `Bearer ${token}` } : {} });

/** A page's form posted as a browser without scripts would (React Router checks the Origin). */
const postForm = (p: string, fields: Record<string, string>, cookie?: string) =>
  fetch(`${base}${p}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: base,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });

/** Signs up over the API and answers the code mailed for it. */
async function signedUpCode(email: string): Promise<string> {
  const since = sink.messages.length;
  expect((await put("/api/signup", { email, password })).status).toBe(201);
  return codeFor(sink, email, since);
}

const ownEmail = async (cookie: string) => {
  const response = await fetch(`${base}/api/profile`, { headers: { Cookie: cookie } });
  return response.ok ? ((await response.json()) as { data: { email: string } }).data.email : response.status;
};

async function signedUpAndConfirmed(email: string): Promise<string> {
  const since = sink.messages.length;
  expect((await put("/api/signup", { email, password })).status).toBe(201);
  const code = await codeFor(sink, email, since);
  expect((await post(base, "/api/confirmuser", { email, code })).status).toBe(200);
  const signin = await post(base, "/api/signin", { email, password });
  expect(signin.status).toBe(200);
  return signin.body.data.token as string;
}

describe("sign-up, confirmation and sign-in over the API", () => {
  it("signs up, confirms with the mailed code, signs in and uses the token", async () => {
    const since = sink.messages.length;
    const signup = await put("/api/signup", { email: "  Ann.Example@Mail.TEST ", password });
    expect(signup.status).toBe(201);
    expect(signup.body.data.email).toBe("ann.example@mail.test");

    const early = await post(base, "/api/signin", { email: "ann.example@mail.test", password });
    expect(early.status).toBe(403);
    expect(early.body.message).toMatch(/verify your e-mail/);

    const code = await codeFor(sink, "ann.example@mail.test", since);
    expect((await post(base, "/api/confirmuser", { email: "ann.example@mail.test", code: "000000" })).status).toBe(400);
    const beforeConfirm = sink.messages.length;
    const confirm = await post(base, "/api/confirmuser", { email: "ann.example@mail.test", code });
    expect(confirm.status).toBe(200);
    // Confirming signs in: the answer's token is a bearer token like /api/signin's.
    expect(confirm.body.data).toEqual({
      email: "ann.example@mail.test",
      verified: true,
      message: "Your email has been verified",
      token: expect.any(String),
    });
    const confirmed = await fetch(`${base}/api/profile`, {
      headers: { Authorization: `Bearer ${confirm.body.data.token}` },
    });
    expect(confirmed.status).toBe(200);
    const welcome = await sink.waitFor(
      (m) => sink.messages.indexOf(m) >= beforeConfirm && m.to.includes("ann.example@mail.test"),
    );
    expect(welcome.raw).toMatch(/Subject: Welcome to Coach Directory/);

    const signin = await post(base, "/api/signin", { email: "ANN.example@mail.test", password });
    expect(signin.status).toBe(200);
    expect(signin.body.data).toMatchObject({
      email: "ann.example@mail.test",
      id: expect.any(String),
      token: expect.any(String),
    });

    const profile = await fetch(`${base}/api/profile`, {
      headers: { Authorization: `Bearer ${signin.body.data.token}` },
    });
    expect(profile.status).toBe(200);
    const own = (await profile.json()) as { data: Record<string, unknown> };
    // The names of docs/product.md §24: the account's id and the name it signs in with, the featured niche.
    expect(own.data).toMatchObject({
      email: "ann.example@mail.test",
      level: "level1",
      cognitoId: signin.body.data.id,
      cognitoUserName: "ann.example@mail.test",
      featuredCategory: null,
    });
  });

  it("reports empty fields with the spec's messages", async () => {
    expect((await put("/api/signup", { email: "", password })).body.message).toBe("Username cannot be empty");
    expect((await put("/api/signup", { email: "a@b.test", password: "" })).body.message).toBe(
      "Password cannot be empty",
    );
  });

  it("answers 401 without a session", async () => {
    expect((await fetch(`${base}/api/profile`)).status).toBe(401);
    expect((await fetch(`${base}/api/profile`, { headers: { Authorization: "Bearer nonsense" } })).status).toBe(401);
  });

  it("refuses the 6th wrong password within a minute for one account with 429", async () => {
    await signedUpAndConfirmed("locked@mail.test");
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await post(base, "/api/signin", { email: "locked@mail.test", password: "wrong-password" })).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // Even the right password waits out the minute.
    expect((await post(base, "/api/signin", { email: "locked@mail.test", password })).status).toBe(429);
  });
});

describe("password reset with a one-time code", () => {
  it("looks the same for an unknown address as for a known one", async () => {
    await signedUpAndConfirmed("known@mail.test");
    const known = await fetch(`${base}/api/auth/email-otp/request-password-reset`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ email: "known@mail.test" }),
    });
    const unknown = await fetch(`${base}/api/auth/email-otp/request-password-reset`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: base },
      body: JSON.stringify({ email: "nobody@mail.test" }),
    });
    expect(unknown.status).toBe(known.status);
    expect(await unknown.text()).toBe(await known.text());
  });

  it("works once, ends other sessions, and a code is worthless after its lifetime", async () => {
    const email = "reset@mail.test";
    const oldToken = await signedUpAndConfirmed(email);
    const request = async () => {
      const since = sink.messages.length;
      const response = await post(
        base,
        "/api/auth/email-otp/request-password-reset",
        { email },
        { headers: { Origin: base } },
      );
      expect(response.status).toBe(200);
      return codeFor(sink, email, since);
    };
    const reset = (otp: string, newPassword: string) =>
      post(
        base,
        "/api/auth/email-otp/reset-password",
        { email, otp, password: newPassword },
        { headers: { Origin: base } },
      );

    const code = await request();
    expect((await reset(code, "second-password-2")).status).toBe(200);
    expect((await reset(code, "third-password-3")).status).toBe(400);
    expect((await fetch(`${base}/api/profile`, { headers: { Authorization: `Bearer ${oldToken}` } })).status).toBe(401);
    expect((await post(base, "/api/signin", { email, password })).status).toBe(401);
    expect((await post(base, "/api/signin", { email, password: "second-password-2" })).status).toBe(200);

    const late = await request();
    // The server's clock moves past the code's lifetime (CODE_TTL_SECONDS=3 here) instead of the
    // test waiting for it; trying the code first to see whether it has expired would spend it.
    moveClock(path.join(dataDir, "clock"), 3_500);
    try {
      expect((await reset(late, "fourth-password-4")).status).toBe(400);
    } finally {
      moveClock(path.join(dataDir, "clock"), 0);
    }
  });
});

describe("code endpoints the site does not use", () => {
  it("are not there, so nothing gets around the limits on codes", async () => {
    for (const endpoint of ["/forget-password/email-otp", "/sign-in/email-otp", "/email-otp/check-verification-otp"]) {
      const response = await post(
        base,
        `/api/auth${endpoint}`,
        { email: "user@example.com", otp: "123456", type: "email-verification" },
        { headers: { Origin: base } },
      );
      expect(response.status, endpoint).toBe(404);
    }
  });
});

describe("PUT /api/profile", () => {
  it("sets the account type (the level follows it) and never takes a level from the body", async () => {
    const token = await signedUpAndConfirmed("typed@mail.test");
    expect((await put("/api/profile", { accountType: "coach", level: "20" }, token)).status).toBe(400);
    const coach = await put("/api/profile", { accountType: "coach" }, token);
    expect(coach.status).toBe(200);
    expect(coach.body.data).toMatchObject({ accountType: "coach", level: "level2", isCoach: true });
  });

  it("attaches an affiliate id once", async () => {
    const token = await signedUpAndConfirmed("referred@mail.test");
    expect((await put("/api/profile", { affiliateId: "partner-7" }, token)).body.data.affiliateId).toBe("partner-7");
    expect((await put("/api/profile", { affiliateId: "other" }, token)).body.data.affiliateId).toBe("partner-7");
  });
});

describe("the code pages verify and sign in", () => {
  it.each(["/thanks", "/verify"])(
    "%s: the right code signs in and goes home; a wrong one does neither",
    async (page) => {
      const email = `code${page.replace("/", "-")}@mail.test`;
      const code = await signedUpCode(email);
      const wrong = await postForm(page, { intent: "verify", email, code: code === "000000" ? "111111" : "000000" });
      expect(wrong.status).toBe(400);
      expect(await wrong.text()).toContain("This verification code is not valid or has expired.");
      expect(wrong.headers.getSetCookie()).toEqual([]);

      const right = await postForm(page, { intent: "verify", email, code });
      expect(right.status).toBe(302);
      expect(right.headers.get("location")).toBe("/");
      expect(await ownEmail(cookiesSetBy(right))).toBe(email);
    },
  );

  it("/verifyemail: the mailed link signs in and says so; a spent or wrong code says it failed", async () => {
    const email = "linked@mail.test";
    const code = await signedUpCode(email);
    const link = (c: string, cookie?: string) =>
      fetch(`${base}/verifyemail?userName=${encodeURIComponent(email)}&code=${c}`, {
        redirect: "manual",
        headers: cookie ? { Cookie: cookie } : {},
      });

    const wrong = await link(code === "000000" ? "111111" : "000000");
    const wrongHtml = await wrong.text();
    expect(wrongHtml).toContain("We could not verify your e-mail");
    expect(wrongHtml).not.toContain("Your email has been verified");
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const right = await link(code);
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/verifyemail");
    const cookie = cookiesSetBy(right);
    expect(await ownEmail(cookie)).toBe(email);
    const landing = await fetch(`${base}/verifyemail`, { headers: { Cookie: cookie }, redirect: "manual" });
    expect(landing.status).toBe(200);
    expect(await landing.text()).toContain("Your email has been verified");

    // Without the session the landing page claims nothing; a spent code is a failure.
    const anonymous = await fetch(`${base}/verifyemail`, { redirect: "manual" });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("location")).toBe("/verify");
    const spent = await (await link(code)).text();
    expect(spent).toContain("We could not verify your e-mail");
    expect(spent).not.toContain("Your email has been verified");
  });
});

describe("guarded pages", () => {
  it("send signed-out visitors to sign-in and back", async () => {
    for (const page of ["/profile", "/account-type"]) {
      const response = await fetch(`${base}${page}`, { redirect: "manual" });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/signin?redirectTo=${encodeURIComponent(page)}`);
    }
  });
});

describe("the account type page", () => {
  it("tells a paid account that its level stays (409 on the page, not a server error)", async () => {
    const cookie = await sessionCookie(base, "coach@example.com", "demo-password");
    const response = await postForm("/account-type", { intent: "choose", accountType: "user" }, cookie);
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain("What kind of account do you want?");
    expect(html).toContain("Your account already has a paid level.");
    const profile = await fetch(`${base}/api/profile`, { headers: { Cookie: cookie } });
    expect(((await profile.json()) as { data: { level: string } }).data.level).toBe("level3");
  });
});

describe("sessions", () => {
  const DAY = 24 * 60 * 60 * 1000;
  const clock = () => path.join(dataDir, "clock");
  const profileStatus = async (cookie: string) =>
    (await fetch(`${base}/api/profile`, { headers: { Cookie: cookie } })).status;

  it("signs nobody in with a session cookie whose signature was altered", async () => {
    const cookie = await sessionCookie(base, "user@example.com", "demo-password");
    expect(await profileStatus(cookie)).toBe(200);
    const altered = cookie.replace(/(session_token=[^;.]+\.)([^;]{4})/, (_, head: string) => `${head}AAAA`);
    expect(altered).not.toBe(cookie);
    expect(await profileStatus(altered)).toBe(401);
  });

  it("is renewed once a day old, and ends 30 days after it was last renewed", async () => {
    const renewed = await sessionCookie(base, "user@example.com", "demo-password");
    const left = await sessionCookie(base, "user@example.com", "demo-password");
    try {
      moveClock(clock(), 2 * DAY);
      expect(await profileStatus(renewed)).toBe(200);
      moveClock(clock(), 31 * DAY);
      expect(await profileStatus(renewed)).toBe(200);
      expect(await profileStatus(left)).toBe(401);
    } finally {
      moveClock(clock(), 0);
    }
  });
});
