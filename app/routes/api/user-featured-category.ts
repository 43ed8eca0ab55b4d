import type { Route } from "./+types/user-featured-category";
import { apiErrors } from "../../lib/messages/api-errors.ts";
import { findCategory } from "../../server/categories/category-service.server.ts";
import { featuredForCategory } from "../../server/coaches/featured-blocks.server.ts";
import { DomainError } from "../../server/domain-error.server.ts";
import { apiRoute, json } from "../../server/http.server.ts";

/** GET /api/user/featured-category/{category}: the 8 featured cards, wrapped in data.data. */
export const loader = apiRoute(async ({ params }: Route.LoaderArgs) => {
  const category = await findCategory(params.category);
  if (!category) throw new DomainError("not-found", apiErrors.notFound);
  return json({ data: { data: await featuredForCategory(category.id) } });
});
