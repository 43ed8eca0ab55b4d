import { type Column, notInArray, type SQL, sql } from "drizzle-orm";
import { selectRows } from "../db/database.server.ts";
import { preparedSql } from "../db/prepared-statement.server.ts";
import { isPublicCoach, profileAboutOnlyWords, profiles, searchPostings } from "../db/schema.ts";
import { profileHasBits } from "./filter-bits.server.ts";
import type { FewRowAlso, FewShare, Match } from "./ordered-matches.server.ts";
import type { Term } from "./search-terms.server.ts";

const walk = preparedSql<{ id: string }>("search_walk", "select id from search_walk($1, $2::text[], $3) as id");

/**
 * The first `limit` listed coaches (ids, best score first, then by id) that have every one of
 * `terms` in their name, niches or place. It walks the rarest term's list in the search index
 * (search_posting, ordered by score; search_walk in migration 0011) and checks the other terms in
 * the same index entry, so it reads at most that list and never a profile; a term nobody has costs
 * nothing.
 */
export async function coachesWithTerms(terms: readonly Term[], limit: number): Promise<string[]> {
  const rarest = terms.reduce<Term | undefined>((a, b) => (a && a.coaches <= b.coaches ? a : b), undefined);
  if (!rarest || rarest.coaches === 0 || limit <= 0) return [];
  const rows = await walk(rarest.term, [...new Set(terms.map((t) => t.term))], limit);
  return rows.map((r) => r.id);
}

/** One searched word as the index holds it: its stem, matched as a prefix when it is the last word typed. */
export type IndexWord = { stem: string; prefix: boolean };

/**
 * A search's few matches that have the filter bits, each marked `also` when its name, niches or
 * place match (the key tier); `key` and `about`, how many each tier has; `upTo`, when set, that
 * `rows` hold only each tier's first `upTo` in each list order.
 */
export type TierRows = { rows: FewRowAlso[]; key: number; about: number; upTo?: number };

/** Name, niche or place matches ("key"), about-text matches ("about"), or both ("all"). */
export type Tier = "key" | "about" | "all";

/** A tier's share of its search's few matches. */
export function tierShare(read: TierRows, tier: Tier): FewShare {
  if (tier === "all") return { rows: read.rows, count: read.key + read.about, upTo: read.upTo };
  const key = tier === "key";
  return { rows: read.rows.filter((r) => r.also === key), count: key ? read.key : read.about, upTo: read.upTo };
}

/** Each tier's first this many in each order: the pages most asked for, a page of 20 up to the fifth. */
const FIRST_IN_ORDER = 100;

/**
 * Every listed coach one word matches, when at most `fewWords` do (else undefined), less
 * `exclude`: what fewRows reads for a one-word search, without reading the profile of a name,
 * niche or place match. Those come from the search index, whose entries carry the score, review
 * count and filter bits (migration 0023); the about-only ones from profile_about_only_idx, which
 * holds only the words a coach's name, niches and place lack (a coach with the word in both, two
 * words of one prefix, is a key match as `search_key @@ query` has it). PostgreSQL keeps those
 * with the filter bits, sorts them and sends each tier's first FIRST_IN_ORDER in each order:
 * sending all of a word's 4,447 coaches to be sorted here took more time than reading them.
 */
export async function oneWordRows(
  word: IndexWord,
  tsQuery: SQL,
  bits: number,
  exclude: readonly string[],
  fewWords: number,
): Promise<TierRows | undefined> {
  // Terms compare by code point (migration 0023): a prefix's are the range from it to it + U+10FFFF.
  const terms = word.prefix
    ? sql`term >= ${word.stem} and term < ${word.stem} || chr(1114111) and starts_with(term, ${word.stem})`
    : sql`term = ${word.stem}`;
  const left = (id: Column) => (exclude.length ? notInArray(id, [...exclude]) : sql`true`);
  const first = (from: SQL, order: SQL) =>
    sql`(select id, score, review_count from ${from} where ok order by ${order} limit ${FIRST_IN_ORDER})`;
  const byScore = sql`score desc, id`;
  const byReviews = sql`review_count desc, score desc, id`;
  // Grouped, a coach that two terms of a prefix list is one match (the entries of a coach agree).
  const rows = await selectRows<Match & { also: boolean | null; n: string | null }>(sql`
    with posted as materialized (
      select profile_id, score, review_count, bits from search_posting
      where ${terms} and ${left(searchPostings.profileId)} limit ${fewWords + 1}
    ), keyed as materialized (
      select profile_id as id, score, review_count, (bits & ${bits}) = ${bits} as ok from posted
      group by profile_id, score, review_count, bits
    ), about as materialized (
      select id, score, review_count, ${profileHasBits(bits)} as ok from profile
      where ${isPublicCoach} and ${profileAboutOnlyWords} @@ ${tsQuery} and ${left(profiles.id)}
        and not exists (select 1 from posted where posted.profile_id = profile.id)
      limit ${fewWords + 1}
    )
    select *, true as also, null::bigint as n from ${first(sql`keyed`, byScore)} as a
    union all select *, true, null from ${first(sql`keyed`, byReviews)} as b
    union all select *, false, null from ${first(sql`about`, byScore)} as c
    union all select *, false, null from ${first(sql`about`, byReviews)} as d
    union all select null, null, null, null, case
      when (select count(*) from posted) > ${fewWords} or (select count(*) from keyed) + (select count(*) from about) > ${fewWords}
      then -1 else (select count(*) from keyed where ok) end
    union all select null, null, null, null, (select count(*) from about where ok)`);
  const [key, about] = rows.filter((r) => r.n !== null).map((r) => Number(r.n));
  if (key === undefined || about === undefined || key < 0) return undefined;
  const firstRows = new Map<string, FewRowAlso>();
  for (const { id, score, review_count, also } of rows)
    if (id !== null) firstRows.set(id, { id, score, review_count, ok: true, also: also === true });
  return { rows: [...firstRows.values()], key, about, upTo: FIRST_IN_ORDER };
}
