import { createContext, type ReactNode, use } from "react";

/**
 * Set for a render that no visitor waits for (a lapsed page's successor, decision 0094): how to
 * wait for the event loop's next turn. Null for every other render, and in the browser.
 */
export const NextTurnContext = createContext<(() => Promise<void>) | null>(null);

/**
 * Its children, rendered in a later turn of the event loop when the render is a successor's: the
 * page then renders in parts, and the kept answers that wait meanwhile go out between them instead
 * of behind the whole render. The HTML is the same either way (no Suspense boundary: the document
 * waits for every part, then goes out whole).
 */
export function LaterTurn({ children }: { children: ReactNode }) {
  const nextTurn = use(NextTurnContext);
  if (nextTurn) use(nextTurn());
  return children;
}
