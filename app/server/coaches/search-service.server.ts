import { type AnyColumn, and, asc, desc, eq, gte, ilike, inArray, notInArray, or, type SQL, sql } from "drizzle-orm";
import type { CoachCardData } from "../../lib/coach.ts";
import { FIELD_LIMITS } from "../../lib/limits.ts";
import {
  BADGE_MIN_COUNT,
  BADGE_SLUGS,
  NO_FILTERS,
  type Offer,
  RESULT_COUNT_CAP,
  type SearchFilters,
  type Sort,
} from "../../lib/search-filters.ts";
import { getDb, selectRows } from "../db/database.server.ts";
import { categories, isPublicCoach, profiles, sponsoredSlots } from "../db/schema.ts";
import { cardColumns, type CardRow, toCards } from "./coach-service.server.ts";

export type Page = { from: number; size: number };

const MAX_WORDS = 8;
/** Trigram distance (1 - similarity) under which a vocabulary word counts as a correction. */
const MAX_DISTANCE = 0.72;
const CORRECTIONS_PER_WORD = 3;

/**
 * Lowercase words of the keyword, letters and digits only (so they are safe inside a tsquery).
 * Only the first 200 characters count: a longer "keyword" is not a search, and trigram matching
 * of a giant word would be costly.
 */
export function searchWords(keyword: string): string[] {
  const words =
    keyword
      .slice(0, FIELD_LIMITS.keyword)
      .toLowerCase()
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .match(/[a-z0-9]+/g) ?? [];
  return [...new Set(words)].slice(0, MAX_WORDS);
}

/**
 * Each word becomes "word or its closest known spellings"; all words must match. A word found
 * in the vocabulary as typed is trusted, so "coach" does not also match "couch".
 */
export async function buildTsQuery(words: string[]): Promise<string | null> {
  if (words.length === 0) return null;
  const rows = await selectRows<{ input: string; word: string }>(sql`
    select q.input, s.word
    from unnest(${`{${words.join(",")}}`}::text[]) as q(input)
    cross join lateral (
      select word from search_word
      where not exists (select 1 from search_word known where known.word = q.input)
        and word <-> q.input < ${MAX_DISTANCE}
      order by word <-> q.input
      limit ${CORRECTIONS_PER_WORD}
    ) s`);
  const corrections = new Map<string, string[]>();
  for (const { input, word } of rows) corrections.set(input, [...(corrections.get(input) ?? []), word]);
  return words
    .map((word, i) => {
      const last = i === words.length - 1 && word.length >= 3;
      const options = [last ? `${word}:*` : word, ...(corrections.get(word) ?? [])];
      return `(${options.join(" | ")})`;
    })
    .join(" & ");
}

const query = (tsQuery: string) => sql`to_tsquery('english', ${tsQuery})`;

const OFFER_COLUMNS: Record<Offer, AnyColumn> = {
  "one-on-one": profiles.isOneOnOne,
  "group-coaching": profiles.isGroupCoaching,
  "free-training": profiles.isFreeTraining,
};

/** A prefix pattern for ILIKE: the text's own % _ and \\ match literally. */
const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The filters as one condition on `profile` (undefined without any): plain column tests that the
 * list's own index walk (score, niche or keyword) applies row by row.
 */
export function filterCondition(f: SearchFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (f.minRating !== undefined) conditions.push(gte(profiles.rating, f.minRating));
  for (const offer of f.offer) conditions.push(eq(OFFER_COLUMNS[offer], true));
  for (const badge of f.badge) {
    const position = BADGE_SLUGS.indexOf(badge) + 1;
    conditions.push(sql`(${profiles.badgeCounts})[${sql.raw(String(position))}] >= ${BADGE_MIN_COUNT}`);
  }
  if (f.location) {
    const [city, state] = f.location.split(",").map((part) => part.trim());
    conditions.push(
      state
        ? and(city ? ilike(profiles.city, startsWith(city)) : undefined, ilike(profiles.state, startsWith(state)))
        : or(ilike(profiles.city, startsWith(f.location)), ilike(profiles.state, startsWith(f.location))),
    );
  }
  const present = conditions.filter((c) => c !== undefined);
  return present.length ? and(...present) : undefined;
}

