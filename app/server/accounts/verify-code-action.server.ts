import { data, redirect } from "react-router";
import { codeSchema, emailSchema, firstError } from "../../lib/auth-schemas.ts";
import { cookieHeaders, sendVerificationCode, verifyEmail } from "./identity-service.server.ts";
import { readForm } from "../http.server.ts";

/**
 * The code forms of /thanks and /verify: the right code verifies the address and signs in, and
 * home then sends a new account on to its first steps; `intent=resend` mails a new code.
 */
export async function verifyCodeAction(request: Request) {
  const form = await readForm(request);
  if (form.intent === "resend") {
    const parsed = emailSchema.safeParse(form);
    if (!parsed.success) return data({ error: firstError(parsed.error), sent: false }, 400);
    const result = await sendVerificationCode(parsed.data.email, request.headers);
    if (!result.ok && result.status === 429) return data({ error: result.message, sent: false }, 429);
    return { error: null, sent: true };
  }
  const parsed = codeSchema.safeParse(form);
  if (!parsed.success) return data({ error: firstError(parsed.error), sent: false }, 400);
  const result = await verifyEmail(parsed.data.email, parsed.data.code, request.headers);
  if (!result.ok) return data({ error: result.message, sent: false }, result.status);
  return redirect("/", { headers: cookieHeaders(result.cookies) });
}
