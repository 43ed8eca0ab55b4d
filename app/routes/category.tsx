import type { LucideIcon } from "lucide-react";
import Activity from "lucide-react/icons/activity";
import Briefcase from "lucide-react/icons/briefcase";
import Dumbbell from "lucide-react/icons/dumbbell";
import Heart from "lucide-react/icons/heart";
import Smile from "lucide-react/icons/face-slightly-smiling";
import Sparkles from "lucide-react/icons/sparkles";
import Star from "lucide-react/icons/star";
import { data, redirect } from "react-router";
import type { Route } from "./+types/category";
import { CoachList, LIST_PAGE_SIZE } from "../components/coach-list.tsx";
import { NicheChips } from "../components/niche-chips.tsx";
import { SearchFiltersForm } from "../components/search-filters-form.tsx";
import { cardForPage } from "../lib/coach.ts";
import { selectChips } from "../lib/chips.ts";
import type { Group } from "../lib/levels.ts";
import { messages } from "../lib/messages/common.ts";
import { directoryTexts } from "../lib/messages/directory.ts";
import { filtersQueryString, isFiltered } from "../lib/search-filters.ts";
import { SITE_NAME, seoMeta, siteUrlFrom } from "../lib/seo.ts";
import { categoryPath } from "../lib/urls.ts";
import { findCategory, nichesWithCoaches } from "../server/categories/category-service.server.ts";
import { categoryPage } from "../server/coaches/category-listing.server.ts";
import { pageFilters } from "../server/http.server.ts";

export async function loader({ params, request }: Route.LoaderArgs) {
  const category = await findCategory(params.category);
  if (!category) throw data(null, { status: 404 });
  const filters = pageFilters(request.url);
  const query = filtersQueryString(filters);
  if (category.slug !== params.category) throw redirect(`${categoryPath(category)}${query ? `?${query}` : ""}`, 301);
  const [{ coaches, count }, niches] = await Promise.all([
    categoryPage(category.id, { from: 0, size: LIST_PAGE_SIZE }, filters),
    nichesWithCoaches(category.group),
  ]);
  // Empty niches go before the chip rule runs, so no chip slot is spent on a dead end (docs/decisions/0016-category-page-chips-only-niches-with-coaches.md).
  return { category, coaches: coaches.map(cardForPage), count, filters, query, chips: selectChips(niches) };
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

/** The header picture of each main group (SPEC: chosen by group, Business by default). */
const HEADERS: Record<Group, { icon: LucideIcon; tone: string }> = {
  Business: { icon: Briefcase, tone: "from-blue-800 to-indigo-950" },
  Life: { icon: Smile, tone: "from-emerald-700 to-teal-950" },
  Relationship: { icon: Heart, tone: "from-rose-700 to-pink-950" },
  Health: { icon: Activity, tone: "from-lime-700 to-green-950" },
  Fitness: { icon: Dumbbell, tone: "from-orange-700 to-red-950" },
  More: { icon: Sparkles, tone: "from-sky-700 to-slate-950" },
  Influencers: { icon: Star, tone: "from-violet-700 to-purple-950" },
};

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const { category, coaches, count, filters, query, chips } = loaderData;
  const header = HEADERS[category.group] ?? HEADERS.Business;
  return (
    <main id="main">
      <header className={`bg-gradient-to-br ${header.tone} px-4 py-14 text-white`}>
        <div className="mx-auto flex max-w-5xl items-center gap-6">
          <header.icon aria-hidden="true" className="hidden size-20 shrink-0 opacity-80 sm:block" />
          <div>
            <p className="text-sm uppercase tracking-wide text-white/90">{category.group}</p>
            <h1 className="text-3xl font-bold sm:text-4xl">{category.name}</h1>
            <p className="mt-2 max-w-2xl text-white/90">{directoryTexts.categoryLead}</p>
          </div>
        </div>
      </header>
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
          empty={messages.noCategoryCoaches}
        />
      </div>
    </main>
  );
}