/**
 * The order of a non-default sort, each that of an index (profile_coach_score_idx,
 * profile_coach_reviews_idx) so a common word stops after a page; ties by id so pages neither
 * repeat nor skip.
 */
export function sortOrder(sort: Exclude<Sort, "best">): SQL[] {
  return sort === "reviews"
    ? [desc(profiles.reviewCount), desc(profiles.score), asc(profiles.id)]
    : [desc(profiles.score), asc(profiles.id)];
}

/** Counts a list's rows, reading at most one past the cap (enough to say "1,000+"). */
export const cappedCount = (rows: Parameters<ReturnType<typeof getDb>["$count"]>[0]) => getDb().$count(rows);

/** Coaches sponsored in a niche whose name matches the query, by seniority, each once. */
async function matchingSponsors(tsQuery: string, filter?: SQL): Promise<CardRow[]> {
  const rows = await getDb()
    .select({ ...cardColumns, startedAt: sponsoredSlots.startedAt })
    .from(sponsoredSlots)
    .innerJoin(categories, eq(categories.id, sponsoredSlots.categoryId))
    .innerJoin(profiles, eq(profiles.id, sponsoredSlots.profileId))
    .where(
      and(
        sql`to_tsvector('english', ${categories.name} || ' ' || ${categories.searchName}) @@ ${query(tsQuery)}`,
        eq(sponsoredSlots.status, "active"),
        sql`(${sponsoredSlots.endsAt} is null or ${sponsoredSlots.endsAt} > now())`,
        isPublicCoach,
        filter,
      ),
    )
    .orderBy(asc(sponsoredSlots.startedAt), asc(sponsoredSlots.seat));
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.id) && seen.add(r.id));
}

/**
 * Keyword matches come in two tiers, each best score first: coaches whose name, niche or place
 * matches, then those matched only by their about text.
 */
function tierQuery<T extends Parameters<ReturnType<typeof getDb>["select"]>[0] & object>(
  tsQuery: string,
  tier: "key" | "about" | "all",
  exclude: string[],
  columns: T,
  filter?: SQL,
) {
  const q = query(tsQuery);
  const inKey = sql`${profiles.searchKey} @@ ${q}`;
  return getDb()
    .select(columns)
    .from(profiles)
    .where(
      and(
        isPublicCoach,
        tier === "key"
          ? inKey
          : tier === "all"
            ? sql`${profiles.searchVector} @@ ${q}`
            : and(sql`${profiles.searchVector} @@ ${q}`, sql`not (${inKey})`),
        exclude.length ? notInArray(profiles.id, exclude) : undefined,
        filter,
      ),
    );
}

/** The first tier's page in score order, as a query builder: the benchmark runs its bare SQL. */
export const keywordMatches = (tsQuery: string, page: Page, exclude: string[] = [], filter?: SQL) =>
  tierQuery(tsQuery, "key", exclude, cardColumns, filter)
    .orderBy(desc(profiles.score), asc(profiles.id))
    .offset(page.from)
    .limit(page.size);

/** Above this many about-text matches the second tier walks the score index; below, it is sorted whole. */
const CANDIDATE_CAP = 2000;

/**
 * A page of the second tier. Its matches are first fetched unordered (a bitmap scan for rare
 * words): up to 2,000 are sorted here, more than that the score index serves. Walking the score
 * index for a word that is rare in about texts would read every coach.
 */
