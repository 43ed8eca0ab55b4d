import { categoriesByTier } from "../../server/categories/category-service.server.ts";
import { json } from "../../server/http.server.ts";

/** GET /api/category_types/: niche names grouped by advertising tier. */
export async function loader() {
  return json({ data: await categoriesByTier() });
}
