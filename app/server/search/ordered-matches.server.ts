import { and, type SQL, sql } from "drizzle-orm";
import { selectRows } from "../db/database.server.ts";
import { isPublicCoach, profileFacetBits } from "../db/schema.ts";
import { coachesWithBitsQuery, combinationsWith, profileHasBits } from "./filter-bits.server.ts";
import { coachesInPlacesQuery, placesOf, profileInPlacesOf, profileInThatPlace } from "./places.server.ts";

/** The orders a list can have, each that of indexes (profile_coach_score_idx, profile_coach_facet_score_idx...); ties by id. */
export type MatchOrder = "score" | "reviews";

/**
 * What a list asks of a coach: `where` on `profile` (words, place, coaches left out), the filter
 * bits (0: none) and the location filter (also in `where`); `atLeast`, when known, how many
 * coaches the words alone match at least; `fewShared`, when lists of one search share one read
 * of their few matches (see fewWordMatches); `fewFirst`, when its words are rare (isRareWord).
 */
export type Matching = {
  where: SQL;
  bits: number;
  place?: string;
  atLeast?: number;
  fewShared?: (fewWords: number) => Promise<SharedFew>;
  fewFirst?: boolean;
};

/**
 * Whether a word in this many coaches' names, niches or places is rare: its few matches are read
 * before the best coaches are walked (`fewFirst`), where it is seldom met (4 in the best 1,000
 * for a word of 4,452 coaches at 1M: a page of 20 walked them in vain, 3.8 ms).
 */
export const isRareWord = (coaches: number) => coaches <= LIMITS.fewWords;

/**
 * A list's share of its search's few matches: "more" when it matches more than the few, "unknown"
 * when the shared read cannot tell (the list reads its own), else a FewShare.
 */
export type SharedFew = FewShare | "more" | "unknown";

/**
 * The list's few matches that have the filter bits: all of them, or only the first `upTo` in each
 * order (a read that sorted them itself); `count`, how many there are.
 */
export type FewShare = { rows: Match[]; count: number; upTo?: number };

const ORDER: Record<MatchOrder, SQL> = {
  score: sql`score desc, id`,
  reviews: sql`review_count desc, score desc, id`,
};

/**
 * walkRows: how many of the best coaches (in the list's order) a list reads before it turns to
 * other indexes; fewMatches: filters leaving at most this many coaches read them all; fewWords:
 * words matching at most this many are read from their index. (Tests make them small to take
 * every path on a few thousand coaches.)
 */
export type MatchLimits = { walkRows: number; fewMatches: number; fewWords: number };
const LIMITS: MatchLimits = { walkRows: 1000, fewMatches: 2000, fewWords: 5000 };

export type Match = { id: string; score: number; review_count: number };
type FewRow = Match & { ok: boolean };
/** A coach of a shared read: whether it has the filter bits (`ok`) and meets the reader's `also`. */
export type FewRowAlso = FewRow & { also: boolean };

const inOrder = (order: MatchOrder) => (a: Match, b: Match) =>
  (order === "reviews" ? b.review_count - a.review_count : 0) || b.score - a.score || (a.id < b.id ? -1 : 1);

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

/**
 * The filter bits before `where`: PostgreSQL tests a row's conditions in the order written when it
 * costs them alike, and a word match unpacks the row's text where the bits only read its columns
 * (at 1M, Portland's count with a minimum rating: 9 ms with the bits first, 98 ms after the words).
 */
const condition = ({ where, bits }: Matching): SQL => (bits ? (and(profileHasBits(bits), where) as SQL) : where);

const count = async (query: SQL) => (await selectRows<{ n: number }>(query))[0]?.n ?? 0;

/**
 * Every match, when the filter bits or the location leave at most `fewMatches` coaches (counted
 * exactly by facet_combination and coach_place), else undefined. A combination or a place that is
 * rare although each of its parts is common (a rating and an offer that seldom meet) reads only its
 * own coaches, by their index entries, then tests them (OFFSET 0 keeps PostgreSQL from reading the
 * words' index for all coaches instead).
 */
