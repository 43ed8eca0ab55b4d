import type { Route } from "./+types/categories";
import { firstError } from "../../lib/auth-schemas.ts";
import { categoriesQuery } from "../../lib/categories-query.ts";
import { listCategories } from "../../server/categories/category-service.server.ts";
import { apiError, json } from "../../server/http.server.ts";

/** GET /api/categories/ (full records) and ?format=plain (names only). */
export async function loader({ request }: Route.LoaderArgs) {
  const query = categoriesQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return apiError(400, firstError(query.error));
  const all = await listCategories();
  if (query.data.format === "plain") {
    return json({ data: all.map((c) => c.name) });
  }
  return json({
    data: all.map((c) => ({
      _id: c.id,
      name: c.name,
      name2: c.searchName,
      slug: c.slug,
      group: c.group,
      tier: c.tier,
    })),
  });
}
