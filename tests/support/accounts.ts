import { decodeBody, type SmtpSink } from "./smtp-sink.ts";

/** The 6-digit code of the newest mail to `email` that arrives after `since` messages. */
export async function codeFor(sink: SmtpSink, email: string, since: number): Promise<string> {
  const message = await sink.waitFor(
    (m) => sink.messages.indexOf(m) >= since && m.to.includes(email.toLowerCase()),
    10_000,
  );
  const code = /\b(\d{6})\b/.exec(decodeBody(message.raw))?.[1];
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
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in of ${email} answered ${response.status}`);
  return cookiesSetBy(response);
}

/** The cookies a response sets, as the `Cookie` header that sends them back. */
export function cookiesSetBy(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}
