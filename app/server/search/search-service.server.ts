import { and, asc, eq, notInArray, type Placeholder, type SQL, sql } from "drizzle-orm";
import { type CoachCardData, LIST_PAGE_SIZE } from "../../lib/coach.ts";
import { FIELD_LIMITS } from "../../lib/limits.ts";
import { isFiltered, NO_FILTERS, RESULT_COUNT_CAP, type SearchFilters } from "../../lib/search-filters.ts";
import { cachedByKey } from "../cache/cached-value.server.ts";
import { onPublicChange } from "../cache/public-changes.server.ts";
import type { Db } from "../db/client.server.ts";
import { getDb } from "../db/database.server.ts";
import {
  placeholderList,
  placeholderValues,
  preparedPerKey,
  preparedSql,
  preparedStatement,
} from "../db/prepared-statement.server.ts";
import { categories, isPublicCoach, profiles, sponsoredSlots } from "../db/schema.ts";
import { cardColumns, type CardRow, toCards } from "../coaches/coach-service.server.ts";
import { isShowingSlot } from "../coaches/niche-queries.server.ts";
import {
  coachesWithTerms,
  type IndexWord,
  oneWordRows,
  type Tier,
  type TierRows,
  tierShare,
} from "./search-postings.server.ts";
import { filterBits, profileHasBits, seatHasBits } from "./filter-bits.server.ts";
import { profileInPlace } from "./places.server.ts";
import {
  cappedMatchCount,
  type FewRowAlso,
  fewRows,
  isRareWord,
  type Matching,
  orderedMatches,
  type SharedFew,
} from "./ordered-matches.server.ts";
import { matchesAsPrefix, parseQuery, type QueryWord, termTiers, tsQueryOf } from "./search-terms.server.ts";

export type Page = { from: number; size: number };

const MAX_WORDS = 8;

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

const query = (tsQuery: string | Placeholder) => sql`to_tsquery('english', ${tsQuery})`;

/**
 * The filters as one condition (undefined without any): offers, minimum rating and badges as the
 * coach's filter bits (migration 0016), on the profile or on a niche seat's copy of them, and the
 * location on the profile.
 */
export function filterCondition(f: SearchFilters, on: "profile" | "seat" = "profile"): SQL | undefined {
  const bits = filterBits(f);
  const present = [
    bits ? (on === "seat" ? seatHasBits(bits) : profileHasBits(bits)) : undefined,
    profileInPlace(f.location),
  ].filter((c) => c !== undefined);
  return present.length ? and(...present) : undefined;
}

const sponsorsQuery = (db: Db, tsQuery: string | Placeholder, filter?: SQL) =>
  db
    .select({ ...cardColumns, startedAt: sponsoredSlots.startedAt })
    .from(sponsoredSlots)
    .innerJoin(categories, eq(categories.id, sponsoredSlots.categoryId))
    .innerJoin(profiles, eq(profiles.id, sponsoredSlots.profileId))
    .where(
      and(
        sql`to_tsvector('english', ${categories.name} || ' ' || ${categories.searchName}) @@ ${query(tsQuery)}`,
        isShowingSlot,
        isPublicCoach,
        filter,
      ),
    )
    .orderBy(asc(sponsoredSlots.startedAt), asc(sponsoredSlots.seat));

const preparedSponsors = preparedStatement((db) =>
  sponsorsQuery(db, sql.placeholder("tsQuery")).prepare("search_sponsors"),
);

/** Coaches sponsored in a niche whose name matches the query, by seniority, each once. */
function matchingSponsors(tsQuery: string, filter?: SQL): Promise<CardRow[]> {
  return filter ? sponsorsQuery(getDb(), tsQuery, filter).then(eachOnce) : sponsorsOfQuery.get(tsQuery);
}

/**
 * A query's sponsors without a filter are the same for every visitor: kept for the queries read
 * most recently in this process, until a public change or a minute (a sponsorship ends by the clock).
 */