async function rareMatches(matching: Matching, fewMatches: number): Promise<Match[] | undefined> {
  const { bits, place } = matching;
  const few = async (coaches: SQL) =>
    selectRows<Match>(sql`
      select id, score, review_count from (select * from profile where ${isPublicCoach} and ${coaches} offset 0) as profile
      where ${condition(matching)}`);
  if (bits && (await count(coachesWithBitsQuery(bits))) <= fewMatches)
    return few(sql`${profileFacetBits} = any(${combinationsWith(bits)})`);
  if (place && (await count(coachesInPlacesQuery(place))) <= fewMatches) return few(profileInPlacesOf(place));
  return undefined;
}

/**
 * The lists a common filter splits its coaches into, each readable in the list's order by an
 * index: the location's places (coach_place) or else the filter bits' combinations; `member` is
 * what a list's coach meets besides. A combination holds the filter bits already: testing them
 * again, an expression PostgreSQL cannot estimate (it assumes 1 row in 200 passes), made it sort
 * each combination's coaches instead of reading the first few in order (84 ms instead of 1.5).
 */
function listsOf(matching: Matching): { lists: SQL; member: SQL } {
  const { bits, place, where } = matching;
  if (place)
    return {
      lists: sql`(select city, state from coach_place where ${placesOf(place)}) as coach_place`,
      member: and(profileInThatPlace, condition(matching)) as SQL,
    };
  return {
    lists: sql`unnest(${combinationsWith(bits)}) as c(bits)`,
    member: and(sql`${profileFacetBits} = c.bits`, where) as SQL,
  };
}

/**
 * The first `need` matches in `order`: each list's matches in that order (profile_coach_place_*_idx
 * or profile_coach_facet_*_idx), merged. A place or a combination that is common among all
 * coaches but not among the best ones reads about a page of its own list.
 */
function mergedLists(matching: Matching, order: MatchOrder, need: number): Promise<{ id: string }[]> {
  const { lists, member } = listsOf(matching);
  return selectRows(sql`
    select m.id from ${lists}
    cross join lateral (
      select id, score, review_count from profile
      where ${isPublicCoach} and ${member}
      order by ${ORDER[order]} limit ${need}
    ) as m
    order by ${order === "reviews" ? sql`m.review_count desc, ` : sql``}m.score desc, m.id limit ${need}`);
}

/** How many matches there are, reading at most `cap` + 1, list by list (see mergedLists). */
async function countedLists(matching: Matching, cap: number): Promise<number> {
  const { lists, member } = listsOf(matching);
  return count(sql`
    select count(*)::int as n from (
      select 1 from ${lists}
      cross join lateral (
        select 1 from profile where ${isPublicCoach} and ${member} limit ${cap + 1}
      ) as m
      limit ${cap + 1}
    ) as counted`);
}

/** The matches among the order's first walkRows coaches, at most `need`, in order: the index walk, cut short. */
function walked(matching: Matching, order: MatchOrder, need: number, walkRows: number): Promise<{ id: string }[]> {
  // Named "profile", the walked rows answer the conditions written for the table.
  return selectRows(sql`
    select id from (select * from profile where ${isPublicCoach} order by ${ORDER[order]} limit ${walkRows}) as profile
    where ${condition(matching)} order by ${ORDER[order]} limit ${need}`);
}

/**
 * Every coach meeting `where` and the filter bits, when at most `fewWords` meet `where` (else
 * undefined): rare words are read from their index, common ones stop after `fewWords`. Words
 * known to be common (`atLeast`) are not read at all: with a place that is not rare either, each
 * of its places' lists is read in order instead (mergedLists). A list given `fewShared` takes its
 * rows from its search's one read.
 */
