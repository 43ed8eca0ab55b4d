import { useId, useState } from "react";
import { contactFormSchema, HONEYPOT_FIELD } from "../lib/contact-schemas.ts";
import { FIELD_LIMITS } from "../lib/limits.ts";
import { contactMessages } from "../lib/messages/contact.ts";
import { Field } from "./ui/field.tsx";
import { Modal, SubmitOrCancel } from "./ui/modal.tsx";
import { TOAST_DURATION } from "./toast-duration.ts";
import { showToast } from "./use-action-toast.ts";

// Loaded on demand (React.lazy) by the Contact Us button in the footer and the contact-me-directly
// button on level 5 coach pages, so pages that never open it do not carry it (nor zod).

export type ContactDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** POST /api/email or /api/contact. */
  endpoint: "/api/email" | "/api/contact";
  /** Fields the endpoint needs besides from and text (the coach's id). */
  extra?: Record<string, string>;
  /** The signed-in visitor's address; `emailFixed` shows it read-only (contact-me-directly). */
  initialEmail?: string;
  emailFixed?: boolean;
  /** SPEC.md section 8: the toasts, e.g. 'An email is sent to this person successfully.' / 'Failed to send an email.'. */
  successText: string;
  failureText: string;
  note?: string;
};

type Errors = { from?: string; text?: string };

/**
 * The dialog of both contact calls: the sender's e-mail and the message, checked with the
 * schema the server uses. The answer is a toast and the dialog closes either way (SPEC.md section
 * 8); a refused message keeps its draft for another try.
 */
export default function ContactDialog({
  open,
  onOpenChange,
  title,
  endpoint,
  extra,
  initialEmail = "",
  emailFixed = false,
  successText,
  failureText,
  note,
}: ContactDialogProps) {
  const [from, setFrom] = useState(initialEmail);
  const [text, setText] = useState("");
  const [trap, setTrap] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);
  const messageId = useId();
  const honeypotId = useId();

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = contactFormSchema.safeParse({ from, text, [HONEYPOT_FIELD]: trap });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === "from" ? "from" : "text";
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setSending(true);
    let ok = false;
    let answer = "";
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...extra, from: parsed.data.from, text: parsed.data.text, [HONEYPOT_FIELD]: trap }),
      });
      ok = response.ok;
      answer = ((await response.json().catch(() => null)) as { message?: string } | null)?.message ?? "";
    } catch {
      // The network failed: the generic failure text says it.
    }
    setSending(false);
    onOpenChange(false);
    if (ok) {
      setText("");
      void showToast({ tone: "success", text: answer || successText });
    } else {
      void showToast({
        tone: "error",
        text: answer && answer !== failureText ? `${failureText} ${answer}` : failureText,
        duration: TOAST_DURATION.long,
      });
    }
  };

  const left = FIELD_LIMITS.message - text.trim().length;
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} width="wide">
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <Field
          label={contactMessages.yourEmail}
          name="from"
          type="email"
          autoComplete="email"
          value={from}
          readOnly={emailFixed}
          onChange={(e) => setFrom(e.target.value)}
          error={errors.from}
          className={emailFixed ? "[&_input]:bg-slate-100" : undefined}
        />
        <div>
          <label htmlFor={messageId} className="block text-sm font-medium text-slate-800">
            {contactMessages.message}
          </label>
          <textarea
            id={messageId}
            name="text"
            rows={6}
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-invalid={errors.text ? true : undefined}
            aria-describedby={`${messageId}-count${errors.text ? ` ${messageId}-error` : ""}`}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
          />
          <p id={`${messageId}-count`} className={`mt-1 text-xs ${left < 0 ? "text-red-700" : "text-slate-600"}`}>
            {contactMessages.charactersLeft(left)}
          </p>
          {errors.text && (
            <p id={`${messageId}-error`} className="mt-1 text-sm text-red-700">
              {errors.text}
            </p>
          )}
        </div>
        {/* The honeypot: out of sight, out of the tab order and hidden from assistive technology. */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={honeypotId}>{contactMessages.honeypotLabel}</label>
          <input
            id={honeypotId}
            name={HONEYPOT_FIELD}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={trap}
            onChange={(e) => setTrap(e.target.value)}
          />
        </div>
        {note && <p className="text-xs text-slate-600">{note}</p>}
        <SubmitOrCancel disabled={sending} onCancel={() => onOpenChange(false)}>
          {sending ? contactMessages.sending : contactMessages.send}
        </SubmitOrCancel>
      </form>
    </Modal>
  );
}
