import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { Button } from "../ui/button.tsx";
import { useActionToast } from "../use-action-toast.ts";

/** The coach page action's answer to a form under a review. */
export type ReviewFormResult = { intent: string | null; ok: boolean; message?: string; error?: string };

/**
 * A small form under a review, opened by a plain button: posted with a fetcher to the coach
 * page's action (which reloads the page's data), closed once done; the outcome is a toast.
 * `failed` is the text of a failure the action gave no message for.
 */
export function useReviewForm(failed: string) {
  const fetcher = useFetcher<ReviewFormResult>();
  const [open, setOpen] = useState(false);
  const result = fetcher.data;
  useActionToast(result, (r) =>
    r.ok ? (r.message ? { tone: "success", text: r.message } : null) : { tone: "error", text: r.error ?? failed },
  );
  // Done: the form closes (a failure keeps it open, its text there to fix), once per answer.
  const [seen, setSeen] = useState(result);
  if (result !== seen) {
    setSeen(result);
    if (result?.ok) setOpen(false);
  }
  return { fetcher, open, setOpen, busy: fetcher.state !== "idle" };
}

export const linkButtonClass = "text-sm font-semibold text-blue-700 hover:underline disabled:opacity-60";
export const deleteButtonClass = "text-sm font-semibold text-red-700 hover:underline disabled:opacity-60";
const controlClass = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm text-slate-900";
/** Below the review's row of buttons, the whole width. */
export const inlineFormClass = "order-last basis-full space-y-3 rounded-md bg-slate-50 p-3";

/** A labelled textarea of a form under a review. */
export function TextArea({
  label,
  hint,
  ...props
}: React.ComponentProps<"textarea"> & { label: string; hint?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <textarea
        id={id}
        rows={3}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={controlClass}
        {...props}
      />
    </div>
  );
}

/** A labelled select of a form under a review. */
export function Select({ label, children, ...props }: React.ComponentProps<"select"> & { label: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} className={controlClass} {...props}>
        {children}
      </select>
    </div>
  );
}

/** A form's submit (small) and Cancel, which closes it. */
export function SubmitOrClose({
  submit,
  cancel,
  busy,
  onCancel,
}: {
  submit: string;
  cancel: string;
  busy?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <Button type="submit" size="sm" disabled={busy}>
        {submit}
      </Button>
      <Button variant="ghost" size="sm" onClick={onCancel}>
        {cancel}
      </Button>
    </div>
  );
}

/** The plain button that opens and closes a form under a review. */
export function OpenButton({
  open,
  setOpen,
  busy,
  children,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
  busy: boolean;
  children: React.ReactNode;
}) {
  return (
    // The reviews hydrate after the page (deferred.tsx): a click before then is held and made again
    // once they have (early-clicks.ts).
    <button
      type="button"
      data-early-click=""
      className={linkButtonClass}
      aria-expanded={open}
      onClick={() => setOpen(!open)}
      disabled={busy}
    >
      {children}
    </button>
  );
}