const sponsorsOfQuery = cachedByKey((tsQuery) => preparedSponsors().execute({ tsQuery }).then(eachOnce), 60_000, 1_000);
onPublicChange(sponsorsOfQuery.forget);

function eachOnce(rows: CardRow[]): CardRow[] {
  const seen = new Set<string>();
  return rows.filter((r) => !seen.has(r.id) && seen.add(r.id));
}

/** The query's words are in the coach's name, niches or place (the key tier). */
const inKeyOf = (q: SQL) => sql`${profiles.searchKey} @@ ${q}`;

/** The words of a tier, the coaches left out and the location, on `profile`. */
function tierWhere({ tsQuery, exclude, filters }: PreparedSearch, tier: Tier): SQL {
  const q = query(tsQuery);
  const inKey = inKeyOf(q);
  const words =
    tier === "key"
      ? inKey
      : tier === "all"
        ? sql`${profiles.searchVector} @@ ${q}`
        : sql`${profiles.searchVector} @@ ${q} and not (${inKey})`;
  // The place and the coaches left out before the words, which unpack the row's text (as
  // `condition` in ordered-matches puts the filter bits first).
  return and(
    profileInPlace(filters.location),
    exclude.length ? notInArray(profiles.id, exclude) : undefined,
    words,
  ) as SQL;
}

/**
 * The one word of a search that the search index answers alone (oneWordRows): known as typed (no
 * corrections), not a stop word, and no location filter (the index holds no place filter).
 */
function indexWord({ words, filters }: PreparedSearch): IndexWord | undefined {
  const [only] = words;
  if (words.length !== 1 || !only?.stem || only.alternatives.length > 0 || filters.location) return undefined;
  return { stem: only.stem, prefix: matchesAsPrefix(only, true) };
}

/**
 * A tier's share of its search's few matches: the key tier's words match a subset of the all
 * tier's, the about tier the rest, so the page's tiers and the count split one read of the all
 * tier (three reads of a rare word's few thousand coaches were most of its page's time).
 */
function sharedFew(search: PreparedSearch, tier: Tier) {
  return async (fewWords: number): Promise<SharedFew> => {
    search.fewMatches ??= readFew(search, fewWords);
    const read = await search.fewMatches;
    if (!read) return tier === "all" ? "more" : "unknown";
    return tierShare(read, tier);
  };
}

/** The search's one read of its few matches: from the search index for one word, else from the table. */
async function readFew(search: PreparedSearch, fewWords: number): Promise<TierRows | undefined> {
  const word = indexWord(search);
  const bits = filterBits(search.filters);
  if (word) return oneWordRows(word, query(search.tsQuery), bits, search.exclude, fewWords);
  const rows = await fewRows(tierWhere(search, "all"), bits, inKeyOf(query(search.tsQuery)), fewWords);
  return rows && tiered(rows);
}

/** A read of every match split into its tiers' counts, those without the filter bits left out. */
function tiered(rows: FewRowAlso[]): TierRows {
  const kept = rows.filter((r) => r.ok);
  const key = kept.filter((r) => r.also).length;
  return { rows: kept, key, about: kept.length - key };
}

/**
 * Keyword matches come in two tiers, each best score first: coaches whose name, niche or place
 * match ("key"), then those matched only by their about text; "all" is both. Without `exclude`,
 * meeting the filters. A one-word search knows how many coaches have the word in their name,
 * niche or place (search_term): at least that many, less those left out, match the words of the
 * key and all tiers.
 */
function tierMatching(search: PreparedSearch, tier: Tier): Matching {
  const [only] = search.words;
  const known = tier !== "about" && search.words.length === 1 && only;
  return {
    where: tierWhere(search, tier),
    bits: filterBits(search.filters),
    place: search.filters.location,
    atLeast: known ? only.coaches - search.exclude.length : 0,
    fewShared: sharedFew(search, tier),
    fewFirst: search.words.length === 1 && only !== undefined && isRareWord(only.coaches),
  };
}

/**
 * The cards of `count` coaches, one placeholder per id: with an array of unknown length PostgreSQL
 * costs a generic plan for ten ids, finds a page of five dearer that way and plans every call
 * again (a third of a search's database time). A statement per count is planned once per
 * connection.
 */
