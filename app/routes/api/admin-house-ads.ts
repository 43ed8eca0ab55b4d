import type { Route } from "./+types/admin-house-ads";
import { houseAdReport } from "../../server/ads/house-ads.server.ts";
import { apiRoute, json } from "../../server/http.server.ts";
import { getViewer } from "../../server/identity/session.server.ts";

/** GET /api/admin/houseads: every house ad with its zones, dates, impressions and clicks; admins only. */
export const loader = apiRoute(async ({ request }: Route.LoaderArgs) => {
  const ads = await houseAdReport(await getViewer(request));
  return json({ data: ads.map(({ id, ...ad }) => ({ _id: id, ...ad })) });
});
