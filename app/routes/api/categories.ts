import type { Route } from "./+types/categories";
import { categoriesQuery } from "../../lib/categories-query.ts";
import { listCategories } from "../../server/categories/category-service.server.ts";
import { apiRoute, json, parseWith } from "../../server/http.server.ts";

/** GET /api/categories/ (full records) and ?format=plain (names only). */
export const loader = apiRoute(async ({ request }: Route.LoaderArgs) => {
  const query = parseWith(categoriesQuery, Object.fromEntries(new URL(request.url).searchParams));
  const all = await listCategories();
  if (query.format === "plain") {
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
});
