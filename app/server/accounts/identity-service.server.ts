import { APIError } from "better-auth";
import { authMessages } from "../../lib/messages.ts";
import { getAuth } from "../auth/auth.server.ts";
import { logger } from "../logger.server.ts";

/** The outcome of an identity call: the cookies to set on success, or a message with its status. */
export type IdentityResult<T = undefined> =
  | { ok: true; value: T; cookies: string[] }
  | { ok: false; status: number; message: string; code?: string };

const normalizeEmail = (email: string) => email.trim().toLowerCase();

async function call<T>(run: () => Promise<Response>, read: (body: unknown) => T): Promise<IdentityResult<T>> {
  try {
    const response = await run();
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) {
      const { message, code } = (body ?? {}) as { message?: string; code?: string };
      return { ok: false, status: response.status, message: messageFor(response.status, code, message), code };
    }
    return { ok: true, value: read(body), cookies: response.headers.getSetCookie() };
  } catch (error) {
    if (error instanceof APIError) {
      const body = error.body as { message?: string; code?: string } | undefined;
      return {
        ok: false,
        status: error.statusCode,
        message: messageFor(error.statusCode, body?.code, body?.message),
        code: body?.code,
      };
    }
    logger.error({ err: error }, "identity call failed");
    return { ok: false, status: 500, message: "Something went wrong on our side. Please try again." };
  }
}

function messageFor(status: number, code: string | undefined, message: string | undefined): string {
  if (status === 429) return authMessages.tooManyAttempts;
  if (code === "EMAIL_NOT_VERIFIED") return authMessages.verifyFirst;
  if (code === "INVALID_EMAIL_OR_PASSWORD") return authMessages.invalidCredentials;
  if (code === "INVALID_OTP" || code === "OTP_EXPIRED" || code === "TOO_MANY_ATTEMPTS")
    return authMessages.verificationFailed;
  return message ?? "The request could not be completed.";
}

export function signUp(email: string, password: string, headers: Headers, name = "") {
  return call(
    () =>
      getAuth().api.signUpEmail({
        body: { email: normalizeEmail(email), password, name },
        headers,
        asResponse: true,
      }),
    (body) => {
      const user = (body as { user?: { id: string; email: string } }).user;
      return { id: user?.id ?? "", email: user?.email ?? normalizeEmail(email) };
    },
  );
}

export function signIn(email: string, password: string, headers: Headers) {
  return call(
    () => getAuth().api.signInEmail({ body: { email: normalizeEmail(email), password }, headers, asResponse: true }),
    (body) => {
      const b = body as { token: string; user: { id: string; email: string } };
      return { token: b.token, id: b.user.id, email: b.user.email };
    },
  );
}

/** A correct code also signs in: the session's cookies come with the result, its token in `value`. */
export function verifyEmail(email: string, code: string, headers: Headers) {
  return call(
    () =>
      getAuth().api.verifyEmailOTP({
        body: { email: normalizeEmail(email), otp: code.trim() },
        headers,
        asResponse: true,
      }),
    (body) => ({ token: (body as { token: string }).token }),
  );
}

export function sendVerificationCode(email: string, headers: Headers) {
  return call(
    () =>
      getAuth().api.sendVerificationOTP({
        body: { email: normalizeEmail(email), type: "email-verification" },
        headers,
        asResponse: true,
      }),
    () => undefined,
  );
}

/** Answers the same whether or not the address has an account. */
export function requestPasswordReset(email: string, headers: Headers) {
  return call(
    () =>
      getAuth().api.requestPasswordResetEmailOTP({ body: { email: normalizeEmail(email) }, headers, asResponse: true }),
    () => undefined,
  );
}

export function resetPassword(email: string, code: string, password: string, headers: Headers) {
  return call(
    () =>
      getAuth().api.resetPasswordEmailOTP({
        body: { email: normalizeEmail(email), otp: code.trim(), password },
        headers,
        asResponse: true,
      }),
    () => undefined,
  );
}

export function signOut(headers: Headers) {
  return call(
    () => getAuth().api.signOut({ headers, asResponse: true }),
    () => undefined,
  );
}

/** Response headers that set the identity cookies of a result. */
export function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}
