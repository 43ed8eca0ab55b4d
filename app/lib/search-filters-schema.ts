import { z } from "./zod.ts";
import { FIELD_LIMITS } from "./limits.ts";
import { filterErrors } from "./messages/filter-errors.ts";
import { BADGE_MIN_COUNT, BADGE_SLUGS, MIN_RATINGS, OFFERS, type SearchFilters, SORTS } from "./search-filters.ts";

/**
 * The filters and sort of the search and category pages and their API calls, in the URL query.
 * Parsed from `filtersInput(searchParams)`: blank values (an untouched form field) count as absent.
 */
export const searchFiltersQuery = z.object({
  minRating: z
    .enum(MIN_RATINGS, { error: filterErrors.minRating })
    .transform(Number)
    .optional()
    .meta({ description: "Only coaches rated at least this many stars: 3, 4 or 4.5." }),
  offer: z
    .array(z.enum(OFFERS, { error: filterErrors.offer }))
    .default([])
    .meta({ description: "Only coaches offering this (repeatable: all must be offered)." }),
  badge: z
    .array(z.enum(BADGE_SLUGS, { error: filterErrors.badge }))
    .default([])
    .meta({
      description: `Only coaches whose reviewers gave this badge at least ${BADGE_MIN_COUNT} times (repeatable: all must hold). Badges: ${BADGE_SLUGS.join(", ")}.`,
    }),
  location: z.string().trim().max(FIELD_LIMITS.short, filterErrors.location(FIELD_LIMITS.short)).optional().meta({
    description:
      'Only coaches whose city or state starts with this text (case-insensitive); "City, State" matches both parts.',
  }),
  sort: z
    .enum(SORTS, { error: filterErrors.sort })
    .default("best")
    .meta({ description: "best: best match (the default); score: highest score; reviews: most reviewed." }),
});

// The schema's output is the SearchFilters the pages and services use.
export const parsesToSearchFilters: z.output<typeof searchFiltersQuery> extends SearchFilters ? true : never = true;
