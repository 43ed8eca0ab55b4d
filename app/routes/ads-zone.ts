import type { Route } from "./+types/ads-zone";
import { ZONE_DOCUMENT_CSP, zoneDocument } from "../server/ads/creatives.server.ts";
import { serveAd, zoneOfId } from "../server/ads/house-ads.server.ts";
import { apiRoute } from "../server/http.server.ts";

/**
 * GET /ads/zone/{zone}: the house-ad server's banner document for the frame (decision 0048): a
 * complete 728 by 90 page, one ad picked by weight, its impression counted. No script; never cached.
 */
export const loader = apiRoute(async ({ params }: Route.LoaderArgs) => {
  const ad = await serveAd(zoneOfId(params.zone), Math.random());
  return new Response(zoneDocument(ad), {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Security-Policy": ZONE_DOCUMENT_CSP,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
});
