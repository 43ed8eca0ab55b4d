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
import { Button } from "./ui/button.tsx";

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

/** Once hydrated, blank fields and the default sort stay out of the URL (a plain submit keeps them; both parse alike). */
function useFiltersSubmit(action: string) {
  const navigate = useNavigate();
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const entries = [...new FormData(event.currentTarget)].filter(
      ([name, value]) => typeof value === "string" && value.trim() !== "" && !(name === "sort" && value === "best"),
    ) as [string, string][];
    const query = new URLSearchParams(entries).toString();
    void navigate(query ? `${action}?${query}` : action);
  };
}

/** The top row: least rating, location and sort. */
function FilterRow({ filters }: { filters: SearchFilters }) {
  return (
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
  );
}

/** A row of checkboxes of one name (offers, badges), checked where the filters ask for their value. */
function CheckboxGroup({
  legend,
  name,
  options,
  checked,
}: {
  legend: string;
  name: string;
  options: { value: string; label: string }[];
  checked: string[];
}) {
  return (
    <fieldset className="mt-4">
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map(({ value, label }) => (
          <label key={value} className={box}>
            <input type="checkbox" name={name} value={value} defaultChecked={checked.includes(value)} />
            {label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

const OFFER_OPTIONS = (Object.keys(OFFER_LABELS) as Offer[]).map((offer) => ({
  value: offer,
  label: OFFER_LABELS[offer],
}));
const BADGE_OPTIONS = BADGES.map((name) => ({ value: badgeSlug(name), label: name }));

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
  const submit = useFiltersSubmit(action);
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
        <FilterRow filters={filters} />
        <CheckboxGroup legend={filterTexts.offers} name="offer" options={OFFER_OPTIONS} checked={filters.offer} />
        <CheckboxGroup
          legend={filterTexts.badges(BADGE_MIN_COUNT)}
          name="badge"
          options={BADGE_OPTIONS}
          checked={filters.badge}
        />
        <div className="mt-4 flex items-center gap-4">
          <Button type="submit">{filterTexts.apply}</Button>
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
