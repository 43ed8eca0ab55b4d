import { createContext, RouterContextProvider } from "react-router";

type KeptHtmlStore = { document: boolean; html: Record<string, string> };

// One key for every copy of this module (the development server may load it again).
const key = Symbol.for("coach-directory.kept-html");
const keptHtml = ((globalThis as Record<symbol, unknown>)[key] ??= createContext<KeptHtmlStore | null>(
  null,
)) as ReturnType<typeof createContext<KeptHtmlStore | null>>;

/**
 * The load context of one request (server.ts): whether it asks for a document or for a client
 * navigation's data (`.data`), and the document's kept HTML (components/kept-html.tsx).
 */
export function loadContextFor(request: Request): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(keptHtml, { document: !new URL(request.url).pathname.endsWith(".data"), html: {} });
  return context;
}

/**
 * In a loader: a document carries `html` in its kept part `id` and the loader's data gets null; a
 * client navigation's data carries the HTML itself.
 */
export function keepHtml(context: Readonly<RouterContextProvider>, id: string, html: string): string | null {
  const store = context.get(keptHtml);
  if (!store?.document) return html;
  store.html[id] = html;
  return null;
}

/** In entry.server.tsx: the kept HTML that this document's loaders gave. */
export const keptHtmlOf = (context: Readonly<RouterContextProvider>): Record<string, string> =>
  context.get(keptHtml)?.html ?? {};
