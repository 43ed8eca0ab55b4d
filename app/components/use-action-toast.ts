import { useEffect, useEffectEvent, useRef } from "react";
import { TOAST_DURATION } from "./toast-duration.ts";
import { loadSonner, toasterReady } from "./toaster-ready.ts";

export type ToastNote = { tone: "success" | "error"; text: string; duration?: number };

type ToastId = string | number;

/** Shows a message as a toast (for handlers; pages showing a result use useActionToast). */
export async function showToast({ tone, text, duration = TOAST_DURATION.short }: ToastNote): Promise<ToastId> {
  const [{ toast }] = await Promise.all([loadSonner(), toasterReady]);
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
  const sticky = useRef<Promise<ToastId> | null>(null);
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
      void sticky.current?.then(async (id) => (await loadSonner()).toast.dismiss(id));
    },
    [],
  );
  useEffect(() => {
    if (source === null || source === undefined || source === shown.current) return;
    shown.current = source;
    show(source);
  }, [source]);
}
