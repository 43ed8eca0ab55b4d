import { randomUUID } from "node:crypto";
import { APIError, betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import { bearer, emailOTP, genericOAuth } from "better-auth/plugins";
import { FIELD_LIMITS } from "../../lib/limits.ts";
import { lifetimeText } from "../../lib/messages/mail.ts";
import { securityMessages } from "../../lib/messages/security.ts";
import { authMessages } from "../../lib/messages/auth.ts";
import { createProfileForUser } from "../accounts/account-service.server.ts";
import { awaitsClaimBy } from "../claims/claim-service.server.ts";
import { exhausted, hit, type Limit, LIMITS } from "../security/rate-limit.server.ts";
import { CLIENT_IP_HEADER } from "../security/client-address.server.ts";
import { siteSecret } from "../security/site-secret.server.ts";
import { config } from "../config.server.ts";
import { getDb } from "../db/database.server.ts";
import { authAccounts, authSessions, authUsers, authVerifications } from "../db/schema.ts";
import { logger } from "../logger.server.ts";
import { enqueueMail } from "../jobs/site-jobs.server.ts";
import { sendMail } from "../mail/mailer.server.ts";
import { passwordResetCodeMail, verificationCodeMail, welcomeMail } from "../mail/templates.server.tsx";
import { socialProviders } from "./social-providers.server.ts";

const tooMany = () => new APIError("TOO_MANY_REQUESTS", { message: authMessages.tooManyAttempts });

const emailOf = (body: unknown) =>
  typeof body === "object" && body && "email" in body && typeof body.email === "string"
    ? body.email.trim().toLowerCase()
    : "";

/** Which limits each identity call counts against: per client address and, where named, per account. */
const LIMITS_BY_PATH: Record<string, { ip: Limit; account?: Limit }> = {
  "/sign-in/email": { ip: LIMITS.signInPerIp },
  "/sign-up/email": { ip: LIMITS.signUpPerIp },
  "/email-otp/send-verification-otp": { ip: LIMITS.codesPerIp, account: LIMITS.codesPerAccount },
  "/email-otp/request-password-reset": { ip: LIMITS.codesPerIp, account: LIMITS.codesPerAccount },
  "/email-otp/verify-email": { ip: LIMITS.codeChecksPerIp, account: LIMITS.codeChecksPerAccount },
  "/email-otp/reset-password": { ip: LIMITS.codeChecksPerIp, account: LIMITS.codeChecksPerAccount },
  "/change-password": { ip: LIMITS.signInPerIp },
};

/**
 * Rate limits in front of better-auth's endpoints, whether our pages call them or a client does
 * over HTTP (which also counts against the general limit of /api/auth, see identity-http.server.ts).
 * Session reads are not limited here: every page makes one.
 */
const limitRequests = createAuthMiddleware(async (ctx) => {
  const limits = LIMITS_BY_PATH[ctx.path];
  if (!limits) return;
  const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? "unknown";
  const email = emailOf(ctx.body);
  // Before anything is counted: the address becomes part of a rate-limit key (an index row).
  if (email.length > FIELD_LIMITS.email)
    throw new APIError("BAD_REQUEST", { message: securityMessages.tooLong(FIELD_LIMITS.email) });
  if (!(await hit(limits.ip, ip))) throw tooMany();
  if (limits.account && email && !(await hit(limits.account, email))) throw tooMany();
  // Five wrong passwords lock the account for the rest of the minute, the right one included.
  if (ctx.path === "/sign-in/email" && email && (await exhausted(LIMITS.signInFailuresPerAccount, email)))
    throw tooMany();
});

/** Counts wrong passwords per account; the sixth within a minute is refused before checking. */
const countFailures = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== "/sign-in/email") return;
  const returned = ctx.context.returned;
  if (returned instanceof APIError && returned.statusCode === 401)
    await hit(LIMITS.signInFailuresPerAccount, emailOf(ctx.body));
});

function createAuth() {
  const secure = config.baseUrl.startsWith("https:");
  return betterAuth({
    appName: "Coach Directory",
    baseURL: config.baseUrl,
    basePath: "/api/auth",
    secret: siteSecret(),
    trustedOrigins: [config.baseUrl],
    // Unused ways around the code limits, now that a code signs in: a deprecated twin of
    // request-password-reset that the per-account limit does not see, sign-in by a code that is
    // never mailed, and a code check outside the per-IP limit.
    disabledPaths: ["/forget-password/email-otp", "/sign-in/email-otp", "/email-otp/check-verification-otp"],
    database: drizzleAdapter(getDb(), {
      provider: "pg",
      schema: { user: authUsers, session: authSessions, account: authAccounts, verification: authVerifications },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 8,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: {
      sendOnSignUp: true,
      // The right code proves the mailbox, as a password reset code does, so it signs in: a new
      // account never types its password twice. Both kinds of code share one per-account limit.
      autoSignInAfterVerification: true,
      async afterEmailVerification(user) {
        const profileUrl = new URL("/profile", config.baseUrl).toString();
        // A coach whose profile carries this address hears what a coach can do, not only how to rate.
        const coach = await awaitsClaimBy(user.email).catch(() => false);
        await enqueueMail({
          to: user.email,
          ...welcomeMail({ name: user.name || user.email, profileUrl, coach }),
        }).catch((err: unknown) => logger.error({ err }, "could not queue the welcome mail"));
      },
    },
    account: { accountLinking: { enabled: true } },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax", secure },
      // Our own limits (limitRequests) read the address; sessions do not keep it (decision 0063).
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER], disableIpTracking: true },
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: {
      user: { create: { after: async (user) => createProfileForUser(user) } },
    },
    hooks: { before: limitRequests, after: countFailures },
    plugins: [
      bearer(),
      emailOTP({
        otpLength: 6,
        expiresIn: config.CODE_TTL_SECONDS,
        allowedAttempts: 5,
        storeOTP: "hashed",
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        async sendVerificationOTP({ email, otp, type }) {
          const lifetime = lifetimeText(config.CODE_TTL_SECONDS);
          if (type === "forget-password") {
            await sendMail({ to: email, ...passwordResetCodeMail({ code: otp, lifetime }) });
          } else if (type === "email-verification") {
            const link = new URL(`/verifyemail?userName=${encodeURIComponent(email)}&code=${otp}`, config.baseUrl);
            await sendMail({ to: email, ...verificationCodeMail({ code: otp, link: link.toString(), lifetime }) });
          }
        },
      }),
      genericOAuth({ config: socialProviders() }),
    ],
  });
}

type Auth = ReturnType<typeof createAuth>;
const holder = globalThis as typeof globalThis & { __coachAuth?: Auth };

/** The identity service, created on first use (after the database is open). */
export function getAuth(): Auth {
  holder.__coachAuth ??= createAuth();
  return holder.__coachAuth;
}
