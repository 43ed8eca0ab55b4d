import { cachedByKey } from "../cache/cached-value.server.ts";
import { onPublicChange } from "../cache/public-changes.server.ts";
import { preparedPerKey, preparedSql } from "../db/prepared-statement.server.ts";

/**
 * Trigram distance (1 - similarity) under which a vocabulary word counts as a correction. The
 * index answers pg_trgm's `%` (similarity at least 0.3) first, so the nearest-first scan never
 * reads the whole vocabulary for a word that resembles nothing.
 */
const MAX_DISTANCE = 0.7;
const CORRECTIONS_PER_WORD = 3;

/** A searched word: what it is in the index, and what else it may have meant. */
export type QueryWord = {
  /** As typed (letters and digits only). */
  input: string;
  /** Its English stem, the form the index holds; null for a stop word such as "for". */
  stem: string | null;
  /** How many listed coaches have the stem in their name, niches or place. */
  coaches: number;
  /** Whether names, places or niches use the word: then it is trusted as typed. */
  known: boolean;
  /** For an unknown word: completions (last word) and corrections, best first, as words and stems. */
  alternatives: Alternative[];
};

/**
 * near: one edit away (a letter left out, added, changed, or two swapped); other corrections are
 * only similar. niche: a word of a niche's name.
 */
type Alternative = { word: string; stem: string; coaches: number; near: boolean; niche: boolean };

/** An index term and how many coaches have it. */
export type Term = { term: string; coaches: number };

const lookUpWords = preparedSql<Omit<QueryWord, "alternatives"> & { alternatives: Alternative[] | null }>(
  "search_words",
  `with near as materialized (select word, niche from search_word where word = any($3::text[]))
    select q.input, q.stem, coalesce((select coaches from search_term where term = q.stem), 0) as coaches,
      k.word is not null as known,
      (select json_agg(json_build_object('word', a.word, 'stem', a.stem, 'near', a.near, 'niche', a.niche,
                                         'coaches', coalesce((select coaches from search_term where term = a.stem), 0))
                       order by a.niche desc, a.distance, a.word)
       from (
         select distinct on (c.word) c.word, c.niche, c.distance, c.near,
                (tsvector_to_array(to_tsvector('english', c.word)))[1] as stem
         from (
           (select word, niche, 0::real as distance, false as near from search_word
            where q.last and length(q.input) >= 3 and word like q.input || '%' and word <> q.input
            order by length(word), word limit ${CORRECTIONS_PER_WORD})
           union all
           (select n.word, n.niche, n.word <-> q.input, true from near n
            where n.word = any(array(select v.word from unnest($3::text[], $4::int[]) as v(word, owner) where v.owner = u.i)))
           union all
           (select word, niche, word <-> q.input, false from search_word
            where word % q.input and word <-> q.input < ${MAX_DISTANCE}
            order by word <-> q.input limit ${CORRECTIONS_PER_WORD})
         ) c
         order by c.word, c.near desc, c.distance
       ) a
       where k.word is null and a.stem is not null) as alternatives
    from unnest($1::text[]) with ordinality as u(input, i)
    cross join lateral (
      select u.input, u.i = $2 as last, (tsvector_to_array(to_tsvector('english', u.input)))[1] as stem
    ) q
    left join search_word k on k.word = q.input
    order by u.i`,
);

/**
 * The words alone, for a query whose every word is in the vocabulary (most are): they get no
 * alternatives, so the corrections' search, and its spellings, are skipped. A plain statement per
 * number of words (one placeholder each: with an array of unknown length PostgreSQL planned every
 * call), planned once per connection; the full one is planned for each query's values (its
 * trigram search needs them), which cost more than the rest of a search's statements together.
 */
const knownWords = preparedPerKey((count: number) => {
  const placeholders = Array.from({ length: count }, (_, i) => `$${i + 1}`).join(", ");
  const statement = preparedSql<Omit<QueryWord, "alternatives">>(
    `search_known_words_${count}`,
    `select u.input, q.stem, coalesce((select coaches from search_term where term = q.stem), 0) as coaches,
        exists (select 1 from search_word k where k.word = u.input) as known
      from unnest(array[${placeholders}]::text[]) with ordinality as u(input, i)
      cross join lateral (select (tsvector_to_array(to_tsvector('english', u.input)))[1] as stem) q
      order by u.i`,
  );
  return () => statement;
});

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
/** Words this long or shorter get their one-edit spellings looked up (a longer one is not a typo). */
const EDITED_LENGTH = { min: 3, max: 20 };

