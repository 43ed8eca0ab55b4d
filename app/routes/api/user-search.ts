import type { Route } from "./+types/user-search";
import { searchCoaches } from "../../server/coaches/search-service.server.ts";
import { json, parsePage } from "../../server/http.server.ts";

/** GET /api/user/search/{keyword}?from&size */
export async function loader({ params, request }: Route.LoaderArgs) {
  const page = parsePage(request.url);
  if (page instanceof Response) return page;
  return json({ data: await searchCoaches(params.keyword, page) });
}
