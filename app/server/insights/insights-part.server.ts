import type { RouterContextProvider } from "react-router";
import { INSIGHTS_ID } from "../../components/insights/insights-part.tsx";
import { insightsPageQuery } from "../../lib/insight-schemas.ts";
import { parseWith, refusePage } from "../http.server.ts";
import type { ProfileNiche } from "../coaches/coach-service.server.ts";
import { keepHtml } from "../kept-html.server.ts";
import { insightsHtml } from "./insights-html.server.tsx";
import { type InsightsViewer, insightsFor } from "./insights-service.server.ts";

/** The period a page's ?days asks for; a bad one is the page's 400, with the reason. */
export function pageInsightsDays(url: string) {
  try {
    return parseWith(insightsPageQuery, { days: new URL(url).searchParams.get("days") ?? undefined }).days;
  } catch (error) {
    return refusePage(error);
  }
}

/**
 * A page's insights part (/profile, /coach/{id}/edit): the HTML the document carries once (the
 * page's data then holds null) or, for a client navigation, the HTML itself.
 */
export async function insightsPart(
  context: Readonly<RouterContextProvider>,
  viewer: InsightsViewer,
  asked: { url: string; coachId?: string; ownNiches?: Promise<ProfileNiche[]> },
): Promise<{ html: string | null }> {
  const days = pageInsightsDays(asked.url);
  const answer = await insightsFor(viewer, { coachId: asked.coachId, days, ownNiches: asked.ownNiches }).catch(
    refusePage,
  );
  return { html: keepHtml(context, INSIGHTS_ID, insightsHtml(answer)) };
}
