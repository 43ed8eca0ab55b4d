import { createContext } from "react";

/**
 * This response's Content-Security-Policy nonce, for the document's own inline script
 * (early-clicks.ts). Provided by app/entry.server.tsx around the router; undefined in the browser,
 * which hides nonces from script (the script has run by then).
 */
export const NonceContext = createContext<string | undefined>(undefined);
