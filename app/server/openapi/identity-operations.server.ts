import { z } from "zod";
import { FIELD_LIMITS } from "../../lib/limits.ts";
import type { ApiOperation } from "./api-operation.server.ts";
import { SOCIAL_PROVIDERS } from "../../lib/social-providers.ts";

// /api/auth/* hands the allowed calls (app/server/identity/identity-endpoints.server.ts) to
// better-auth, which parses their bodies with schemas of its own that it does not export. These
// describe what it accepts and answers, as far as a client of this site needs.

const email = z.email().max(FIELD_LIMITS.email);
const otp = z
  .string()
  .regex(/^\d{6}$/)
  .meta({ description: "The 6-digit code from the e-mail." });
const newPassword = z.string().min(8).max(FIELD_LIMITS.password);
const success = z.object({ success: z.boolean() });

const authUser = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    emailVerified: z.boolean(),
    image: z.string().nullable().optional(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "AuthUser", description: "The account (better-auth's user)." });

const authSession = z
  .object({
    id: z.string(),
    token: z.string().meta({ description: "Also usable as `Authorization: Bearer <token>`." }),
    userId: z.string(),
    expiresAt: z.iso.datetime(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    ipAddress: z.string().nullable().optional(),
    userAgent: z.string().nullable().optional(),
  })
  .meta({ id: "AuthSession" });

const codeLimits = "Limited to 5 codes per account and 20 per address in 10 minutes.";
const checkLimits = "Limited to 10 checks per account and 30 per address in 10 minutes; a code allows 5 tries.";

const operations: ApiOperation[] = [
  {
    operationId: "getSession",
    method: "get",
    path: "/api/auth/get-session",
    tag: "Identity",
    summary: "The current session",
    description: "The session and account of the cookie or bearer token, or `null` without one.",
    access: "optional",
    responses: {
      200: {
        description: "The session, or null.",
        body: z.object({ session: authSession, user: authUser }).nullable(),
      },
    },
  },
  {
    operationId: "signOut",
    method: "post",
    path: "/api/auth/sign-out",
    tag: "Identity",
    summary: "Sign out",
    description: "Ends the session and clears its cookie.",
    access: "signed-in",
    responses: { 200: { description: "Signed out.", body: success } },
  },
  {
    operationId: "sendVerificationCode",
    method: "post",
    path: "/api/auth/email-otp/send-verification-otp",
    tag: "Identity",
    summary: "Send a new verification code",
    description: `E-mails a new code that confirms the address (see POST /api/confirmuser). ${codeLimits}`,
    access: "public",
    body: z.object({ email, type: z.literal("email-verification") }),
    responses: {
      200: { description: "Sent (the same answer whether or not the address has an account).", body: success },
    },
    errors: { 400: "The e-mail address is not valid." },
  },
  {
    operationId: "verifyEmailCode",
    method: "post",
    path: "/api/auth/email-otp/verify-email",
    tag: "Identity",
    summary: "Confirm the e-mail address with a code",
    description: `The right code confirms the address and signs in (sets the session cookie). ${checkLimits}`,
    access: "public",
    body: z.object({ email, otp }),
    responses: {
      200: {
        description: "Confirmed and signed in.",
        body: z.object({ status: z.boolean(), token: z.string().nullable(), user: authUser }),
      },
    },
    errors: { 400: "The code is wrong or has expired." },
  },
  {
    operationId: "requestPasswordReset",
    method: "post",
    path: "/api/auth/email-otp/request-password-reset",
    tag: "Identity",
    summary: "E-mail a password reset code",
    description: codeLimits,
    access: "public",
    body: z.object({ email }),
    responses: {
      200: { description: "Sent if the address has an account; the answer is the same either way.", body: success },
    },
    errors: { 400: "The e-mail address is not valid." },
  },
  {
    operationId: "resetPassword",
    method: "post",
    path: "/api/auth/email-otp/reset-password",
    tag: "Identity",
    summary: "Choose a new password with a reset code",
    description: `Every session of the account ends. ${checkLimits}`,
    access: "public",
    body: z.object({ email, otp, password: newPassword }),
    responses: { 200: { description: "The password is changed.", body: success } },
    errors: { 400: "The code is wrong or has expired, or the password is too short or too long." },
  },
  {
    operationId: "changePassword",
    method: "post",
    path: "/api/auth/change-password",
    tag: "Identity",
    summary: "Change the password",
    description: "Limited to 30 calls per address in a minute.",
    access: "signed-in",
    body: z.object({
      currentPassword: z.string().max(FIELD_LIMITS.password),
      newPassword,
      revokeOtherSessions: z.boolean().optional().meta({ description: "Also end every other session." }),
    }),
    responses: {
      200: {
        description: "Changed.",
        body: z.object({
          token: z.string().nullable().meta({ description: "The new session's token when other sessions ended." }),
          user: authUser,
        }),
      },
    },
    errors: { 400: "The current password is wrong, or the new one is too short or too long." },
  },
  {
    operationId: "socialSignInCallback",
    method: "get",
    path: "/api/auth/callback/{provider}",
    tag: "Identity",
    summary: "Social sign-in callback",
    description:
      "Where Google or Facebook send the browser back after consent; the sign-in itself starts from the sign-in page. Not for API clients.",
    access: "public",
    pathParams: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }),
    query: z.object({
      code: z.string().optional(),
      state: z.string().optional(),
      error: z.string().optional(),
      error_description: z.string().optional(),
    }),
    responses: {
      302: {
        description: "To the page the sign-in started from, signed in, or to the sign-in page with the error.",
        headers: { Location: "Where the browser goes next." },
      },
    },
  },
];

/** Every call also counts against the general limit of /api/auth: 120 per address in a minute. */
export const identityOperations: ApiOperation[] = operations.map((op) => ({
  ...op,
  errors: { ...op.errors, 429: op.errors?.[429] ?? "Too many calls from this address or for this account." },
}));
