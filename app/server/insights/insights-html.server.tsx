import { renderToStaticMarkup } from "react-dom/server";
import { InsightsSection } from "../../components/insights/insights-section.tsx";
import type { InsightsAnswer } from "../../lib/insight-view.ts";

/**
 * The insights part as HTML, for a page's kept HTML (components/insights/insights-part.tsx). The
 * end tags HTML lets a table leave out (a cell's, a row's) are left out: 90 days are 450 rows in
 * the charts' tables, a third of whose bytes are those tags, and a page stays under 60 KB
 * (decision 0074). The browser's parser closes each cell and row at the next one.
 */
export const insightsHtml = (answer: InsightsAnswer): string =>
  renderToStaticMarkup(<InsightsSection answer={answer} />).replace(/<\/(?:td|th|tr)>/g, "");
