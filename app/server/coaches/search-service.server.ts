import { and, asc, desc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { CoachCardData } from "../../lib/coach.ts";
import { FIELD_LIMITS } from "../../lib/limits.ts";
import { getDb, selectRows } from "../db/database.server.ts";
import { categories, isPublicCoach, profiles, sponsoredSlots } from "../db/schema.ts";
import { cardColumns, type CardRow, coachesInCategory, sponsorsOf, toCards } from "./coach-service.server.ts";

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

/** Coaches sponsored in a niche whose name matches the query, by seniority, each once. */
async function matchingSponsors(tsQuery: string): Promise<CardRow[]> {
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
  tier: "key" | "about",
  exclude: string[],
  columns: T,
) {
  const q = query(tsQuery);
  const inKey = sql`${profiles.searchKey} @@ ${q}`;
  return getDb()
    .select(columns)
    .from(profiles)
    .where(
      and(
        isPublicCoach,
        tier === "key" ? inKey : and(sql`${profiles.searchVector} @@ ${q}`, sql`not (${inKey})`),
        exclude.length ? notInArray(profiles.id, exclude) : undefined,
      ),
    );
}

/** The first tier's page in score order, as a query builder: the benchmark runs its bare SQL. */
export const keywordMatches = (tsQuery: string, page: Page, exclude: string[] = []) =>
  tierQuery(tsQuery, "key", exclude, cardColumns)
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
async function aboutTierPage(tsQuery: string, page: Page, exclude: string[]): Promise<CardRow[]> {
  const candidates = await tierQuery(tsQuery, "about", exclude, { id: profiles.id, score: profiles.score }).limit(
    CANDIDATE_CAP + 1,
  );
  if (candidates.length > CANDIDATE_CAP) {
    return tierQuery(tsQuery, "about", exclude, cardColumns)
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

async function keywordPage(tsQuery: string, page: Page, exclude: string[]): Promise<CardRow[]> {
  const first = await keywordMatches(tsQuery, page, exclude);
  if (first.length === page.size) return first;
  // The first tier ended inside or before this page: the second starts right after its last row.
  const firstTierSize =
    first.length > 0
      ? page.from + first.length
      : ((await getDb().$count(tierQuery(tsQuery, "key", exclude, { id: profiles.id }).as("first_tier"))) ?? 0);
  const second = await aboutTierPage(
    tsQuery,
    { from: Math.max(0, page.from - firstTierSize), size: page.size - first.length },
    exclude,
  );
  return [...first, ...second];
}

/**
 * A page of a list that starts with `head` (the sponsors) and continues with `rest(from, size)`,
 * so that consecutive pages neither repeat nor skip a coach.
 */
async function pageAfterHead(
  head: CardRow[],
  page: Page,
  rest: (from: number, size: number) => Promise<CardRow[]>,
): Promise<CoachCardData[]> {
  const fromHead = head.slice(page.from, page.from + page.size);
  const restSize = page.size - fromHead.length;
  const restRows = restSize > 0 ? await rest(Math.max(0, page.from - head.length), restSize) : [];
  return toCards([...fromHead, ...restRows], new Set(head.map((h) => h.id)));
}

/** Keyword search: sponsors of matching niches first, then the best matches. */
export async function searchCoaches(keyword: string, page: Page): Promise<CoachCardData[]> {
  const tsQuery = await buildTsQuery(searchWords(keyword));
  if (!tsQuery) return [];
  const sponsors = await matchingSponsors(tsQuery);
  const exclude = sponsors.map((s) => s.id);
  return pageAfterHead(sponsors, page, (from, size) => keywordPage(tsQuery, { from, size }, exclude));
}

/** Category listing: its sponsors (position 1, 2, 3) first, then its coaches by score. */
export async function categoryCoaches(categoryId: number, page: Page): Promise<CoachCardData[]> {
  const sponsors = await sponsorsOf(categoryId);
  const exclude = sponsors.map((s) => s.id);
  return pageAfterHead(sponsors, page, (from, size) => coachesInCategory(categoryId, { from, size, exclude }));
}
