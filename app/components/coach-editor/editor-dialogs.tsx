import { Form } from "react-router";
import { FIELD_LIMITS } from "../../lib/limits.ts";
import { adminTexts as t } from "../../lib/messages/admin.ts";
import { Field, FormMessage } from "../ui/field.tsx";
import { Modal, SubmitOrCancel } from "../ui/modal.tsx";

/** The editor's dialogs, one open at a time. */
export type EditorDialog = "delete" | "link" | "notes" | "level";

type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** The action's refusal of this dialog's form, shown in it. */
  error: string | null;
  busy: boolean;
};

/** Delete the profile, after a yes. */
export function DeleteDialog({ open, onClose, error, busy }: DialogProps) {
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={t.deleteProfile} width="narrow">
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="delete" />
        <p className="text-slate-800">{t.deleteConfirm}</p>
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <SubmitOrCancel disabled={busy} onCancel={onClose} cancelLabel={t.no}>
          {t.yes}
        </SubmitOrCancel>
      </Form>
    </Modal>
  );
}

/** Give the profile to the account with this e-mail address. */
export function LinkDialog({ open, onClose, error, busy }: DialogProps) {
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={t.linkProfile} width="wide">
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="link" />
        <Field label={t.linkEmail} name="email" type="email" required maxLength={FIELD_LIMITS.email} error={error} />
        <SubmitOrCancel disabled={busy} onCancel={onClose}>
          {t.linkProfile}
        </SubmitOrCancel>
      </Form>
    </Modal>
  );
}

/** The admins' notes on the profile, which only admins see. */
export function NotesDialog({ open, onClose, error, busy, notes }: DialogProps & { notes: string }) {
  return (
    <Modal open={open} onOpenChange={(o) => !o && onClose()} title={t.addNotes} width="wide">
      <Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="notes" />
        <label className="block text-sm font-medium text-slate-800">
          {t.notes}
          <textarea
            name="notes"
            rows={6}
            maxLength={FIELD_LIMITS.notes}
            defaultValue={notes}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </label>
        <p className="text-sm text-slate-600">{t.notesHint}</p>
        {error && <FormMessage tone="error">{error}</FormMessage>}
        <SubmitOrCancel disabled={busy} onCancel={onClose}>
          {t.save}
        </SubmitOrCancel>
      </Form>
    </Modal>
  );
}
