// Kept free of zod so the filter form adds no schema code to the page's script; the schema is in
// search-filters-schema.ts.
import { BADGES, type BadgeName } from "./levels.ts";

/** Result counts are exact up to this many; above, the page says "1,000+ coaches". */
export const RESULT_COUNT_CAP = 1000;
/** A badge filter keeps coaches whose reviewers gave that badge at least this many times. */
export const BADGE_MIN_COUNT = 3;

export const MIN_RATINGS = ["3", "4", "4.5"] as const;
export const OFFERS = ["one-on-one", "group-coaching", "free-training"] as const;
export type Offer = (typeof OFFERS)[number];
/** best: the list's own order (keyword tiers, then score); score: highest score; reviews: most reviewed. */
export const SORTS = ["best", "score", "reviews"] as const;
export type Sort = (typeof SORTS)[number];

export const badgeSlug = (name: BadgeName) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
export const BADGE_SLUGS = BADGES.map(badgeSlug) as [string, ...string[]];

/** The filters and sort of a list, as app/lib/search-filters-schema.ts parses them from a URL query. */
export type SearchFilters = {
  minRating?: number;
  offer: Offer[];
  badge: string[];
  location?: string;
  sort: Sort;
};

export const NO_FILTERS: SearchFilters = { offer: [], badge: [], sort: "best" };

/** The query's filter parameters as the schema reads them; blank values are left out. */
export function filtersInput(params: URLSearchParams): Record<string, unknown> {
  const one = (name: string) => {
    const value = params.get(name)?.trim();
    return value ? value : undefined;
  };
  const many = (name: string) => params.getAll(name).filter((v) => v.trim() !== "");
  return {
    minRating: one("minRating"),
    offer: many("offer"),
    badge: many("badge"),
    location: one("location"),
    sort: one("sort"),
  };
}

/** Filters or a sort other than the default: such pages are variants, not for search engines. */
export const isFiltered = (f: SearchFilters) =>
  f.minRating !== undefined || f.offer.length > 0 || f.badge.length > 0 || !!f.location || f.sort !== "best";

/** The canonical query string of the filters ("" without any), for links and API calls. */
export function filtersQueryString(f: SearchFilters): string {
  const params = new URLSearchParams();
  if (f.minRating !== undefined) params.set("minRating", String(f.minRating));
  for (const offer of f.offer) params.append("offer", offer);
  for (const badge of f.badge) params.append("badge", badge);
  if (f.location) params.set("location", f.location);
  if (f.sort !== "best") params.set("sort", f.sort);
  return params.toString();
}
