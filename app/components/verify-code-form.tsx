import { Form } from "react-router";
import { Field, FormMessage, SubmitButton } from "./ui/field.tsx";
import { messages } from "../lib/messages/common.ts";
import { accountTexts } from "../lib/messages/account.ts";

/** What the action answered: an error, or the notice that a new code was sent. */
type Outcome = { error: string | null; sent: string | null } | undefined;

/**
 * E-mail and code, with a button for a new code. Right after sign-up the address is known and
 * sent along unseen, so the visitor only types the code.
 */
export function VerifyCodeForm({ email, askEmail, outcome }: { email: string; askEmail: boolean; outcome: Outcome }) {
  return (
    <Form method="post" className="space-y-4" noValidate>
      {askEmail ? (
        <Field label={messages.email} name="email" type="email" autoComplete="email" defaultValue={email} />
      ) : (
        <input type="hidden" name="email" value={email} />
      )}
      <Field label={accountTexts.verificationCode} name="code" inputMode="numeric" autoComplete="one-time-code" />
      {outcome?.error && <FormMessage tone="error">{outcome.error}</FormMessage>}
      {outcome?.sent && <FormMessage tone="success">{outcome.sent}</FormMessage>}
      <SubmitButton intent="verify">{accountTexts.verify}</SubmitButton>
      <button
        type="submit"
        name="intent"
        value="resend"
        className="w-full text-sm font-semibold text-blue-700 hover:underline"
      >
        {accountTexts.sendNewCode}
      </button>
    </Form>
  );
}
