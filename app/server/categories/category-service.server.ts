import { and, asc, count, eq, exists, isNotNull, or, sql } from "drizzle-orm";
import type { NavGroup } from "../../lib/categories.ts";
import type { Group, Tier } from "../../lib/levels.ts";
import { getDb } from "../db/database.server.ts";
import { categories, isPublicCoach, profileCategories, profiles } from "../db/schema.ts";

export type Category = {
  id: number;
  name: string;
  slug: string;
  searchName: string;
  group: Group;
  tier: Tier;
  navPosition: number | null;
};

export async function listCategories(): Promise<Category[]> {
  return getDb().select().from(categories).orderBy(asc(categories.group), asc(categories.name));
}

/** The navigation dropdowns: each group's listed niches in their set order. */
export async function navigationGroups(groups: readonly Group[]): Promise<NavGroup[]> {
  const rows = await getDb()
    .select({ name: categories.name, slug: categories.slug, group: categories.group })
    .from(categories)
    .where(isNotNull(categories.navPosition))
    .orderBy(asc(categories.navPosition));
  return groups.map((group) => ({
    group,
    niches: rows.filter((r) => r.group === group).map(({ name, slug }) => ({ name, slug })),
  }));
}

/**
 * A group's niches that list at least one public coach (one with a page), dropdown entries first in their order, then by
 * name. The EXISTS stops at a niche's first coach (category index of profile_category), so a
 * group costs a few dozen index probes however many coaches there are.
 */
export async function nichesWithCoaches(group: Group): Promise<{ name: string; slug: string }[]> {
  const db = getDb();
  const aCoach = db
    .select({ one: sql`1` })
    .from(profileCategories)
    .innerJoin(profiles, eq(profiles.id, profileCategories.profileId))
    .where(and(eq(profileCategories.categoryId, categories.id), isPublicCoach));
  return db
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .where(and(eq(categories.group, group), exists(aCoach)))
    .orderBy(asc(categories.navPosition), asc(categories.name));
}

/** SPEC "categories grouped by plan type": tier -> niche names. */
export async function categoriesByTier(): Promise<Record<Tier, string[]>> {
  const rows = await getDb()
    .select({ name: categories.name, tier: categories.tier })
    .from(categories)
    .orderBy(asc(categories.name));
  const result: Record<Tier, string[]> = { standard: [], premium: [], alternative: [] };
  for (const row of rows) result[row.tier].push(row.name);
  return result;
}

export async function nicheCount(): Promise<number> {
  const [row] = await getDb().select({ n: count() }).from(categories);
  return row?.n ?? 0;
}

/** Finds a category by its slug or, case-insensitively, by its name. */
export async function findCategory(slugOrName: string): Promise<Category | null> {
  const [row] = await getDb()
    .select()
    .from(categories)
    .where(or(eq(categories.slug, slugOrName), sql`lower(${categories.name}) = lower(${slugOrName})`))
    .limit(1);
  return row ?? null;
}
