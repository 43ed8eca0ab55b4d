import type { FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { BADGES } from "../lib/levels.ts";
import { FIELD_LIMITS } from "../lib/limits.ts";
import { directoryTexts } from "../lib/messages/directory.ts";
import { filterTexts } from "../lib/messages/filters.ts";
import {
  BADGE_MIN_COUNT,
  badgeSlug,
  isFiltered,
  MIN_RATINGS,
  type Offer,
  RESULT_COUNT_CAP,
  type SearchFilters,
  SORTS,
  type Sort,
} from "../lib/search-filters.ts";

const OFFER_LABELS: Record<Offer, string> = {
  "one-on-one": directoryTexts.oneOnOne,
  "group-coaching": directoryTexts.groupCoaching,
  "free-training": directoryTexts.freeTraining,
};
const SORT_LABELS: Record<Sort, string> = {
  best: filterTexts.sortBest,
  score: filterTexts.sortScore,
  reviews: filterTexts.sortReviews,
};

const field = "rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-900";
const box = "flex items-center gap-1.5 text-sm text-slate-800";

/**
 * The filters and sort as a plain GET form (it works before the page's script runs) and the
 * result count. `action` is the page's own path, so the filters land in its URL query.
 */
export function SearchFiltersForm({
  action,
  filters,
  count,
}: {
  action: string;
  filters: SearchFilters;
  count: number;
}) {
  const navigate = useNavigate();
  // Once hydrated, blank fields and the default sort stay out of the URL (a plain submit keeps them; both parse alike).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entries = [...new FormData(event.currentTarget)].filter(
      ([name, value]) => typeof value === "string" && value.trim() !== "" && !(name === "sort" && value === "best"),
    ) as [string, string][];
    const query = new URLSearchParams(entries).toString();
    void navigate(query ? `${action}?${query}` : action);
  };
  return (
    <section aria-labelledby="filters-heading" className="mb-6">
      <h2 id="filters-heading" className="sr-only">
        {filterTexts.heading}
      </h2>
      <form
        method="get"
        action={action}
        onSubmit={submit}
        className="rounded-lg border border-slate-200 bg-slate-50 p-4"
      >
        <div className="flex flex-wrap items-end gap-4">
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {filterTexts.minRating}
            <select name="minRating" defaultValue={filters.minRating?.toString() ?? ""} className={field}>
              <option value="">{filterTexts.anyRating}</option>
              {MIN_RATINGS.map((stars) => (
                <option key={stars} value={stars}>
                  {filterTexts.starsOrMore(stars)}
                </option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {filterTexts.location}
            <input
              type="text"
              name="location"
              defaultValue={filters.location ?? ""}
              maxLength={FIELD_LIMITS.short}
              autoComplete="address-level2"
              className={field}
            />
          </label>
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
            {filterTexts.sort}
            <select name="sort" defaultValue={filters.sort} className={field}>
              {SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {SORT_LABELS[sort]}
                </option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-slate-800">{filterTexts.offers}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {(Object.keys(OFFER_LABELS) as Offer[]).map((offer) => (
              <label key={offer} className={box}>
                <input type="checkbox" name="offer" value={offer} defaultChecked={filters.offer.includes(offer)} />
                {OFFER_LABELS[offer]}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-slate-800">{filterTexts.badges(BADGE_MIN_COUNT)}</legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {BADGES.map((name) => (
              <label key={name} className={box}>
                <input
                  type="checkbox"
                  name="badge"
                  value={badgeSlug(name)}
                  defaultChecked={filters.badge.includes(badgeSlug(name))}
                />
                {name}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 flex items-center gap-4">
          <button
            type="submit"
            className="rounded-md bg-blue-700 px-4 py-2 text-sm font-semibold text-white hover:bg-blue-800"
          >
            {filterTexts.apply}
          </button>
          {isFiltered(filters) && (
            <Link to={action} className="text-sm font-semibold text-blue-800 underline">
              {filterTexts.clear}
            </Link>
          )}
        </div>
      </form>
      <p className="mt-4 text-sm font-semibold text-slate-700" data-result-count>
        {filterTexts.resultCount(count, RESULT_COUNT_CAP)}
      </p>
    </section>
  );
}
