import type { RouterContextProvider } from "react-router";
import { INSIGHTS_ID } from "../../components/insights/insights-part.tsx";
import { insightsPageQuery } from "../../lib/insight-schemas.ts";
import { parseWith, refusePage } from "../http.server.ts";
import { type InsightWindow, insightWindow } from "../../lib/insight-periods.ts";
import type { OwnProfile } from "../accounts/account-service.server.ts";
import { keepHtml } from "../kept-html.server.ts";
import { insightsHtml } from "./insights-html.server.tsx";
import {
  type InsightsViewer,
  insightsFor,
  type KnownInsightReads,
  ownsInsights,
  seesAllInsights,
} from "./insights-service.server.ts";

/** The period a page's ?days asks for; a bad one is the page's 400, with the reason. */
export function pageInsightsDays(url: string) {
  try {
    return parseWith(insightsPageQuery, { days: new URL(url).searchParams.get("days") ?? undefined }).days;
  } catch (error) {
    return refusePage(error);
  }
}

/**
 * The period whose day rows /profile reads with its page, when its owner sees the insights in full
 * (the rows of level 2's part are not these); a bad ?days is the page's 400.
 */
export const ownInsightsPeriod = (own: OwnProfile, url: string, now: number): InsightWindow | undefined =>
  ownsInsights(own) && seesAllInsights(own) ? insightWindow(pageInsightsDays(url), now) : undefined;

/**
 * A page's insights part (/profile, /coach/{id}/edit): the HTML the document carries once (the
 * page's data then holds null) or, for a client navigation, the HTML itself.
 */
export async function insightsPart(
  context: Readonly<RouterContextProvider>,
  viewer: InsightsViewer,
  asked: { url: string; coachId?: string; known?: Promise<KnownInsightReads> },
): Promise<{ html: string | null }> {
  const days = pageInsightsDays(asked.url);
  const answer = await insightsFor(viewer, { coachId: asked.coachId, days, known: asked.known }).catch(refusePage);
  return { html: keepHtml(context, INSIGHTS_ID, insightsHtml(answer)) };
}
