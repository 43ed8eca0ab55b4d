import { redirect } from "react-router";
import { verifyCodeForm } from "../lib/auth-schemas.ts";
import { unhandled } from "../lib/form-intents.ts";
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
 * signs in (`intent=verify`), and home then sends a new account on to its first steps;
 * `intent=resend` mails a new code.
 */
export async function verifyCodeAction(request: Request) {
  try {
    const asked = parseWith(verifyCodeForm, await readForm(request));
    switch (asked.intent) {
      case "resend":
        await sendVerificationCode(asked.input.email, request.headers);
        return { error: null, sent: authMessages.newCodeSent(codeLifetime()) };
      case "verify": {
        const { cookies } = await verifyEmail(asked.input.email, asked.input.code, request.headers);
        return redirect("/", { headers: cookieHeaders(cookies) });
      }
      default:
        return unhandled(asked);
    }
  } catch (error) {
    return actionError(error, { sent: null });
  }
}
