import { decodeBody, type SmtpSink } from "./smtp-sink.ts";

const CODE = /\b(\d{6})\b/;

/**
 * The 6-digit code of the first mail with a code to `email` that arrives after `since` messages.
 * Other mails to the address (the welcome mail, sent by the job queue) may arrive in between.
 */
export async function codeFor(sink: SmtpSink, email: string, since: number): Promise<string> {
  const message = await sink.waitFor(
    (m) => sink.messages.indexOf(m) >= since && m.to.includes(email.toLowerCase()) && CODE.test(decodeBody(m.raw)),
    10_000,
  );
  const code = CODE.exec(decodeBody(message.raw))?.[1];
  if (!code) throw new Error(`No code in the mail to ${email}`);
  return code;
}

export async function post(base: string, path: string, body: unknown, init: RequestInit = {}) {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    ...init,
    headers: { "Content-Type": "application/json", ...init.headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as Record<string, any> };
}

/** The session cookie a browser holds after signing in, for requests to pages (not the API). */
export async function sessionCookie(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/signin`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
    body: new URLSearchParams({ intent: "signin", email, password }).toString(),
  });
  if (response.status !== 302) throw new Error(`Sign-in of ${email} answered ${response.status}`);
  return cookiesSetBy(response);
}

/** The cookies a response sets, as the `Cookie` header that sends them back. */
export function cookiesSetBy(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/**
 * A new account, confirmed with the mailed code and signed in: its bearer token. Without a
 * `name` the profile stays unnamed, as after a plain e-mail sign-up.
 */
export async function newAccount(
  base: string,
  sink: SmtpSink,
  account: { email: string; password: string; name?: string },
): Promise<string> {
  const since = sink.messages.length;
  const signup = await post(base, "/api/signup", account, { method: "PUT" });
  if (signup.status >= 300) throw new Error(`Sign-up of ${account.email} answered ${signup.status}`);
  const code = await codeFor(sink, account.email, since);
  const confirm = await post(base, "/api/confirmuser", { email: account.email, code });
  if (confirm.status !== 200) throw new Error(`Confirming ${account.email} answered ${confirm.status}`);
  const signin = await post(base, "/api/signin", { email: account.email, password: account.password });
  if (signin.status !== 200) throw new Error(`Signing in ${account.email} answered ${signin.status}`);
  return signin.body.data.token as string;
}