const cardsOf = preparedPerKey((count: number) =>
  preparedStatement((db) =>
    db
      .select(cardColumns)
      .from(profiles)
      .where(and(sql`${profiles.id} = any(array[${placeholderList("id", count)}]::uuid[])`, isPublicCoach))
      .prepare(`search_cards_${count}`),
  ),
);

/** The cards of these coaches, in this order. */
async function cardsByIds(ids: string[]): Promise<CardRow[]> {
  if (ids.length === 0) return [];
  const cards = await cardsOf(ids.length).execute(placeholderValues("id", ids));
  const byId = new Map(cards.map((c) => [c.id, c]));
  return ids.map((id) => byId.get(id)).filter((c) => c !== undefined);
}

/**
 * The coaches whose name, niche or place match, in rank order: every reading of the query
 * (termTiers: as typed, then corrected) in turn, each best score first, without repeats or
 * `exclude`. Stops at `limit`; `complete` says whether every match was read.
 */
async function keyMatchIds(
  words: QueryWord[],
  limit: number,
  exclude: readonly string[],
): Promise<{ ids: string[]; complete: boolean }> {
  const ids: string[] = [];
  const seen = new Set(exclude);
  for (const terms of termTiers(words)) {
    // Enough to fill the list even if every coach already listed or excluded is in this reading too.
    const wanted = limit + seen.size;
    const found = await coachesWithTerms(terms, wanted);
    for (const id of found) {
      if (seen.has(id)) continue;
      seen.add(id);
      ids.push(id);
      if (ids.length === limit) return { ids, complete: false };
    }
  }
  return { ids, complete: true };
}

/**
 * A page of the best-match order without filters: name, niche or place matches from the search
 * index (search_posting), then about-text matches.
 */
async function bestMatchPage(words: QueryWord[], tsQuery: string, page: Page, exclude: string[]): Promise<CardRow[]> {
  const key = await keyMatchIds(words, page.from + page.size, exclude);
  const first = await cardsByIds(key.ids.slice(page.from));
  if (first.length === page.size || !key.complete) return first;
  const about = await aboutOnlyIds(
    tsQuery,
    [...exclude, ...key.ids],
    Math.max(0, page.from - key.ids.length),
    page.size - first.length,
  );
  return [...first, ...(await cardsByIds(about))];
}

/**
 * Coaches matched only by their about text, best first: search_about (migration 0011) walks the
 * score index when many about texts match and reads the GIN index when few do.
 */
async function aboutOnlyIds(tsQuery: string, exclude: string[], from: number, size: number): Promise<string[]> {
  return (await aboutWalk(tsQuery, exclude, from, size)).map((r) => r.id);
}

const aboutWalk = preparedSql<{ id: string }>(
  "search_about",
  "select id from search_about(to_tsquery('english', $1), $2::uuid[], $3, $4) as id",
);

