import type { Route } from "./+types/user-search";
import { searchCoaches } from "../../server/coaches/search-service.server.ts";
import { apiRoute, json, parsePage } from "../../server/http.server.ts";

/** GET /api/user/search/{keyword}?from&size */
export const loader = apiRoute(async ({ params, request }: Route.LoaderArgs) => {
  const page = parsePage(request.url);
  return json({ data: await searchCoaches(params.keyword, page) });
});
