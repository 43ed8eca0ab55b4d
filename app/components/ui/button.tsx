// Whole class strings, so Tailwind finds them. Layout (margins, width, display) is the caller's
// `className`; it must not set what a variant or size sets (colour, padding, text size), since two
// classes for one property do not override each other by their order in the attribute.
const BASE =
  "rounded-md font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS = {
  primary: "bg-blue-700 text-white hover:bg-blue-800",
  /** The amber call to action: sign up, log out, upgrade, rate a coach. */
  accent: "bg-amber-400 text-slate-900 hover:bg-amber-300",
  secondary: "border border-slate-300 text-slate-800 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  dark: "bg-slate-800 text-white hover:bg-slate-700",
  /** The test checkout's Pay. */
  success: "bg-emerald-700 text-white hover:bg-emerald-800",
} as const;

const SIZES = {
  sm: "px-3 py-1.5 text-sm",
  md: "px-4 py-2 text-sm",
  lg: "px-5 py-2.5",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;
type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** A button's classes, for a link that looks like one (`<Link className={buttonClass({ size: "lg" })}>`). */
export function buttonClass({ variant = "primary", size = "md", className }: ButtonStyle = {}) {
  return [BASE, VARIANTS[variant], SIZES[size], className].filter(Boolean).join(" ");
}

/** A `<button>` of one of the site's variants and sizes; `type` is "button" unless given. */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
