import { APIError } from "better-auth";
import { lifetimeText } from "../../lib/messages/mail.ts";
import { authMessages } from "../../lib/messages/auth.ts";
import { config } from "../config.server.ts";
import { getAuth } from "./auth.server.ts";
import type { SocialProvider } from "../../lib/social-providers.ts";
import { enabledSocialProviders } from "./social-providers.server.ts";
import { DomainError, type DomainErrorKind } from "../domain-error.server.ts";

/** How long e-mailed codes are valid, in words (CODE_TTL_SECONDS). */
export const codeLifetime = () => lifetimeText(config.CODE_TTL_SECONDS);

/** A successful identity call: what it answered, and the cookies to set (a new session, or its end). */
export type Signed<T> = { value: T; cookies: string[] };

type Failure = { status: number; code?: string; message?: string };

const normalizeEmail = (email: string) => email.trim().toLowerCase();

const KINDS: Record<number, DomainErrorKind> = {
  400: "invalid",
  401: "unauthorized",
  403: "forbidden",
  404: "not-found",
  409: "conflict",
  422: "unprocessable",
  429: "too-many",
};

/** better-auth's refusal in our words; a failure it does not explain (a 5xx) stays an error. */
function refusal({ status, code, message }: Failure): DomainError {
  const kind = KINDS[status];
  if (!kind) throw new Error(`identity call failed with ${status} ${code ?? ""}`);
  if (status === 429) return new DomainError(kind, authMessages.tooManyAttempts);
  if (code === "EMAIL_NOT_VERIFIED") return new DomainError(kind, authMessages.verifyFirst);
  if (code === "INVALID_EMAIL_OR_PASSWORD") return new DomainError(kind, authMessages.invalidCredentials);
  if (code === "INVALID_OTP" || code === "OTP_EXPIRED" || code === "TOO_MANY_ATTEMPTS")
    return new DomainError(kind, authMessages.verificationFailed);
  return new DomainError(kind, message ?? authMessages.requestFailed);
}

/** Runs a better-auth call; its refusals come back as the Failure, for the caller to judge. */
async function call<T>(run: () => Promise<Response>, read: (body: unknown) => T): Promise<Signed<T> | Failure> {
  try {
    const response = await run();
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok) return { status: response.status, ...((body ?? {}) as { message?: string; code?: string }) };
    return { value: read(body), cookies: response.headers.getSetCookie() };
  } catch (error) {
    if (!(error instanceof APIError)) throw error;
    return { status: error.statusCode, ...((error.body ?? {}) as { message?: string; code?: string }) };
  }
}

const succeeded = <T>(result: Signed<T> | Failure): result is Signed<T> => "cookies" in result;

/** The value of a successful call, or its refusal thrown as a DomainError. */
async function signed<T>(result: Promise<Signed<T> | Failure>): Promise<Signed<T>> {
  const outcome = await result;
  if (succeeded(outcome)) return outcome;
  throw refusal(outcome);
}

/**
 * Creates the account and mails its code. An address that already has an account gets the
 * same answer as a new one (id null), so sign-up never tells who has an account.
 */
export async function signUp(
  email: string,
  password: string,
  headers: Headers,
  name = "",
): Promise<{ id: string | null; email: string }> {
  const outcome = await call(
    () =>
      getAuth().api.signUpEmail({ body: { email: normalizeEmail(email), password, name }, headers, asResponse: true }),
    (body) => (body as { user?: { id: string; email: string } }).user,
  );
  if (succeeded(outcome))
    return { id: outcome.value?.id ?? null, email: outcome.value?.email ?? normalizeEmail(email) };
  if (outcome.code?.startsWith("USER_ALREADY_EXISTS")) return { id: null, email: normalizeEmail(email) };
  throw refusal(outcome);
}

