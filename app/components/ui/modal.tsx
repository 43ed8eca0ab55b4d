import { useEffect, useId, useRef } from "react";
import { messages } from "../../lib/messages/common.ts";
import { Button } from "./button.tsx";
import { SubmitButton } from "./field.tsx";

// Arbitrary widths are whole strings so Tailwind finds them.
const WIDTH_CLASSES = {
  narrow: "w-[min(28rem,calc(100vw-2rem))]",
  wide: "w-[min(36rem,calc(100vw-2rem))]",
} as const;

type Props = {
  open: boolean;
  /** Called with false whenever the dialog closes, Escape included, so the caller's state follows. */
  onOpenChange: (open: boolean) => void;
  title: string;
  width: keyof typeof WIDTH_CLASSES;
  children: React.ReactNode;
};

/**
 * A titled modal dialog: the browser's own modal `<dialog>`, not Radix Dialog. The browser already
 * makes the page behind it inert, moves focus in and back and closes it with Escape; Radix would add
 * about 13 KB of gzipped JavaScript to every page that can open one, and its scroll lock inserts a
 * `<style>` element that our Content-Security-Policy refuses (docs/decisions/0038-modal-dialogs-are-native.md).
 */
export function Modal({ open, onOpenChange, title, width, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (open && !element?.open) element?.showModal();
    if (!open && element?.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onClose={() => onOpenChange(false)}
      className={`m-auto ${WIDTH_CLASSES[width]} rounded-xl p-6 shadow-xl backdrop:bg-slate-950/50`}
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </dialog>
  );
}

/**
 * A dialog form's last row: its submit button, taking the width, and Cancel (or `cancelLabel`),
 * which closes the dialog.
 */
export function SubmitOrCancel({
  children,
  disabled,
  onCancel,
  cancelLabel = messages.cancel,
}: {
  children: React.ReactNode;
  disabled?: boolean;
  onCancel: () => void;
  cancelLabel?: string;
}) {
  return (
    <div className="flex items-center gap-3">
      <div className="flex-1">
        <SubmitButton disabled={disabled}>{children}</SubmitButton>
      </div>
      <Button variant="ghost" size="lg" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
