import type { Route } from "./+types/search";
import { deferred } from "../components/deferred.tsx";
import { useShownCoaches } from "../components/insight-beacon.ts";
import { SearchBox } from "../components/search-box.tsx";
import { SearchFiltersForm } from "../components/search-filters-form.tsx";
import { LIST_PAGE_SIZE } from "../lib/coach.ts";
import { messages } from "../lib/messages/common.ts";
import { directoryTexts } from "../lib/messages/directory.ts";
import { filtersQueryString } from "../lib/search-filters.ts";
import { SITE_NAME, seoMeta, siteUrlFrom } from "../lib/seo.ts";
import { keptCoachList } from "../server/coaches/coach-cards-html.server.tsx";
import { boundedPageList } from "../server/search/bounded-search.server.ts";
import { searchWithCount } from "../server/search/search-service.server.ts";
import { pageFilters } from "../server/http.server.ts";

// The cards are read before they are used (links, and more cards on scroll): their script loads
// after the page's own (decision 0057).
const CoachList = deferred(() => import("../components/coach-list.tsx").then((m) => m.CoachList));

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const keyword = params.keyword.trim();
  const filters = pageFilters(request.url);
  const { coaches, count } = await boundedPageList(request, filters, () =>
    searchWithCount(keyword, { from: 0, size: LIST_PAGE_SIZE }, filters),
  );
  return { keyword, coaches: keptCoachList(context, coaches), count, filters, query: filtersQueryString(filters) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  ...seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: `/search/${encodeURIComponent(loaderData?.keyword ?? "")}`,
    title: directoryTexts.searchMetaTitle(loaderData?.keyword ?? messages.search, SITE_NAME),
    description: directoryTexts.searchMetaDescription(loaderData?.keyword ?? ""),
  }),
  // Result pages are endless variations of the same listings; categories are what search engines should index.
  { name: "robots", content: "noindex, follow" },
];

export default function Search({ loaderData }: Route.ComponentProps) {
  const { keyword, coaches, count, filters, query } = loaderData;
  const path = `/search/${encodeURIComponent(keyword)}`;
  // The coaches this results page lists, once shown (the list counts the pages it loads after).
  useShownCoaches("search", `${keyword}?${query}`, coaches.ids);
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <SearchBox initial={keyword} />
      <h1 className="mt-8 text-2xl font-bold text-slate-900">{directoryTexts.searchHeading(keyword)}</h1>
      <div className="mt-6">
        <SearchFiltersForm key={`filters:${keyword}?${query}`} action={path} filters={filters} count={count} />
        <CoachList
          key={`${keyword}?${query}`}
          initial={coaches}
          apiPath={`/api/user/search/${encodeURIComponent(keyword)}${query ? `?${query}` : ""}`}
          countAs="search"
          empty={messages.noSearchResults}
        />
      </div>
    </main>
  );
}
