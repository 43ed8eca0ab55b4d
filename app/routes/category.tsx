import { redirect } from "react-router";
import type { Route } from "./+types/category";
import { deferred } from "../components/deferred.tsx";
import { useShownCoaches } from "../components/insight-beacon.ts";
import { NicheChips } from "../components/niche-chips.tsx";
import { SearchFiltersForm } from "../components/search-filters-form.tsx";
import { LIST_PAGE_SIZE } from "../lib/coach.ts";
import { selectChips } from "../lib/chips.ts";
import { messages } from "../lib/messages/common.ts";
import { directoryTexts } from "../lib/messages/directory.ts";
import { filtersQueryString, isFiltered } from "../lib/search-filters.ts";
import { SITE_NAME, seoMeta, siteUrlFrom } from "../lib/seo.ts";
import { categoryPath } from "../lib/urls.ts";
import { findCategory, nichesWithCoaches } from "../server/categories/category-service.server.ts";
import { boundedPageList } from "../server/search/bounded-search.server.ts";
import { categoryPage } from "../server/coaches/category-listing.server.ts";
import { keptCoachList } from "../server/coaches/coach-cards-html.server.tsx";
import { notFound, pageFilters } from "../server/http.server.ts";

// The cards are read before they are used (links, and more cards on scroll): their script loads
// after the page's own (decision 0057).
const CoachList = deferred(() => import("../components/coach-list.tsx").then((m) => m.CoachList));
// A picture and a title: nothing to use, so its script (the groups' icons) waits too.
const CategoryHeader = deferred(() => import("../components/category-header.tsx").then((m) => m.CategoryHeader));

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const category = await findCategory(params.category);
  if (!category) notFound();
  const filters = pageFilters(request.url);
  const query = filtersQueryString(filters);
  if (category.slug !== params.category) throw redirect(`${categoryPath(category)}${query ? `?${query}` : ""}`, 301);
  const [{ coaches, count }, niches] = await Promise.all([
    boundedPageList(request, filters, () => categoryPage(category.id, { from: 0, size: LIST_PAGE_SIZE }, filters)),
    nichesWithCoaches(category.group),
  ]);
  // Empty niches go before the chip rule runs, so no chip slot is spent on a dead end (docs/decisions/0016-category-page-chips-only-niches-with-coaches.md).
  return { category, coaches: keptCoachList(context, coaches), count, filters, query, chips: selectChips(niches) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { category, filters } = loaderData;
  return [
    ...seoMeta({
      siteUrl: siteUrlFrom(matches),
      path: categoryPath(category),
      title: directoryTexts.categoryMetaTitle(category.name, SITE_NAME),
      description: directoryTexts.categoryMetaDescription(category.name),
    }),
    // A filtered or re-sorted listing is a variant of the category page, which is the one to index.
    ...(isFiltered(filters) ? [{ name: "robots", content: "noindex, follow" }] : []),
  ];
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, coaches, count, filters, query, chips } = loaderData;
  // The coaches this niche page lists, once shown (the list counts the pages it loads after).
  useShownCoaches("niche", `${category.slug}?${query}`, coaches.ids);
  return (
    <main id="main">
      <CategoryHeader group={category.group} name={category.name} />
      <div className="mx-auto max-w-5xl px-4 py-10">
        <NicheChips chips={chips} currentSlug={category.slug} />
        <div className="mt-6">
          <SearchFiltersForm
            key={`${category.slug}?${query}`}
            action={categoryPath(category)}
            filters={filters}
            count={count}
          />
        </div>
        <CoachList
          key={`${category.slug}?${query}`}
          initial={coaches}
          apiPath={`/api/user/category/${category.slug}${query ? `?${query}` : ""}`}
          countAs="niche"
          empty={messages.noCategoryCoaches}
        />
      </div>
    </main>
  );
}
