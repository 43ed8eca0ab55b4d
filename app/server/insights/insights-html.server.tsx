import { renderToStaticMarkup } from "react-dom/server";
import { InsightsSection } from "../../components/insights/insights-section.tsx";
import type { InsightsAnswer } from "../../lib/insight-view.ts";

/**
 * The insights part as HTML, for a page's kept HTML (components/insights/insights-part.tsx). The
 * end tags HTML lets a table leave out (a cell's, a row's) are left out: 90 days are 450 rows in
 * the charts' tables, a third of whose bytes are those tags, and a page stays under 60 KB
 * (decision 0074). The browser's parser closes each cell and row at the next one.
 */
const render = (answer: InsightsAnswer): string =>
  renderToStaticMarkup(<InsightsSection answer={answer} />).replace(/<\/(?:td|th|tr)>/g, "");

/**
 * The same figures give the same HTML: rendering the charts and their tables cost a signed-in
 * /profile two thirds of its time at 1M (84.6 req/s with them, 215.8 without), and the figures
 * change at most once a flush. Kept per process, by the figures themselves (never stale), the
 * newest MAX_KEPT (about 30 KB each).
 */
const MAX_KEPT = 200;
const kept = new Map<string, string>();

export function insightsHtml(answer: InsightsAnswer): string {
  const key = JSON.stringify(answer);
  let html = kept.get(key);
  if (html === undefined) {
    html = render(answer);
    if (kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value ?? "");
    kept.set(key, html);
  }
  return html;
}
