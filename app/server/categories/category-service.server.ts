import { and, asc, eq, exists, sql } from "drizzle-orm";
import type { NavGroup } from "../../lib/categories.ts";
import { GROUPS, type Group, NAV_GROUPS, type Tier } from "../../lib/levels.ts";
import { cachedByKey, cachedValue } from "../cache/cached-value.server.ts";
import { onPublicChange } from "../cache/public-changes.server.ts";
import { getDb } from "../db/database.server.ts";
import { preparedStatement } from "../db/prepared-statement.server.ts";
import { categories, profileCategories } from "../db/schema.ts";

export type Category = {
  id: number;
  name: string;
  slug: string;
  searchName: string;
  group: Group;
  tier: Tier;
  navPosition: number | null;
};

/**
 * Every niche, kept in this process for the pages that every request shows (navigation, footer,
 * category and home pages). Niches change only when the reference data is loaded, which forgets
 * them; the lifetime bounds what another process that loaded them would show.
 */
const catalog = cachedValue<readonly Category[]>(() => getDb().select().from(categories), 5 * 60_000);

/** After niches were written: the next reader loads them again. */
export const forgetCategories = () => catalog.forget();

export async function listCategories(): Promise<Category[]> {
  return getDb().select().from(categories).orderBy(asc(categories.group), asc(categories.name));
}

const navigation = new WeakMap<readonly Category[], NavGroup[]>();

/** The navigation dropdowns: each group's listed niches in their set order (one list per catalog). */
export async function navigationGroups(): Promise<NavGroup[]> {
  const all = await catalog.get();
  let groups = navigation.get(all);
  if (!groups) {
    const listed = all
      .filter((c) => c.navPosition !== null)
      .sort((a, b) => (a.navPosition ?? 0) - (b.navPosition ?? 0));
    groups = NAV_GROUPS.map((group) => ({
      group,
      niches: listed.filter((c) => c.group === group).map(({ name, slug }) => ({ name, slug })),
    }));
    navigation.set(all, groups);
  }
  return groups;
}

/**
 * A group's niches that list at least one public coach (one with a page), dropdown entries first in their order, then by
 * name. The EXISTS reads one entry of the niche's listing index (profile_category_listing_idx), so
 * a group costs a few dozen index probes however many coaches there are. Every category page
 * shows its group's: they are kept in this process until a committed change to what public pages
 * show (any process's: the public change feed) or for a minute at most, which bounds a missed
 * notification (half of a category page's database time, issue 24).
 */
export const nichesWithCoaches = (group: Group): Promise<readonly { name: string; slug: string }[]> =>
  nichesOfGroup.get(group);

// One key per group: the bound is never reached.
const nichesOfGroup = cachedByKey((group) => nichesWithCoachesStatement().execute({ group }), 60_000, GROUPS.length);
onPublicChange(nichesOfGroup.forget);

const nichesWithCoachesStatement = preparedStatement((db) => {
  const aCoach = db
    .select({ one: sql`1` })
    .from(profileCategories)
    .where(and(eq(profileCategories.categoryId, categories.id), profileCategories.listed));
  return db
    .select({ name: categories.name, slug: categories.slug })
    .from(categories)
    .where(and(eq(categories.group, sql.placeholder("group")), exists(aCoach)))
    .orderBy(asc(categories.navPosition), asc(categories.name))
    .prepare("niches_with_coaches");
});

/** The niches grouped by plan type (GET /api/category_types, docs/product.md §24): tier -> niche names. */
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
  return (await catalog.get()).length;
}

/** Finds a category by its slug or, case-insensitively, by its name. */
export async function findCategory(slugOrName: string): Promise<Category | null> {
  const all = await catalog.get();
  const name = slugOrName.toLowerCase();
  return all.find((c) => c.slug === slugOrName) ?? all.find((c) => c.name.toLowerCase() === name) ?? null;
}
