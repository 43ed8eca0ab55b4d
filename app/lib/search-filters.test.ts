import { describe, expect, it } from "vitest";
import { filterErrors } from "./messages/filter-errors.ts";
import { BADGE_SLUGS, filtersInput, filtersQueryString, isFiltered, NO_FILTERS } from "./search-filters.ts";
import { searchFiltersQuery } from "./search-filters-schema.ts";

const parse = (query: string) => searchFiltersQuery.safeParse(filtersInput(new URLSearchParams(query)));
const errorOf = (query: string) => {
  const result = parse(query);
  return result.success ? null : result.error.issues[0]?.message;
};

describe("searchFiltersQuery", () => {
  it("reads the filters and sort of a URL query, offers and badges repeatable", () => {
    const result = parse(
      "minRating=4.5&offer=free-training&offer=one-on-one&badge=very-smart&location=Portland&sort=reviews",
    );
    expect(result.data).toEqual({
      minRating: 4.5,
      offer: ["free-training", "one-on-one"],
      badge: ["very-smart"],
      location: "Portland",
      sort: "reviews",
    });
  });

  it("treats blank form fields as absent: an untouched form is no filter", () => {
    const result = parse("minRating=&location=+&sort=best");
    expect(result.data).toEqual(NO_FILTERS);
    expect(isFiltered(result.data ?? NO_FILTERS)).toBe(false);
    expect(parse("").data).toEqual(NO_FILTERS);
  });

  it("refuses bad values with a message naming the parameter", () => {
    expect(errorOf("minRating=2")).toBe(filterErrors.minRating);
    expect(errorOf("minRating=four")).toBe(filterErrors.minRating);
    expect(errorOf("offer=yoga")).toBe(filterErrors.offer);
    expect(errorOf("badge=nice")).toBe(filterErrors.badge);
    expect(errorOf(`location=${"x".repeat(101)}`)).toBe(filterErrors.location(100));
    expect(errorOf("sort=newest")).toBe(filterErrors.sort);
  });

  it("has one slug per badge", () => {
    expect(BADGE_SLUGS).toContain("great-communicator");
    expect(BADGE_SLUGS).toContain("a-true-specialist");
    expect(new Set(BADGE_SLUGS).size).toBe(8);
  });

  it("writes the canonical query back (defaults left out) and says when a page is a variant", () => {
    const parsed = parse("sort=best&offer=group-coaching&minRating=3&location=%20Austin%20");
    expect(parsed.success).toBe(true);
    const filters = parsed.data ?? NO_FILTERS;
    expect(filtersQueryString(filters)).toBe("minRating=3&offer=group-coaching&location=Austin");
    expect(isFiltered(filters)).toBe(true);
    expect(filtersQueryString(NO_FILTERS)).toBe("");
    expect(isFiltered({ ...NO_FILTERS, sort: "score" })).toBe(true);
  });
});
