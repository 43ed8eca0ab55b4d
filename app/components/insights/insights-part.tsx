import { KeptHtml } from "../kept-html.tsx";

/** The id of the insights part on a page, and the anchor its period links come back to. */
export const INSIGHTS_ID = "insights";

/**
 * Where a page shows its insights: kept HTML (decision 0074), rendered by the server
 * (app/server/insights/insights-html.server.tsx); the charts' components never reach the browser.
 */
export function InsightsPart({ html }: { html: string | null }) {
  return <KeptHtml id={INSIGHTS_ID} html={html} className="scroll-mt-4" />;
}
