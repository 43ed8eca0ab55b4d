import { Toaster } from "sonner";
// sonner's own style sheet, bundled with ours: its runtime <style> injection is stripped at
// build time (vite.config.ts) because the CSP's `style-src 'self'` refuses inline style elements.
import "sonner/dist/styles.css";
import "./site-toaster.css";
import { toastTexts } from "../lib/messages.ts";
import { TOAST_DURATION } from "./use-action-toast.ts";

/** The one place toasts appear; sonner keeps it an aria-live region (polite) for screen readers. */
export function SiteToaster() {
  return (
    <Toaster
      position="top-center"
      richColors
      duration={TOAST_DURATION.short}
      containerAriaLabel={toastTexts.region}
      toastOptions={{ className: "font-sans", closeButtonAriaLabel: toastTexts.close }}
    />
  );
}
