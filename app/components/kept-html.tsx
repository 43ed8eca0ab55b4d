import { createContext, use } from "react";
import { useFollowLinksInApp } from "./follow-links-in-app.ts";

/**
 * HTML that a document carries but its loader data does not: parts that are only links and native
 * controls (the niche menus, the home page's featured cards). The server renders them once to HTML
 * (the menus once per change of the niches) and entry.server.tsx provides it here by id. Not
 * being loader data, it is neither rendered by React for every request nor sent a second time as
 * data for hydration (app/server/kept-html.server.ts).
 */
export const KeptHtmlContext = createContext<Readonly<Record<string, string>>>({});

// In the browser, what the document brought: a part that mounts again (the root's error boundary
// replaces its layout, a client navigation comes back) shows it again.
const kept = new Map<string, string>();

function keptInBrowser(id: string, html: string | null | undefined): string {
  if (typeof html === "string") kept.set(id, html);
  let inner = kept.get(id);
  if (inner === undefined) {
    inner = document.getElementById(id)?.innerHTML ?? "";
    kept.set(id, inner);
  }
  return inner;
}

/**
 * A `<div>` (or, `as="ul"`, a list of kept `<li>` items) holding kept HTML: on the server the
 * context's, in the browser the document's, or `html` when a client navigation's data brought it.
 * React hydrates the element with the HTML it already holds, so it never touches the inside. A
 * plain left click on a link inside stays in the app; other handlers on the element see the events
 * inside too (React's events bubble to it).
 */
export function KeptHtml({
  id,
  html,
  as: Tag = "div",
  ...rest
}: { id: string; html?: string | null; as?: "div" | "ul" } & Omit<
  React.HTMLAttributes<HTMLElement>,
  "dangerouslySetInnerHTML" | "onClick"
>) {
  const fromServer = use(KeptHtmlContext)[id];
  const followInApp = useFollowLinksInApp();
  const inner = typeof document === "undefined" ? (html ?? fromServer ?? "") : keptInBrowser(id, html);
  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- delegated: the links inside are focusable and followed by the keyboard natively
    <Tag id={id} {...rest} onClick={followInApp} dangerouslySetInnerHTML={{ __html: inner }} />
  );
}
