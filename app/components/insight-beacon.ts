import { useEffect } from "react";
import type { InsightClickKind, InsightEvents } from "../lib/insight-event-schema.ts";

// Coach insights are counted from the browser (decision 0076): a page from the page cache counts
// like a rendered one, the server spends nothing on counting while it renders, and a bot that runs
// no script sends nothing. Only after hydration (effects and clicks), never from the server.

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
 * After hydration, once for each page shown: a coach page's view ("views") or the coaches a search
 * or niche page lists. `page` names what is shown (the coach, or the list with its filters): a
 * client navigation to another one sends again, a revalidation of the same one does not.
 */
export function useShownCoaches(as: "views" | "search" | "niche", page: string, coachIds: string[]): void {
  // One string for the page and its coaches, so the effect runs again when either changes.
  const shown = `${page}\n${coachIds.join(" ")}`;
  useEffect(() => {
    const ids = shown.slice(shown.lastIndexOf("\n") + 1);
    if (!ids) return;
    const list = ids.split(" ");
    sendInsights(as === "views" ? { views: list } : { impressions: { [as]: list } });
  }, [as, shown]);
}
