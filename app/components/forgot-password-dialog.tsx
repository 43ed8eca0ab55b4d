import { useState } from "react";
import { useFetcher } from "react-router";
import { messages } from "../lib/messages/common.ts";
import { accountTexts } from "../lib/messages/account.ts";
import { authMessages } from "../lib/messages/auth.ts";
import { Button } from "./ui/button.tsx";
import { Field, FormMessage, SubmitButton } from "./ui/field.tsx";
import { TOAST_DURATION } from "./toast-duration.ts";
import { useActionToast } from "./use-action-toast.ts";
import { Modal } from "./ui/modal.tsx";

/** What the sign-in action answers to the "send-code" and "reset" intents this dialog posts. */
type CodeResult = { error?: string; done?: string };

/** Forgot Password opens a modal that sends a one-time code and takes it with a new password (docs/product.md §13). */
export function ForgotPassword({ initialEmail }: { initialEmail: string }) {
  const [open, setOpen] = useState(false);
  const sender = useFetcher<CodeResult>();
  const resetter = useFetcher<CodeResult>();
  const [email, setEmail] = useState(initialEmail);
  const codeSent = Boolean(sender.data?.done);
  const resetDone = resetter.data?.done;
  // A successful reset closes the dialog once; it can be opened again after (React's pattern for
  // acting on a changed value during render rather than in an effect).
  const [seenReset, setSeenReset] = useState(resetter.data);
  if (resetter.data !== seenReset) {
    setSeenReset(resetter.data);
    if (resetDone) setOpen(false);
  }
  // The dialog closes on success, so that message is a toast (docs/product.md §23). Failures stay in
  // the open dialog beside their fields: a toast would sit behind the modal, in the inert page.
  useActionToast(resetter.data, (r) =>
    r.done ? { tone: "success", text: r.done, duration: TOAST_DURATION.long } : null,
  );
  return (
    <>
      {/* A click before the page has hydrated is held and made again once it has (early-clicks.ts). */}
      <button
        type="button"
        data-early-click=""
        onClick={() => {
          setEmail(initialEmail);
          setOpen(true);
        }}
        className="text-sm font-semibold text-blue-700 hover:underline"
      >
        {authMessages.forgotPassword}
      </button>
      <Modal open={open} onOpenChange={setOpen} title={authMessages.forgotPasswordTitle} width="narrow">
        <sender.Form method="post" className="mt-4 space-y-3" noValidate>
          <input type="hidden" name="intent" value="send-code" />
          <Field
            label={messages.email}
            name="email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {sender.data?.error && <FormMessage tone="error">{sender.data.error}</FormMessage>}
          {sender.data?.done && <FormMessage tone="success">{sender.data.done}</FormMessage>}
          <Button type="submit" variant="secondary">
            {codeSent ? accountTexts.sendAnotherCode : accountTexts.sendCode}
          </Button>
        </sender.Form>
        {codeSent && (
          <resetter.Form method="post" className="mt-6 space-y-3 border-t border-slate-200 pt-4" noValidate>
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="email" value={email} />
            <Field label={accountTexts.oneTimeCode} name="code" inputMode="numeric" autoComplete="one-time-code" />
            <Field label={accountTexts.newPassword} name="password" type="password" autoComplete="new-password" />
            {resetter.data?.error && <FormMessage tone="error">{resetter.data.error}</FormMessage>}
            <SubmitButton>{accountTexts.resetPassword}</SubmitButton>
          </resetter.Form>
        )}
        <button
          type="button"
          onClick={() => setOpen(false)}
          className="mt-4 text-sm font-semibold text-slate-700 hover:underline"
        >
          {messages.cancel}
        </button>
      </Modal>
    </>
  );
}
