// The looks are app.css's `.btn` classes (a button is on most pages, several on a list of cards).
// Layout (margins, width, display) is the caller's `className`; being utilities, the caller's
// classes win over the variant's and the size's.
const VARIANTS = {
  primary: "btn-primary",
  /** The amber call to action: sign up, log out, upgrade, rate a coach. */
  accent: "btn-accent",
  secondary: "btn-secondary",
  ghost: "btn-ghost",
  dark: "btn-dark",
  /** The test checkout's Pay. */
  success: "btn-success",
} as const;

const SIZES = { sm: "btn-sm", md: "", lg: "btn-lg" } as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;
type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; className?: string };

/** A button's classes, for a link that looks like one (`<Link className={buttonClass({ size: "lg" })}>`). */
export function buttonClass({ variant = "primary", size = "md", className }: ButtonStyle = {}) {
  return ["btn", VARIANTS[variant], SIZES[size], className].filter(Boolean).join(" ");
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
