import type { Plugin } from "vite";

// sonner 2 adds its styles with a runtime <style> element, which the pages' CSP
// (`style-src 'self'`, decision 0035) refuses with a console violation. The same rules ship as
// sonner/dist/styles.css, which app/components/site-toaster.tsx imports into our own CSS; this
// removes the runtime call from sonner's module in the build.
const INSERT_CALL = /^__insertCSS\("(?:[^"\\]|\\.)*"\);?$/m;

export function sonnerWithoutRuntimeCss(): Plugin {
  return {
    name: "sonner-without-runtime-css",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]/.test(id)) return null;
      if (!INSERT_CALL.test(code)) {
        // A new sonner that injects differently must fail the build, not the pages' policy.
        if (code.includes("__insertCSS(")) this.error("sonner's runtime CSS call changed: update vite-sonner-css.ts");
        return null;
      }
      return { code: code.replace(INSERT_CALL, ""), map: null };
    },
  };
}