async function aboutTierPage(tsQuery: string, page: Page, exclude: string[], filter?: SQL): Promise<CardRow[]> {
  const candidates = await tierQuery(
    tsQuery,
    "about",
    exclude,
    { id: profiles.id, score: profiles.score },
    filter,
  ).limit(CANDIDATE_CAP + 1);
  if (candidates.length > CANDIDATE_CAP) {
    return tierQuery(tsQuery, "about", exclude, cardColumns, filter)
      .orderBy(desc(profiles.score), asc(profiles.id))
      .offset(page.from)
      .limit(page.size);
  }
  candidates.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : 1));
  const ids = candidates.slice(page.from, page.from + page.size).map((c) => c.id);
  const cards = ids.length ? await getDb().select(cardColumns).from(profiles).where(inArray(profiles.id, ids)) : [];
  const byId = new Map(cards.map((c) => [c.id, c]));
  return ids.map((id) => byId.get(id)).filter((c) => c !== undefined);
}

async function keywordPage(tsQuery: string, page: Page, exclude: string[], filter?: SQL): Promise<CardRow[]> {
  const first = await keywordMatches(tsQuery, page, exclude, filter);
  if (first.length === page.size) return first;
  // The first tier ended inside or before this page: the second starts right after its last row.
  const firstTierSize =
    first.length > 0
      ? page.from + first.length
      : ((await getDb().$count(tierQuery(tsQuery, "key", exclude, { id: profiles.id }, filter).as("first_tier"))) ?? 0);
  const second = await aboutTierPage(
    tsQuery,
    { from: Math.max(0, page.from - firstTierSize), size: page.size - first.length },
    exclude,
    filter,
  );
  return [...first, ...second];
}

/**
 * A page of a list that starts with `head` (the sponsors) and continues with `rest(from, size)`,
 * so that consecutive pages neither repeat nor skip a coach.
 */
export async function pageAfterHead(
  head: CardRow[],
  page: Page,
  rest: (from: number, size: number) => Promise<CardRow[]>,
): Promise<CoachCardData[]> {
  const fromHead = head.slice(page.from, page.from + page.size);
  const restSize = page.size - fromHead.length;
  const restRows = restSize > 0 ? await rest(Math.max(0, page.from - head.length), restSize) : [];
  return toCards([...fromHead, ...restRows], new Set(head.map((h) => h.id)));
}

/**
 * Keyword search: sponsors of matching niches first (those matching the filters), then the
 * matches: by default best match (name, niche or place before about text, each by score), or in
 * the sort's order.
 */
export async function searchCoaches(
  keyword: string,
  page: Page,
  filters: SearchFilters = NO_FILTERS,
): Promise<CoachCardData[]> {
  const tsQuery = await buildTsQuery(searchWords(keyword));
  if (!tsQuery) return [];
  const filter = filterCondition(filters);
  const sponsors = await matchingSponsors(tsQuery, filter);
  const exclude = sponsors.map((s) => s.id);
  const { sort } = filters;
  return pageAfterHead(sponsors, page, (from, size) =>
    sort === "best"
      ? keywordPage(tsQuery, { from, size }, exclude, filter)
      : tierQuery(tsQuery, "all", exclude, cardColumns, filter)
          .orderBy(...sortOrder(sort))
          .offset(from)
          .limit(size),
  );
}

/** How many coaches the search lists with these filters, sponsors included; above the cap, cap + 1. */
export async function searchCount(keyword: string, filters: SearchFilters = NO_FILTERS): Promise<number> {
  const tsQuery = await buildTsQuery(searchWords(keyword));
  if (!tsQuery) return 0;
  const filter = filterCondition(filters);
  const sponsors = await matchingSponsors(tsQuery, filter);
  const rest = await cappedCount(
    tierQuery(
      tsQuery,
      "all",
      sponsors.map((s) => s.id),
      { id: profiles.id },
      filter,
    )
      .limit(RESULT_COUNT_CAP + 1)
      .as("matches"),
  );
  return Math.min(sponsors.length + rest, RESULT_COUNT_CAP + 1);
}