/** A page of the best-match order with filters: the key tier's matches, then the about tier's. */
async function keywordPage(search: PreparedSearch, page: Page): Promise<CardRow[]> {
  const end = page.from + page.size;
  const key = await orderedMatches(tierMatching(search, "key"), "score", end);
  // Fewer than asked for are all the key tier has: the about tier follows.
  const about = key.length < end ? await orderedMatches(tierMatching(search, "about"), "score", end - key.length) : [];
  return cardsByIds([...key, ...about].slice(page.from, end));
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
 * What every list and count of one search shares: its words, tsquery, filter and sponsors, and
 * once read, its few matches (sharedFew).
 */
type PreparedSearch = {
  words: QueryWord[];
  tsQuery: string;
  filters: SearchFilters;
  filter: SQL | undefined;
  sponsors: CardRow[];
  exclude: string[];
  fewMatches?: Promise<TierRows | undefined>;
};

async function prepareSearch(keyword: string, filters: SearchFilters): Promise<PreparedSearch | null> {
  const words = await parseQuery(searchWords(keyword));
  const tsQuery = tsQueryOf(words);
  if (!tsQuery) return null;
  const filter = filterCondition(filters);
  const sponsors = await matchingSponsors(tsQuery, filter);
  return { words, tsQuery, filters, filter, sponsors, exclude: sponsors.map((s) => s.id) };
}

/**
 * Sponsors of matching niches first (those matching the filters), then the matches: by default
 * best match (name, niche or place before about text; the words as typed before corrections;
 * each by score), or in the sort's order.
 */
function listPage(search: PreparedSearch, page: Page) {
  const { words, tsQuery, filters, filter, sponsors, exclude } = search;
  return pageAfterHead(sponsors, page, (from, size) =>
    filters.sort === "best"
      ? filter
        ? keywordPage(search, { from, size })
        : bestMatchPage(words, tsQuery, { from, size }, exclude)
      : orderedMatches(tierMatching(search, "all"), filters.sort, from + size).then((ids) =>
          cardsByIds(ids.slice(from)),
        ),
  );
}

/**
 * Whether one word's name, niche and place matches alone reach `wanted` with every excluded coach
 * among them: the search index counts each term's coaches (search_term), so nothing is read.
 */
function keyMatchesReach(words: QueryWord[], wanted: number): boolean {
  const [typed] = termTiers(words);
  const [term] = typed ?? [];
  return term !== undefined && typed?.every((t) => t.term === term.term) === true && term.coaches >= wanted;
}

/** How many coaches the search lists, sponsors included; above the cap, cap + 1. */
async function countMatches(search: PreparedSearch): Promise<number> {
  const { words, tsQuery, filter, sponsors, exclude } = search;
  const cap = RESULT_COUNT_CAP + 1;
  // A common word ("life") passes the cap: its count is known without reading a thousand ids.
  if (!filter && keyMatchesReach(words, cap + exclude.length)) return cap;
  // Without filters the search index counts name, niche and place matches without reading profiles.
  const key = filter ? { ids: [], complete: true } : await keyMatchIds(words, cap, exclude);
  if (!key.complete) return Math.min(sponsors.length + key.ids.length, cap);
  const rest = filter
    ? await cappedMatchCount(tierMatching(search, "all"), RESULT_COUNT_CAP)
    : (await aboutOnlyIds(tsQuery, [...exclude, ...key.ids], 0, cap - key.ids.length)).length;
  return Math.min(sponsors.length + key.ids.length + rest, cap);
}

/** Keyword search: a page of coaches (see listPage). */
export async function searchCoaches(
  keyword: string,
  page: Page,
  filters: SearchFilters = NO_FILTERS,
): Promise<CoachCardData[]> {
  const prepared = await prepareSearch(keyword, filters);
  return prepared ? listPage(prepared, page) : [];
}

type SearchPage = { coaches: CoachCardData[]; count: number };

/**
 * The search page's first page and count, sharing the words' lookup and the sponsors. A query's
 * unfiltered first page is the same for every visitor: kept like a niche's (decision 0090), per
 * query's words (the 1,000 read most recently: "Life" and "life " share one), until a public
 * change or for a minute.
 */
export function searchWithCount(keyword: string, page: Page, filters: SearchFilters = NO_FILTERS): Promise<SearchPage> {
  if (isFiltered(filters) || page.from !== 0 || page.size !== LIST_PAGE_SIZE) {
    return readSearchWithCount(keyword, page, filters);
  }
  return firstPages.get(searchWords(keyword).join(" "));
}

const firstPages = cachedByKey(
  (keyword) => readSearchWithCount(keyword, { from: 0, size: LIST_PAGE_SIZE }, NO_FILTERS),
  60_000,
  1_000,
);
onPublicChange(firstPages.forget);

async function readSearchWithCount(keyword: string, page: Page, filters: SearchFilters): Promise<SearchPage> {
  const prepared = await prepareSearch(keyword, filters);
  if (!prepared) return { coaches: [], count: 0 };
  const [coaches, count] = await Promise.all([listPage(prepared, page), countMatches(prepared)]);
  return { coaches, count };
}
