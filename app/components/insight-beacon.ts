import { useEffect } from "react";
import type { InsightClickKind, InsightEvents } from "../lib/insight-event-schema.ts";

// What a page listed and what was clicked on it are counted from the browser (decision 0076): a
// page from the page cache counts like a rendered one, and a bot that runs no script sends
// nothing. Only after hydration (effects and clicks). A coach page's view is counted by the
// server where it answers the page (decision 0084).

/**
 * Sends a page's events in one request. `keepalive` lets a click that leaves the page still
 * arrive; a failure is ignored, since counting must never get in a visitor's way.
 */
export function sendInsights(events: InsightEvents): void {
  try {
    fetch("/api/insights/events", {
      method: "POST",
      keepalive: true,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(events),
    }).catch(() => {});
  } catch {
    // No fetch, or keepalive's budget used up: the count is lost, nothing else.
  }
}

/** A click on one of a coach's links or videos. */
export const sendInsightClick = (coachId: string, kind: InsightClickKind): void =>
  sendInsights({ clicks: [{ coachId, kind }] });

/**
 * After hydration, once for each page shown: the coaches a search or niche page lists. `page`
 * names what is shown (the list with its filters): a client navigation to another one sends again,
 * a revalidation of the same one does not. A coach page's view is counted by the server, where
 * the page is answered (decision 0084).
 */
export function useShownCoaches(as: "search" | "niche", page: string, coachIds: string[]): void {
  // One string for the page and its coaches, so the effect runs again when either changes.
  const shown = `${page}\n${coachIds.join(" ")}`;
  useEffect(() => {
    const ids = shown.slice(shown.lastIndexOf("\n") + 1);
    if (!ids) return;
    const list = ids.split(" ");
    sendInsights({ impressions: { [as]: list } });
  }, [as, shown]);
}
