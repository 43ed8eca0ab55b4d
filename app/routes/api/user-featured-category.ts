import type { Route } from "./+types/user-featured-category";
import { apiErrors } from "../../lib/messages.ts";
import { findCategory } from "../../server/categories/category-service.server.ts";
import { featuredForCategory } from "../../server/coaches/coach-service.server.ts";
import { apiError, json } from "../../server/http.server.ts";

/** GET /api/user/featured-category/{category}: the 8 featured cards, wrapped in data.data. */
export async function loader({ params }: Route.LoaderArgs) {
  const category = await findCategory(params.category);
  if (!category) return apiError(404, apiErrors.notFound);
  return json({ data: { data: await featuredForCategory(category.id) } });
}
