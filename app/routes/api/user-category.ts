import type { Route } from "./+types/user-category";
import { apiErrors } from "../../lib/messages.ts";
import { findCategory } from "../../server/categories/category-service.server.ts";
import { categoryCoaches } from "../../server/coaches/search-service.server.ts";
import { apiError, json, parsePage } from "../../server/http.server.ts";

/** GET /api/user/category/{category}?from&size: sponsors first, then by score. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const page = parsePage(request.url);
  if (page instanceof Response) return page;
  const category = await findCategory(params.category);
  if (!category) return apiError(404, apiErrors.notFound);
  return json({ data: await categoryCoaches(category.id, page) });
}
