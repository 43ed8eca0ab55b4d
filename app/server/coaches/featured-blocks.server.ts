import { and, asc, eq, notExists, type Placeholder, sql } from "drizzle-orm";
import { type SelectedFields, unionAll } from "drizzle-orm/pg-core";
import {
  COMPACT_ABOUT_CUT,
  type CoachCardData,
  type CompactCardData,
  compactSnippet,
  FEATURED_BLOCK_SIZE,
} from "../../lib/coach.ts";
import type { Db } from "../db/client.server.ts";
import {
  literalLimit,
  placeholderList,
  placeholderValues,
  preparedPerKey,
  preparedStatement,
} from "../db/prepared-statement.server.ts";
import { isPublicCoach, profileCategories, profiles, sponsoredSlots } from "../db/schema.ts";
import { type CardRow, cardColumns, toCards } from "./coach-service.server.ts";
import { isShowingSlot, NICHE_ORDERS } from "./niche-queries.server.ts";

/** What a home page card shows (CompactCardData): the about text only as far as its snippet reads. */
const compactColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  photoLink: profiles.photoLink,
  aboutMe: sql<string>`left(${profiles.aboutMe}, ${sql.raw(String(COMPACT_ABOUT_CUT + 1))})`.as("about_me"),
  rating: profiles.rating,
  reviewCount: profiles.reviewCount,
};

/** The niche's best coaches that are not its sponsors (those are its first cards already). */
const bestOf = (db: Db, columns: SelectedFields, categoryId: Placeholder) =>
  db
    .select({ ...columns, categoryId: profileCategories.categoryId })
    .from(profileCategories)
    .innerJoin(profiles, eq(profiles.id, profileCategories.profileId))
    .where(
      and(
        eq(profileCategories.categoryId, categoryId),
        profileCategories.listed,
        isPublicCoach,
        notExists(
          db
            .select({ seat: sponsoredSlots.seat })
            .from(sponsoredSlots)
            .where(
              and(
                eq(sponsoredSlots.categoryId, categoryId),
                eq(sponsoredSlots.profileId, profileCategories.profileId),
                isShowingSlot,
              ),
            ),
        ),
      ),
    )
    .orderBy(...NICHE_ORDERS.score)
    .limit(literalLimit(FEATURED_BLOCK_SIZE));

/**
 * The statements of featured blocks with these columns: the sponsors of all the niches, and one
 * statement per number of niches with the best of niche c0, c1, ... one after the other.
 */
function featuredStatements<Row extends { id: string }>(columns: SelectedFields, name: string) {
  type Found = Row & { categoryId: number };
  // One placeholder per niche: an array of unknown length made PostgreSQL plan every call.
  const sponsors = preparedPerKey((count: number) =>
    preparedStatement((db) =>
      db
        .select({ ...columns, categoryId: sponsoredSlots.categoryId })
        .from(sponsoredSlots)
        .innerJoin(profiles, eq(profiles.id, sponsoredSlots.profileId))
        .where(
          and(
            sql`${sponsoredSlots.categoryId} = any(array[${placeholderList("c", count)}]::int[])`,
            isShowingSlot,
            isPublicCoach,
          ),
        )
        .orderBy(asc(sponsoredSlots.startedAt), asc(sponsoredSlots.seat))
        .prepare(`${name}_sponsors_${count}`),
    ),
  );
  const best = preparedPerKey((count: number) =>
    preparedStatement((db) => {
      const [first, ...others] = Array.from({ length: count }, (_, i) => bestOf(db, columns, sql.placeholder(`c${i}`)));
      if (!first) throw new Error("featured blocks of no niche");
      const [second, ...rest] = others;
      return (second ? unionAll(first, second, ...rest) : first).prepare(`${name}_best_${count}`);
    }),
  );
  /**
   * docs/product.md §6, for several niches at once (the home page shows five): each block is 8
   * cards, the niche's sponsors first (seniority), filled with its best scores.
   */
  return async (categoryIds: readonly number[]) => {
    const niches = placeholderValues("c", categoryIds);
    const [sponsorRows, rest] = await Promise.all([
      sponsors(categoryIds.length).execute(niches) as Promise<Found[]>,
      best(categoryIds.length).execute(niches) as Promise<Found[]>,
    ]);
    return categoryIds.map((categoryId) => {
      const own = sponsorRows.filter((s) => s.categoryId === categoryId);
      const rows = [...own, ...rest.filter((r) => r.categoryId === categoryId)].slice(0, FEATURED_BLOCK_SIZE);
      return { categoryId, rows, sponsored: new Set(own.map((s) => s.id)) };
    });
  };
}

// The columns are chosen here, so the rows' types are named here too.
const fullBlocks = featuredStatements<CardRow>(cardColumns, "featured");
const compactBlocks = featuredStatements<{
  id: string;
  fullName: string;
  photoLink: string | null;
  aboutMe: string;
  rating: number;
  reviewCount: number;
}>(compactColumns, "featured_compact");

/** The featured blocks of these niches as full cards (docs/product.md §6). */
export async function featuredBlocks(categoryIds: readonly number[]): Promise<Map<number, CoachCardData[]>> {
  if (!categoryIds.length) return new Map();
  const blocks = await fullBlocks(categoryIds);
  return new Map(blocks.map((b) => [b.categoryId, toCards(b.rows, b.sponsored)]));
}

/** The featured blocks of these niches as the home page's compact cards, read as such. */
export async function featuredCompactBlocks(categoryIds: readonly number[]): Promise<Map<number, CompactCardData[]>> {
  if (!categoryIds.length) return new Map();
  const blocks = await compactBlocks(categoryIds);
  return new Map(
    blocks.map((b) => [
      b.categoryId,
      b.rows.map((r) => ({
        _id: r.id,
        fullName: r.fullName,
        photoLink: r.photoLink,
        rating: r.rating,
        reviewCount: r.reviewCount,
        sponsored: b.sponsored.has(r.id),
        snippet: compactSnippet(r.aboutMe),
      })),
    ]),
  );
}

/** One niche's featured block (GET /api/user/featured-category/{category}). */
export async function featuredForCategory(categoryId: number): Promise<CoachCardData[]> {
  return (await featuredBlocks([categoryId])).get(categoryId) ?? [];
}
