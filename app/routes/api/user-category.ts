import type { Route } from "./+types/user-category";
import { apiErrors } from "../../lib/messages/api-errors.ts";
import { findCategory } from "../../server/categories/category-service.server.ts";
import { boundedList } from "../../server/search/bounded-search.server.ts";
import { categoryCoaches } from "../../server/coaches/category-listing.server.ts";
import { DomainError } from "../../server/domain-error.server.ts";
import { apiRoute, json, parseFilters, parsePage } from "../../server/http.server.ts";

/** GET /api/user/category/{category}?from&size and the filters: sponsors first, then by score (or the sort). */
export const loader = apiRoute(async ({ params, request }: Route.LoaderArgs) => {
  const page = parsePage(request.url);
  const filters = parseFilters(request.url);
  const category = await findCategory(params.category);
  if (!category) throw new DomainError("not-found", apiErrors.notFound);
  return json({ data: await boundedList(request, filters, () => categoryCoaches(category.id, page, filters)) });
});
