import { redirect } from "react-router";
import { codeSchema, emailSchema } from "../lib/auth-schemas.ts";
import { authMessages } from "../lib/messages/auth.ts";
import {
  codeLifetime,
  cookieHeaders,
  sendVerificationCode,
  verifyEmail,
} from "../server/identity/identity-service.server.ts";
import { actionError, parseWith, readForm } from "../server/http.server.ts";

/**
 * The action of the code forms on /thanks and /verify: the right code verifies the address and
 * signs in, and home then sends a new account on to its first steps; `intent=resend` mails a new
 * code.
 */
export async function verifyCodeAction(request: Request) {
  try {
    const form = await readForm(request);
    if (form.intent === "resend") {
      await sendVerificationCode(parseWith(emailSchema, form).email, request.headers);
      return { error: null, sent: authMessages.newCodeSent(codeLifetime()) };
    }
    const { email, code } = parseWith(codeSchema, form);
    const { cookies } = await verifyEmail(email, code, request.headers);
    return redirect("/", { headers: cookieHeaders(cookies) });
  } catch (error) {
    return actionError(error, { sent: null });
  }
}
