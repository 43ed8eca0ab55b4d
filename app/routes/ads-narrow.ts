import { redirect } from "react-router";
import type { Route } from "./+types/ads-narrow";
import { narrowCreative } from "../server/ads/creatives.server.ts";
import { adForKey, clickAd, countImpression, zoneOfId } from "../server/ads/house-ads.server.ts";
import { visitorOf } from "../server/ads/visitor-key.server.ts";
import { apiRoute } from "../server/http.server.ts";

const noStore = { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" };

/**
 * GET /ads/narrow/{zone}/image?n=KEY and GET /ads/narrow/{zone}/click?n=KEY: the image link that
 * replaces the frame under 729 px (decision 0048). The key (random per page view) picks the same
 * ad for the image and for its click, without storing anything; the image counts an impression,
 * the click counts a click and redirects to that ad's stored target.
 */
export const loader = apiRoute(async ({ params, request }: Route.LoaderArgs) => {
  const zone = zoneOfId(params.zone);
  const key = new URL(request.url).searchParams.get("n") ?? String(Math.random());
  const ad = await adForKey(zone, key.slice(0, 64));
  if (params.part === "click") {
    return redirect(ad ? await clickAd(ad.id, visitorOf(request)) : "/", { headers: noStore });
  }
  if (params.part !== "image") return new Response("Not found", { status: 404, headers: noStore });
  if (ad) await countImpression(ad.id);
  return new Response(narrowCreative(ad), {
    headers: {
      ...noStore,
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
});
