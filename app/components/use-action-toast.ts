import { useEffect, useEffectEvent, useRef } from "react";
import { toast } from "sonner";

/** SPEC.md section 8: messages show for 5 s, some failures 10 s; the sign-up success stays. */
export const TOAST_DURATION = { short: 5_000, long: 10_000, untilClosed: Number.POSITIVE_INFINITY } as const;

export type ToastNote = { tone: "success" | "error"; text: string; duration?: number };

/** Shows a message as a toast now (for handlers; pages showing a result use useActionToast). */
export function showToast({ tone, text, duration = TOAST_DURATION.short }: ToastNote): string | number {
  const untilClosed = duration === TOAST_DURATION.untilClosed;
  return (tone === "error" ? toast.error : toast.success)(text, { duration, closeButton: untilClosed });
}

/**
 * Shows the toast for a result once: `source` is the action's answer (actionData or
 * fetcher.data), a new object per submission, so re-renders and revalidations with the same answer
 * do not repeat it. `note` turns the answer into the message, or null for none.
 */
export function useActionToast<T>(source: T | null | undefined, note: (source: T) => ToastNote | null) {
  const shown = useRef<T | null>(null);
  const sticky = useRef<string | number | null>(null);
  // The note function is new on every render; only a new answer should show a toast.
  const show = useEffectEvent((answer: T) => {
    const message = note(answer);
    if (!message) return;
    const id = showToast(message);
    if (message.duration === TOAST_DURATION.untilClosed) sticky.current = id;
  });
  // A toast that waits to be closed belongs to its page: leaving the page closes it.
  useEffect(
    () => () => {
      if (sticky.current !== null) toast.dismiss(sticky.current);
    },
    [],
  );
  useEffect(() => {
    if (source === null || source === undefined || source === shown.current) return;
    shown.current = source;
    show(source);
  }, [source]);
}