export function signIn(email: string, password: string, headers: Headers) {
  return signed(
    call(
      () => getAuth().api.signInEmail({ body: { email: normalizeEmail(email), password }, headers, asResponse: true }),
      (body) => {
        const b = body as { token: string; user: { id: string; email: string } };
        return { token: b.token, id: b.user.id, email: b.user.email };
      },
    ),
  );
}

/**
 * A correct code also signs in: the session's cookies come with the result, its token in `value`.
 * Any refusal but throttling reads as a wrong code, whether or not the address has an account.
 */
export async function verifyEmail(email: string, code: string, headers: Headers) {
  const outcome = await call(
    () =>
      getAuth().api.verifyEmailOTP({
        body: { email: normalizeEmail(email), otp: code.trim() },
        headers,
        asResponse: true,
      }),
    (body) => ({ token: (body as { token: string }).token }),
  );
  if (succeeded(outcome)) return outcome;
  if (outcome.status === 429) throw refusal(outcome);
  throw new DomainError("invalid", authMessages.verificationFailed);
}

/**
 * Calls whose answer must not tell whether the address has an account: only being throttled
 * is reported; every other refusal looks like success.
 */
async function quietly(result: Promise<Signed<undefined> | Failure>): Promise<void> {
  const outcome = await result;
  if (!succeeded(outcome) && outcome.status === 429) throw refusal(outcome);
}

export function sendVerificationCode(email: string, headers: Headers) {
  return quietly(
    call(
      () =>
        getAuth().api.sendVerificationOTP({
          body: { email: normalizeEmail(email), type: "email-verification" },
          headers,
          asResponse: true,
        }),
      () => undefined,
    ),
  );
}

export function requestPasswordReset(email: string, headers: Headers) {
  return quietly(
    call(
      () =>
        getAuth().api.requestPasswordResetEmailOTP({
          body: { email: normalizeEmail(email) },
          headers,
          asResponse: true,
        }),
      () => undefined,
    ),
  );
}

export function resetPassword(email: string, code: string, password: string, headers: Headers) {
  return signed(
    call(
      () =>
        getAuth().api.resetPasswordEmailOTP({
          body: { email: normalizeEmail(email), otp: code.trim(), password },
          headers,
          asResponse: true,
        }),
      () => undefined,
    ),
  );
}

/**
 * Changes the signed-in user's password (the session in `headers`) and ends their other
 * sessions, bearer tokens included. A wrong old password is better-auth's refusal in its own words
 * ("Invalid password");
 * the cookies of the renewed session come with the result.
 */
export async function changePassword(oldPassword: string, newPassword: string, headers: Headers) {
  const outcome = await call(
    () =>
      getAuth().api.changePassword({
        body: { currentPassword: oldPassword, newPassword, revokeOtherSessions: true },
        headers,
        asResponse: true,
      }),
    () => undefined,
  );
  if (succeeded(outcome)) return outcome;
  throw refusal(outcome);
}

/**
 * Starts a Google or Facebook sign-in: the provider's consent address, and the cookies that hold
 * the OAuth state until the provider sends the browser back. `callbackURL` must be one of ours.
 */
export async function startSocialSignIn(
  provider: SocialProvider,
  callbackURL: string,
  headers: Headers,
): Promise<Signed<{ url: string }>> {
  if (!enabledSocialProviders().includes(provider))
    throw new DomainError("not-found", authMessages.providerUnavailable);
  return signed(
    call(
      () =>
        getAuth().api.signInSocial({
          body: { provider, callbackURL, errorCallbackURL: "/signin" },
          headers,
          asResponse: true,
        }),
      (body) => ({ url: (body as { url: string }).url }),
    ),
  );
}

/** Ends the session; the cookies that clear it (none when there was no session). */
export async function signOut(headers: Headers): Promise<string[]> {
  const outcome = await call(
    () => getAuth().api.signOut({ headers, asResponse: true }),
    () => undefined,
  );
  return succeeded(outcome) ? outcome.cookies : [];
}

/** Response headers that set the identity cookies of a result. */
export function cookieHeaders(cookies: string[]): Headers {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return headers;
}
