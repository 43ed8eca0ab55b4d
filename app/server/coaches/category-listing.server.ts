import { type CoachCardData, LIST_PAGE_SIZE } from "../../lib/coach.ts";
import { isFiltered, NO_FILTERS, RESULT_COUNT_CAP, type SearchFilters } from "../../lib/search-filters.ts";
import { cachedByKey } from "../cache/cached-value.server.ts";
import { onPublicChange } from "../cache/public-changes.server.ts";
import type { CardRow } from "./coach-service.server.ts";
import { coachesInCategory, countInCategory, sponsorsOf } from "./niche-queries.server.ts";
import { filterCondition, type Page, pageAfterHead } from "../search/search-service.server.ts";

/** Category listing: its sponsors (position 1, 2, 3) first, then its coaches by score (or the sort's order). */
export async function categoryCoaches(
  categoryId: number,
  page: Page,
  filters: SearchFilters = NO_FILTERS,
): Promise<CoachCardData[]> {
  return listAfterSponsors(categoryId, page, filters, await sponsorsOf(categoryId, filterCondition(filters)));
}

type ListingPage = { coaches: CoachCardData[]; count: number };

/**
 * The category page: a page of its listing and how many coaches it lists (sponsors included; above
 * the cap, cap + 1), one sponsor query for both. A niche's page as most visitors first see it (no
 * filter, the first page) is the same for everyone: it is kept per niche in this process until a
 * committed change to what public pages show (any process's: the public change feed) or for a
 * minute at most, like the niches of its group (issue 24).
 */
export function categoryPage(
  categoryId: number,
  page: Page,
  filters: SearchFilters = NO_FILTERS,
): Promise<ListingPage> {
  if (isFiltered(filters) || page.from !== 0 || page.size !== LIST_PAGE_SIZE) {
    return readCategoryPage(categoryId, page, filters);
  }
  return firstPages.get(String(categoryId));
}

// One key per niche that has a page (the callers found it first); the bound is a safeguard.
const firstPages = cachedByKey(
  (categoryId) => readCategoryPage(Number(categoryId), { from: 0, size: LIST_PAGE_SIZE }, NO_FILTERS),
  60_000,
  1_000,
);
onPublicChange(firstPages.forget);

async function readCategoryPage(categoryId: number, page: Page, filters: SearchFilters): Promise<ListingPage> {
  const sponsors = await sponsorsOf(categoryId, filterCondition(filters));
  const [coaches, count] = await Promise.all([
    listAfterSponsors(categoryId, page, filters, sponsors),
    countWithSponsors(categoryId, filters, sponsors),
  ]);
  return { coaches, count };
}

/** The seats' filter: the filter tokens on the seats' copies, so only a location reads profiles. */
const seatFilter = (filters: SearchFilters) => ({
  filter: filterCondition(filters, "seat"),
  readsProfile: filters.location !== undefined,
});

function listAfterSponsors(
  categoryId: number,
  page: Page,
  filters: SearchFilters,
  sponsors: CardRow[],
): Promise<CoachCardData[]> {
  const exclude = sponsors.map((s) => s.id);
  const { filter } = seatFilter(filters);
  return pageAfterHead(sponsors, page, (from, size) =>
    coachesInCategory(categoryId, {
      from,
      size,
      exclude,
      filter,
      // A niche's best match is its highest score: the order its listing always had.
      order: filters.sort === "reviews" ? "reviews" : "score",
    }),
  );
}

async function countWithSponsors(categoryId: number, filters: SearchFilters, sponsors: CardRow[]): Promise<number> {
  const rest = await countInCategory(
    categoryId,
    sponsors.map((s) => s.id),
    seatFilter(filters),
  );
  return Math.min(sponsors.length + rest, RESULT_COUNT_CAP + 1);
}