/** Every spelling one edit away: a letter left out, added or changed, or two neighbours swapped. */
export function oneEditAway(word: string): string[] {
  const found = new Set<string>();
  for (let i = 0; i <= word.length; i++) {
    const [head, tail] = [word.slice(0, i), word.slice(i)];
    if (tail) found.add(head + tail.slice(1));
    if (tail.length > 1) found.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const letter of LETTERS) {
      found.add(head + letter + tail);
      if (tail) found.add(head + letter + tail.slice(1));
    }
  }
  found.delete(word);
  return [...found];
}

/** The one-edit spellings of every word (3 to 20 letters), with the number of the word each belongs to. */
function editsOf(words: string[]): { spellings: string[]; owners: number[] } {
  const spellings: string[] = [];
  const owners: number[] = [];
  words.forEach((word, i) => {
    if (word.length < EDITED_LENGTH.min || word.length > EDITED_LENGTH.max) return;
    for (const spelling of oneEditAway(word)) {
      spellings.push(spelling);
      owners.push(i + 1);
    }
  });
  return { spellings, owners };
}

/**
 * Looks the words up in the vocabulary, in one query. An unknown word gets its completions (the
 * last word, as the visitor may still be typing) and its corrections: the vocabulary words one
 * edit away ('yoag' is yoga, 'lief' life), or else the closest by trigrams; niche words come
 * first, then the closest ('carrer' means career before Carter, 'mindfullness' mindfulness before
 * wellness). A word one edit away leaves out the merely similar names and places ('lief' is life,
 * not Li or Lin).
 */
export function parseQuery(words: string[]): Promise<QueryWord[]> {
  if (words.length === 0) return Promise.resolve([]);
  return parsedQueries.get(words.join(" "));
}

/**
 * A query's words read from the vocabulary are the same for every visitor until a profile changes
 * it: kept for the queries read most recently in this process, until a public change or a minute.
 * The words are letters and digits, so a space joins and splits them.
 */
const parsedQueries = cachedByKey((words) => lookUpQuery(words.split(" ")), 60_000, 1_000);
onPublicChange(parsedQueries.forget);

async function lookUpQuery(words: string[]): Promise<QueryWord[]> {
  const known = await knownWords(words.length)(...words);
  if (known.every((w) => w.known)) return known.map((w) => ({ ...w, alternatives: [] }));
  const { spellings, owners } = editsOf(words);
  const rows = await lookUpWords(words, words.length, spellings, owners);
  return rows.map((r) => {
    const alternatives = r.alternatives ?? [];
    // Niche words and completions stay: a niche is what most searches look for, and the visitor may still be typing.
    const near = alternatives.some((a) => a.near);
    const kept = near ? alternatives.filter((a) => a.near || a.niche || a.word.startsWith(r.input)) : alternatives;
    return { ...r, alternatives: kept };
  });
}

/** Whether a word matches as a prefix too: the last one, as the visitor may still be typing it. */
export const matchesAsPrefix = (word: Pick<QueryWord, "input">, last: boolean) => last && word.input.length >= 3;

/**
 * The query as a tsquery for the full-text indexes: each word or any of its alternatives; all
 * words must match. An unknown last word also matches as a prefix.
 */
export function tsQueryOf(words: QueryWord[]): string | null {
  if (words.length === 0) return null;
  return words
    .map((w, i) => {
      const options = [
        matchesAsPrefix(w, i === words.length - 1) ? `${w.input}:*` : w.input,
        ...w.alternatives.map((a) => a.word),
      ];
      return `(${options.join(" | ")})`;
    })
    .join(" & ");
}

/**
 * The ranked readings of the query, each a set of index terms that must all be present: first
 * the words as typed, then with each unknown word replaced by its best alternative, its second,
 * its third. Stop words are left out.
 */
export function termTiers(words: QueryWord[]): Term[][] {
  const tiers: Term[][] = [];
  const seen = new Set<string>();
  const add = (terms: (Term | null)[]) => {
    const present = terms.filter((t): t is Term => t !== null);
    const key = [...new Set(present.map((t) => t.term))].sort().join(" ");
    if (present.length && !seen.has(key)) {
      seen.add(key);
      tiers.push(present);
    }
  };
  const typed = (w: QueryWord): Term | null => (w.stem === null ? null : { term: w.stem, coaches: w.coaches });
  add(words.map(typed));
  const depth = Math.max(0, ...words.map((w) => w.alternatives.length));
  for (let r = 0; r < depth; r++) {
    add(
      words.map((w) => {
        const alternative = w.alternatives[Math.min(r, w.alternatives.length - 1)];
        return alternative ? { term: alternative.stem, coaches: alternative.coaches } : typed(w);
      }),
    );
  }
  return tiers;
}
