import { and, asc, eq, notExists, type Placeholder, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { type CoachCardData, FEATURED_BLOCK_SIZE } from "../../lib/coach.ts";
import type { Db } from "../db/client.server.ts";
import { literalLimit, preparedStatement } from "../db/prepared-statement.server.ts";
import { isPublicCoach, profileCategories, profiles, sponsoredSlots } from "../db/schema.ts";
import { cardColumns, toCards } from "./coach-service.server.ts";
import { isShowingSlot, NICHE_ORDERS } from "./niche-queries.server.ts";

/** The niche's best coaches that are not its sponsors (those are its first cards already). */
const bestOf = (db: Db, categoryId: Placeholder) =>
  db
    .select({ ...cardColumns, categoryId: profileCategories.categoryId })
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

const sponsorsOfAll = preparedStatement((db) =>
  db
    .select({ ...cardColumns, categoryId: sponsoredSlots.categoryId })
    .from(sponsoredSlots)
    .innerJoin(profiles, eq(profiles.id, sponsoredSlots.profileId))
    .where(and(sql`${sponsoredSlots.categoryId} = any(${sql.placeholder("ids")}::int[])`, isShowingSlot, isPublicCoach))
    .orderBy(asc(sponsoredSlots.startedAt), asc(sponsoredSlots.seat))
    .prepare("featured_sponsors"),
);

/** One statement per number of niches: the best of niche c0, c1, ... one after the other. */
const bestOfSeveral = new Map<number, ReturnType<typeof preparedBest>>();
const preparedBest = (count: number) =>
  preparedStatement((db) => {
    const [first, ...others] = Array.from({ length: count }, (_, i) => bestOf(db, sql.placeholder(`c${i}`)));
    if (!first) throw new Error("featured blocks of no niche");
    const [second, ...rest] = others;
    return (second ? unionAll(first, second, ...rest) : first).prepare(`featured_best_${count}`);
  });

/**
 * docs/product.md §6, for several niches at once (the home page shows five): each block is 8 cards,
 * the niche's sponsors first (seniority), filled with its best scores. Two prepared statements
 * whatever the number of niches: the sponsors of all of them, and each niche's best from its
 * listing index.
 */
export async function featuredBlocks(categoryIds: readonly number[]): Promise<Map<number, CoachCardData[]>> {
  const blocks = new Map<number, CoachCardData[]>();
  if (!categoryIds.length) return blocks;
  let best = bestOfSeveral.get(categoryIds.length);
  if (!best) {
    best = preparedBest(categoryIds.length);
    bestOfSeveral.set(categoryIds.length, best);
  }
  const [sponsors, rest] = await Promise.all([
    sponsorsOfAll().execute({ ids: [...categoryIds] }),
    best().execute(Object.fromEntries(categoryIds.map((id, i) => [`c${i}`, id]))),
  ]);
  for (const categoryId of categoryIds) {
    const own = sponsors.filter((s) => s.categoryId === categoryId);
    const cards = [...own, ...rest.filter((r) => r.categoryId === categoryId)].slice(0, FEATURED_BLOCK_SIZE);
    blocks.set(categoryId, toCards(cards, new Set(own.map((s) => s.id))));
  }
  return blocks;
}

/** One niche's featured block (GET /api/user/featured-category/{category}). */
export async function featuredForCategory(categoryId: number): Promise<CoachCardData[]> {
  return (await featuredBlocks([categoryId])).get(categoryId) ?? [];
}