async function fewWordMatches(matching: Matching, fewWords: number, need: number): Promise<FewShare | undefined> {
  const { where, bits, atLeast = 0, fewShared } = matching;
  if (atLeast > fewWords) return undefined;
  const shared = fewShared ? await fewShared(fewWords) : "unknown";
  if (shared === "more") return undefined;
  // A share of the first few in each order serves a list that needs no more than those.
  if (shared !== "unknown" && (shared.upTo === undefined || need <= shared.upTo)) return shared;
  const rows = await fewRows(where, bits, sql`false`, fewWords);
  return rows && shareOf(rows);
}

/** A list's share of a read of all its few matches: those with the filter bits. */
export function shareOf(rows: FewRow[]): FewShare {
  const kept = rows.filter((r) => r.ok);
  return { rows: kept, count: kept.length };
}

/**
 * Every coach meeting `where`, when at most `fewWords` do (else undefined), with whether it has
 * the filter bits (`ok`) and meets `also` (`also`): one read that several lists can split.
 */
export async function fewRows(
  where: SQL,
  bits: number,
  also: SQL,
  fewWords: number,
): Promise<FewRowAlso[] | undefined> {
  const rows = await selectRows<FewRowAlso>(sql`
    select id, score, review_count, ${profileHasBits(bits)} as ok, ${also} as also
    from profile where ${isPublicCoach} and ${where} limit ${fewWords + 1}`);
  return rows.length > fewWords ? undefined : rows;
}

const firstInOrder = (rows: Match[], order: MatchOrder, need: number) =>
  ids([...rows].sort(inOrder(order)).slice(0, need));

/**
 * The first `need` coaches of `matching` in `order`; fewer only when there are no more. Filters
 * or a location that leave few coaches (facet_combination and coach_place count them) read just
 * those; matches among the best coaches cost a few rows of the order's index; rare words read
 * their index; common words with a location or filters merge the lists of its places or of the
 * filters' combinations, each in order; only common words alone, none of them among the best
 * coaches, walk further.
 */
export async function orderedMatches(
  matching: Matching,
  order: MatchOrder,
  need: number,
  limits = LIMITS,
): Promise<string[]> {
  if (need <= 0) return [];
  const rare = await rareMatches(matching, limits.fewMatches);
  if (rare) return firstInOrder(rare, order, need);
  const walk = async () => {
    const best = await walked(matching, order, need, limits.walkRows);
    return best.length === need ? ids(best) : undefined;
  };
  const readFew = async () => {
    const few = await fewWordMatches(matching, limits.fewWords, need);
    return few && firstInOrder(few.rows, order, need);
  };
  for (const next of matching.fewFirst ? [readFew, walk] : [walk, readFew]) {
    const found = await next();
    if (found) return found;
  }
  if (matching.place || matching.bits) return ids(await mergedLists(matching, order, need));
  return ids(
    await selectRows<{ id: string }>(
      sql`select id from profile where ${isPublicCoach} and ${condition(matching)} order by ${ORDER[order]} limit ${need}`,
    ),
  );
}

/** How many coaches `matching` lists, reading at most `cap` + 1 of them (the caller shows "cap+"). */
export async function cappedMatchCount(matching: Matching, cap: number, limits = LIMITS): Promise<number> {
  const rare = await rareMatches(matching, limits.fewMatches);
  if (rare) return Math.min(rare.length, cap + 1);
  // A walk over fewer coaches than the cap cannot reach it.
  if (limits.walkRows > cap && (await walked(matching, "score", cap + 1, limits.walkRows)).length > cap) return cap + 1;
  const few = await fewWordMatches(matching, limits.fewWords, 0);
  if (few) return Math.min(few.count, cap + 1);
  if (matching.place || matching.bits) return countedLists(matching, cap);
  return count(sql`
    select count(*)::int as n from (select 1 from profile where ${isPublicCoach} and ${matching.where} limit ${cap + 1}) as counted`);
}
