import type { Route } from "./+types/categories";
import { listCategories } from "../../server/categories/category-service.server.ts";
import { json } from "../../server/http.server.ts";

/** GET /api/categories/ (full records) and ?format=plain (names only). */
export async function loader({ request }: Route.LoaderArgs) {
  const all = await listCategories();
  if (new URL(request.url).searchParams.get("format") === "plain") {
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
