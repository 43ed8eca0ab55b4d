import { and, type SQL, sql } from "drizzle-orm";
import { selectRows } from "../db/database.server.ts";
import { isPublicCoach, profileFacetBits } from "../db/schema.ts";
import { coachesWithBitsQuery, combinationsWith, profileHasBits } from "./filter-bits.server.ts";

/** The orders a list can have, each that of indexes (profile_coach_score_idx, profile_coach_facet_score_idx...); ties by id. */
export type MatchOrder = "score" | "reviews";

/**
 * What a list asks of a coach: `where` on `profile` (words, place, coaches left out) and the
 * filter bits (0: none); `atLeast`, when known, how many coaches meet `where` at least.
 */
export type Matching = { where: SQL; bits: number; atLeast?: number };

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

type Match = { id: string; score: number; review_count: number };

const inOrder = (order: MatchOrder) => (a: Match, b: Match) =>
  (order === "reviews" ? b.review_count - a.review_count : 0) || b.score - a.score || (a.id < b.id ? -1 : 1);

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

const condition = ({ where, bits }: Matching): SQL => (bits ? (and(where, profileHasBits(bits)) as SQL) : where);

/** How many listed coaches have the filter bits: exact, from the counts the triggers keep. */
async function coachesWithBits(bits: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(coachesWithBitsQuery(bits));
  return row?.n ?? 0;
}

/**
 * Every coach with the filter bits that meets `where`, the bits leaving few: read by their
 * combinations' index entries, then tested (OFFSET 0 keeps PostgreSQL from reading the words'
 * index for all coaches instead).
 */
function rareFilterMatches({ where, bits }: Matching): Promise<Match[]> {
  return selectRows<Match>(sql`
    select id, score, review_count from (
      select * from profile where ${isPublicCoach} and ${profileFacetBits} = any(${combinationsWith(bits)}) offset 0
    ) as profile where ${where}`);
}

/**
 * The first `need` in `order` of the coaches with the filter bits that meet `where`: each
 * combination's coaches in that order (profile_coach_facet_*_idx), merged. A combination that is
 * common among all coaches but not among the best ones reads a page of its own list.
 */
function mergedCombinations({ where, bits }: Matching, order: MatchOrder, need: number): Promise<{ id: string }[]> {
  return selectRows(sql`
    select m.id from unnest(${combinationsWith(bits)}) as c(bits)
    cross join lateral (
      select id, score, review_count from profile
      where ${isPublicCoach} and ${profileFacetBits} = c.bits and ${where}
      order by ${ORDER[order]} limit ${need}
    ) as m
    order by ${order === "reviews" ? sql`m.review_count desc, ` : sql``}m.score desc, m.id limit ${need}`);
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
 * undefined): rare words are read from their index, common ones stop after `fewWords`, or at
 * once when `atLeast` says they are more.
 */
async function fewWordMatches({ where, bits, atLeast = 0 }: Matching, fewWords: number): Promise<Match[] | undefined> {
  if (atLeast > fewWords) return undefined;
  const rows = await selectRows<Match & { ok: boolean }>(sql`
    select id, score, review_count, ${bits ? profileHasBits(bits) : sql`true`} as ok
    from profile where ${isPublicCoach} and ${where} limit ${fewWords + 1}`);
  return rows.length > fewWords ? undefined : rows.filter((r) => r.ok);
}

/** How many coaches with the filter bits meet `where`, reading at most `cap` + 1 (combination by combination). */
async function countedCombinations({ where, bits }: Matching, cap: number): Promise<number> {
  const [row] = await selectRows<{ n: number }>(sql`
    select count(*)::int as n from (
      select 1 from unnest(${combinationsWith(bits)}) as c(bits)
      cross join lateral (
        select 1 from profile where ${isPublicCoach} and ${profileFacetBits} = c.bits and ${where} limit ${cap + 1}
      ) as m
      limit ${cap + 1}
    ) as counted`);
  return row?.n ?? 0;
}

const firstInOrder = (rows: Match[], order: MatchOrder, need: number) => ids(rows.sort(inOrder(order)).slice(0, need));

/**
 * The first `need` coaches of `matching` in `order`; fewer only when there are no more. Filters
 * that leave few coaches (facet_combination counts them) read just those; matches among the best
 * coaches cost a few rows of the order's index; rare words read their index; common words with
 * filters merge the lists of the filters' combinations, each in order; only common words without
 * filters, none of them among the best coaches, walk further.
 */
export async function orderedMatches(
  matching: Matching,
  order: MatchOrder,
  need: number,
  limits = LIMITS,
): Promise<string[]> {
  if (need <= 0) return [];
  const withBits = matching.bits ? await coachesWithBits(matching.bits) : undefined;
  if (withBits !== undefined && withBits <= limits.fewMatches)
    return firstInOrder(await rareFilterMatches(matching), order, need);
  const best = await walked(matching, order, need, limits.walkRows);
  if (best.length === need) return ids(best);
  const few = await fewWordMatches(matching, limits.fewWords);
  if (few) return firstInOrder(few, order, need);
  if (withBits !== undefined) return ids(await mergedCombinations(matching, order, need));
  return ids(
    await selectRows<{ id: string }>(
      sql`select id from profile where ${isPublicCoach} and ${condition(matching)} order by ${ORDER[order]} limit ${need}`,
    ),
  );
}

/** How many coaches `matching` lists, reading at most `cap` + 1 of them (the caller shows "cap+"). */
export async function cappedMatchCount(matching: Matching, cap: number, limits = LIMITS): Promise<number> {
  const withBits = matching.bits ? await coachesWithBits(matching.bits) : undefined;
  if (withBits !== undefined && withBits <= limits.fewMatches)
    return Math.min((await rareFilterMatches(matching)).length, cap + 1);
  // A walk over fewer coaches than the cap cannot reach it.
  if (limits.walkRows > cap && (await walked(matching, "score", cap + 1, limits.walkRows)).length > cap) return cap + 1;
  const few = await fewWordMatches(matching, limits.fewWords);
  if (few) return Math.min(few.length, cap + 1);
  if (withBits !== undefined) return countedCombinations(matching, cap);
  const [row] = await selectRows<{ n: number }>(sql`
    select count(*)::int as n from (select 1 from profile where ${isPublicCoach} and ${matching.where} limit ${cap + 1}) as counted`);
  return row?.n ?? 0;
}
