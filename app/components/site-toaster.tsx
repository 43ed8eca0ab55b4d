import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
// sonner's style sheet and ours (site-toaster.css) are imported by app/app.css: its runtime <style>
// injection is stripped at build time (vite-sonner-css.ts) because the CSP's `style-src 'self'`
// refuses inline style elements.
import { toastTexts } from "../lib/messages/toasts.ts";
import { loadSonner, setToasterReady } from "./toaster-ready.ts";
import { TOAST_DURATION } from "./toast-duration.ts";

const Toaster = lazy(() => loadSonner().then((sonner) => ({ default: sonner.Toaster })));

const noSubscription = () => () => {};

/** Rendered after the Toaster, so its effect runs once the Toaster's subscription is in place. */
function Ready() {
  useEffect(setToasterReady, []);
  return null;
}

/**
 * The one place toasts appear; sonner keeps it an aria-live region (polite) for screen readers.
 * It mounts after hydration (see toaster-ready.ts), so server and first client render agree.
 */
export function SiteToaster() {
  // False on the server and while hydrating, true after: React's documented hydration check.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        richColors
        duration={TOAST_DURATION.short}
        containerAriaLabel={toastTexts.region}
        toastOptions={{ className: "font-sans", closeButtonAriaLabel: toastTexts.close }}
      />
      <Ready />
    </Suspense>
  );
}
