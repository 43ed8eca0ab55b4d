import { redirect } from "react-router";
import type { Route } from "./+types/ads-click";
import { clickAd } from "../server/ads/house-ads.server.ts";
import { visitorOf } from "../server/ads/visitor-key.server.ts";
import { apiRoute, parseId } from "../server/http.server.ts";

/**
 * GET /ads/click/{id}: counts the click (once per visitor and day, never a bot's) and redirects to
 * the ad's stored target, the only place it can lead (the query is never read). 400 for a
 * malformed id, 404 for an unknown ad.
 */
export const loader = apiRoute(async ({ params, request }: Route.LoaderArgs) => {
  const target = await clickAd(parseId(params.id), visitorOf(request));
  return redirect(target, { headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } });
});
