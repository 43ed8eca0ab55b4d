import { useId } from "react";
import { Button } from "./button.tsx";

type Props = React.InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string | null };

/** A labelled input whose error is announced with it. */
export function Field({ label, error, className, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 shadow-sm focus:border-blue-600 focus:outline-none focus:ring-2 focus:ring-blue-600/30"
        {...input}
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function FormMessage({ tone, children }: { tone: "error" | "success"; children: React.ReactNode }) {
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-md px-3 py-2 text-sm ${tone === "error" ? "bg-red-50 text-red-800" : "bg-emerald-50 text-emerald-900"}`}
    >
      {children}
    </p>
  );
}

/** A form's main button; `intent` names what it asks the page's action to do, when the form asks more than one thing. */
export function SubmitButton({
  children,
  disabled,
  intent,
}: {
  children: React.ReactNode;
  disabled?: boolean;
  intent?: string;
}) {
  return (
    <Button type="submit" disabled={disabled} size="lg" className="w-full" name={intent && "intent"} value={intent}>
      {children}
    </Button>
  );
}
