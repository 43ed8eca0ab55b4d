import type { Route } from "./+types/admin-house-ads";
import { requireAdmin } from "../../server/ads/banner-preference.server.ts";
import { houseAdReport } from "../../server/ads/house-ads.server.ts";
import { apiRoute, json } from "../../server/http.server.ts";
import { apiViewer } from "../../server/identity/session.server.ts";

/** GET /api/admin/houseads: every house ad with its zones, dates, impressions and clicks; admins only. */
export const loader = apiRoute(async ({ request }: Route.LoaderArgs) => {
  const viewer = await apiViewer(request);
  requireAdmin(viewer.profile);
  const ads = await houseAdReport();
  return json({ data: ads.map(({ id, ...ad }) => ({ _id: id, ...ad })) });
});
