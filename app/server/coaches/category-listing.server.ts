import { and, eq, notInArray } from "drizzle-orm";
import type { CoachCardData } from "../../lib/coach.ts";
import { NO_FILTERS, RESULT_COUNT_CAP, type SearchFilters } from "../../lib/search-filters.ts";
import { getDb } from "../db/database.server.ts";
import { isPublicCoach, profileCategories, profiles } from "../db/schema.ts";
import { coachesInCategory, sponsorsOf } from "./coach-service.server.ts";
import { cappedCount, filterCondition, type Page, pageAfterHead, sortOrder } from "./search-service.server.ts";

/** Category listing: its sponsors (position 1, 2, 3) first, then its coaches by score (or the sort's order). */
export async function categoryCoaches(
  categoryId: number,
  page: Page,
  filters: SearchFilters = NO_FILTERS,
): Promise<CoachCardData[]> {
  const filter = filterCondition(filters);
  const sponsors = await sponsorsOf(categoryId, filter);
  const exclude = sponsors.map((s) => s.id);
  const { sort } = filters;
  return pageAfterHead(sponsors, page, (from, size) =>
    coachesInCategory(categoryId, {
      from,
      size,
      exclude,
      filter,
      // A niche's best match is its highest score: the order its listing always had.
      order: sort === "reviews" ? sortOrder(sort) : undefined,
    }),
  );
}

/** How many coaches the category lists with these filters, sponsors included; above the cap, cap + 1. */
export async function categoryCount(categoryId: number, filters: SearchFilters = NO_FILTERS): Promise<number> {
  const filter = filterCondition(filters);
  const sponsors = await sponsorsOf(categoryId, filter);
  const exclude = sponsors.map((s) => s.id);
  const rest = await cappedCount(
    getDb()
      .select({ id: profiles.id })
      .from(profileCategories)
      .innerJoin(profiles, eq(profiles.id, profileCategories.profileId))
      .where(
        and(
          eq(profileCategories.categoryId, categoryId),
          isPublicCoach,
          exclude.length ? notInArray(profiles.id, exclude) : undefined,
          filter,
        ),
      )
      .limit(RESULT_COUNT_CAP + 1)
      .as("members"),
  );
  return Math.min(sponsors.length + rest, RESULT_COUNT_CAP + 1);
}
