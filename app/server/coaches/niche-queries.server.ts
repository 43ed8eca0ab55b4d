import { and, asc, desc, eq, type Placeholder, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { LIST_PAGE_SIZE } from "../../lib/coach.ts";
import { RESULT_COUNT_CAP } from "../../lib/search-filters.ts";
import type { Db } from "../db/client.server.ts";
import { getDb } from "../db/database.server.ts";
import {
  literalLimit,
  placeholderList,
  placeholderValues,
  preparedPerKey,
  preparedStatement,
} from "../db/prepared-statement.server.ts";
import { isPublicCoach, profileCategories, profiles, sponsoredSlots } from "../db/schema.ts";
import { cardColumns, type CardRow } from "./coach-service.server.ts";

// A niche's sponsors and its coaches in order, for its listing and its featured block. Without
// filters (the category page as linked, the home page) they are prepared statements.

/** A sponsored seat that shows: paid and not ended. */
export const isShowingSlot = and(
  eq(sponsoredSlots.status, "active"),
  sql`(${sponsoredSlots.endsAt} is null or ${sponsoredSlots.endsAt} > now())`,
);

/** The orders a niche lists in, each that of an index of profile_category (migration 0012), ties by id. */
export const NICHE_ORDERS = {
  score: [desc(profileCategories.score), desc(profileCategories.reviewCount), asc(profileCategories.profileId)],
  reviews: [desc(profileCategories.reviewCount), desc(profileCategories.score), asc(profileCategories.profileId)],
};
export type NicheOrder = keyof typeof NICHE_ORDERS;

const sponsorsQuery = (db: Db, categoryId: number | Placeholder, filter?: SQL) =>
  db
    .select(cardColumns)
    .from(sponsoredSlots)
    .innerJoin(profiles, eq(profiles.id, sponsoredSlots.profileId))
    .where(and(eq(sponsoredSlots.categoryId, categoryId), isShowingSlot, isPublicCoach, filter))
    .orderBy(asc(sponsoredSlots.startedAt), asc(sponsoredSlots.seat));

const sponsors = preparedStatement((db) => sponsorsQuery(db, sql.placeholder("categoryId")).prepare("niche_sponsors"));

/** The category's sponsors in seniority order (position 1, 2, 3), those meeting `filter` if given. */
export async function sponsorsOf(categoryId: number, filter?: SQL): Promise<CardRow[]> {
  return filter ? sponsorsQuery(getDb(), categoryId, filter) : sponsors().execute({ categoryId });
}

type ListingArgs = {
  categoryId: number | Placeholder;
  exclude: SQLWrapper;
  from: number | Placeholder;
  size: number | Placeholder;
};

const listingQuery = (db: Db, args: ListingArgs, order: NicheOrder, filter?: SQL) =>
  db
    .select(cardColumns)
    .from(profileCategories)
    .innerJoin(profiles, eq(profiles.id, profileCategories.profileId))
    .where(
      and(
        eq(profileCategories.categoryId, args.categoryId),
        profileCategories.listed,
        isPublicCoach,
        sql`${profileCategories.profileId} <> all(${args.exclude}::uuid[])`,
        filter,
      ),
    )
    .orderBy(...NICHE_ORDERS[order])
    .offset(args.from)
    .limit(args.size);

/** The first rows of a listing page (LIST_PAGE_SIZE, less its sponsors) get statements of their own. */
const MAX_FIRST_ROWS = LIST_PAGE_SIZE;

const placeholders = {
  categoryId: sql.placeholder("categoryId"),
  exclude: sql.placeholder("exclude"),
  from: sql.placeholder("from"),
  size: sql.placeholder("size"),
};
const listings = {
  score: preparedStatement((db) => listingQuery(db, placeholders, "score").prepare("niche_listing_by_score")),
  reviews: preparedStatement((db) => listingQuery(db, placeholders, "reviews").prepare("niche_listing_by_reviews")),
};

/**
 * A listing's first `size` rows, the row count written into the statement: a generic plan with a
 * bound OFFSET and LIMIT is costed as reading a tenth of the niche, so PostgreSQL planned every
 * call of the paged statement again (a third of a category page's database time, issue 24).
 */
const firstRowsOf = preparedPerKey((key: `${NicheOrder}_${number}_${number}`) => {
  const [order, size, excluded] = key.split("_") as [NicheOrder, string, string];
  const literal = {
    ...placeholders,
    exclude: excludedList(Number(excluded)),
    from: literalLimit(0),
    size: literalLimit(Number(size)),
  };
  return preparedStatement((db) => listingQuery(db, literal, order).prepare(`niche_first_${key}`));
});

/** The ids left out (a niche's sponsors, at most three) as placeholders: an array of known length. */
const excludedList = (count: number) => sql`array[${placeholderList("x", count)}]`;

/**
 * Coaches of a category, best score first (or most reviewed first), skipping `exclude`, meeting
 * `filter` if given. The niche's index gives the order, so a page reads about a page of rows.
 */
export async function coachesInCategory(
  categoryId: number,
  options: { from: number; size: number; exclude?: string[]; filter?: SQL; order?: NicheOrder },
): Promise<CardRow[]> {
  const { from, size, filter, order = "score" } = options;
  const exclude = options.exclude ?? [];
  if (filter) return listingQuery(getDb(), { categoryId, exclude: sql.param(exclude), from, size }, order, filter);
  if (from === 0 && size <= MAX_FIRST_ROWS) {
    const first = firstRowsOf(`${order}_${size}_${exclude.length}`);
    return first.execute({ categoryId, ...placeholderValues("x", exclude) });
  }
  return listings[order]().execute({ categoryId, exclude, from, size });
}

/** A niche's filter: on its seats, reading profiles only when `readsProfile` (a location). */
export type SeatFilter = { filter?: SQL; readsProfile: boolean };

const membersQuery = (
  db: Db,
  categoryId: number | Placeholder,
  exclude: SQLWrapper,
  { filter, readsProfile }: SeatFilter = { readsProfile: false },
) => {
  const members = db.select({ id: profileCategories.profileId }).from(profileCategories).$dynamic();
  // Without a location the niche's seats alone answer (their entries are the listed coaches).
  return (readsProfile ? members.innerJoin(profiles, eq(profiles.id, profileCategories.profileId)) : members)
    .where(
      and(
        eq(profileCategories.categoryId, categoryId),
        profileCategories.listed,
        sql`${profileCategories.profileId} <> all(${exclude}::uuid[])`,
        filter,
      ),
    )
    .limit(literalLimit(RESULT_COUNT_CAP + 1));
};

const cappedCountQuery = (db: Db, categoryId: number | Placeholder, exclude: SQLWrapper, filter?: SeatFilter) =>
  db.select({ n: sql<number>`count(*)::int` }).from(membersQuery(db, categoryId, exclude, filter).as("members"));

const cappedCount = preparedPerKey((excluded: number) =>
  preparedStatement((db) =>
    cappedCountQuery(db, sql.placeholder("categoryId"), excludedList(excluded)).prepare(
      `niche_capped_count_${excluded}`,
    ),
  ),
);

/** How many of the category's coaches meet `filter`, apart from `exclude`; above the cap, cap + 1. */
export async function countInCategory(categoryId: number, exclude: string[], filter?: SeatFilter): Promise<number> {
  const [row] = filter?.filter
    ? await cappedCountQuery(getDb(), categoryId, sql.param(exclude), filter)
    : await cappedCount(exclude.length).execute({ categoryId, ...placeholderValues("x", exclude) });
  return row?.n ?? 0;
}
