import type { Route } from "./+types/admin-banner-preference";
import { bannerPreferenceBody } from "../../lib/banner-schemas.ts";
import { bannerMessages } from "../../lib/messages/ads.ts";
import { bannerPreferenceFor, changeBannerPreference } from "../../server/ads/banner-preference.server.ts";
import { asAdmin } from "../../server/admin/admin-access.server.ts";
import { allowMethods, apiRoute, json, parseJson } from "../../server/http.server.ts";
import { getViewer } from "../../server/identity/session.server.ts";

/** GET /api/admin/bannerpreference: `{ data: { isGoogleBanner } }`, admins only. */
export const loader = apiRoute(async ({ request }: Route.LoaderArgs) => {
  return json({ data: await bannerPreferenceFor(await getViewer(request)) });
});

/** PUT /api/admin/bannerpreference {isGoogleBanner}: the admin's switch (docs/product.md §21). */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["GET", "PUT"]);
  const viewer = await getViewer(request);
  asAdmin(viewer); // who may, before what: a non-admin learns nothing from a malformed body
  const { isGoogleBanner } = await parseJson(request, bannerPreferenceBody);
  const data = await changeBannerPreference(viewer, isGoogleBanner);
  return json({ data, message: bannerMessages.updated });
});
