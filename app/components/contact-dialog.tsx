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
  /** docs/product.md §23: the toasts, e.g. 'An email is sent to this person successfully.' / 'Failed to send an email.'. */
  successText: string;
  failureText: string;
  note?: string;
};

type Errors = { from?: string; text?: string };

/** The schema's complaints, the first for each field. */
function errorsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Errors {
  const found: Errors = {};
  for (const issue of issues) {
    const field = issue.path[0] === "from" ? "from" : "text";
    found[field] ??= issue.message;
  }
  return found;
}

/** Posts the message; whether it was taken and the server's own words, if any. */
async function post(endpoint: string, body: Record<string, string>): Promise<{ ok: boolean; answer: string }> {
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(body),
    });
    const answer = ((await response.json().catch(() => null)) as { message?: string } | null)?.message ?? "";
    return { ok: response.ok, answer };
  } catch {
    // The network failed: the generic failure text says it.
    return { ok: false, answer: "" };
  }
}

/** The form's state and its submit: checked with the schema, posted, answered with a toast. */
function useContactForm({
  onOpenChange,
  endpoint,
  extra,
  initialEmail = "",
  successText,
  failureText,
}: Pick<ContactDialogProps, "onOpenChange" | "endpoint" | "extra" | "initialEmail" | "successText" | "failureText">) {
  const [from, setFrom] = useState(initialEmail);
  const [text, setText] = useState("");
  const [trap, setTrap] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = contactFormSchema.safeParse({ from, text, [HONEYPOT_FIELD]: trap });
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    setSending(true);
    const { ok, answer } = await post(endpoint, {
      ...extra,
      from: parsed.data.from,
      text: parsed.data.text,
      [HONEYPOT_FIELD]: trap,
    });
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

  return { from, setFrom, text, setText, trap, setTrap, errors, sending, submit };
}

/** The message, with the characters left under it and its error. */
function MessageField({
  id,
  text,
  setText,
  error,
}: {
  id: string;
  text: string;
  setText: (text: string) => void;
  error?: string;
}) {
  const left = FIELD_LIMITS.message - text.trim().length;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {contactMessages.message}
      </label>
      <textarea
        id={id}
        name="text"
        rows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ""}`}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
      />
      <p id={`${id}-count`} className={`mt-1 text-xs ${left < 0 ? "text-red-700" : "text-slate-600"}`}>
        {contactMessages.charactersLeft(left)}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The honeypot: out of sight, out of the tab order and hidden from assistive technology. */
function Honeypot({ id, trap, setTrap }: { id: string; trap: string; setTrap: (trap: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{contactMessages.honeypotLabel}</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={trap}
        onChange={(e) => setTrap(e.target.value)}
      />
    </div>
  );
}

/**
 * The dialog of both contact calls: the sender's e-mail and the message, checked with the
 * schema the server uses. The answer is a toast and the dialog closes either way
 * (docs/product.md §23); a refused message keeps its draft for another try.
 */
export default function ContactDialog(props: ContactDialogProps) {
  const { open, onOpenChange, title, emailFixed = false, note } = props;
  const form = useContactForm(props);
  const messageId = useId();
  const honeypotId = useId();
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} width="wide">
      <form onSubmit={form.submit} className="mt-4 space-y-4" noValidate>
        <Field
          label={contactMessages.yourEmail}
          name="from"
          type="email"
          autoComplete="email"
          value={form.from}
          readOnly={emailFixed}
          onChange={(e) => form.setFrom(e.target.value)}
          error={form.errors.from}
          className={emailFixed ? "[&_input]:bg-slate-100" : undefined}
        />
        <MessageField id={messageId} text={form.text} setText={form.setText} error={form.errors.text} />
        <Honeypot id={honeypotId} trap={form.trap} setTrap={form.setTrap} />
        {note && <p className="text-xs text-slate-600">{note}</p>}
        <SubmitOrCancel disabled={form.sending} onCancel={() => onOpenChange(false)}>
          {form.sending ? contactMessages.sending : contactMessages.send}
        </SubmitOrCancel>
      </form>
    </Modal>
  );
}
