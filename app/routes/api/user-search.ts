import type { Route } from "./+types/user-search";
import { boundedList } from "../../server/search/bounded-search.server.ts";
import { searchCoaches } from "../../server/search/search-service.server.ts";
import { apiRoute, json, parseFilters, parsePage } from "../../server/http.server.ts";

/** GET /api/user/search/{keyword}?from&size and the filters of app/lib/search-filters.ts. */
export const loader = apiRoute(async ({ params, request }: Route.LoaderArgs) => {
  const page = parsePage(request.url);
  const filters = parseFilters(request.url);
  return json({ data: await boundedList(request, filters, () => searchCoaches(params.keyword, page, filters)) });
});
