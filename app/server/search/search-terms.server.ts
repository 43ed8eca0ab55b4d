import { preparedSql } from "../db/prepared-statement.server.ts";

/** Trigram distance (1 - similarity) under which a vocabulary word counts as a correction. */
const MAX_DISTANCE = 0.72;
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

type Alternative = { word: string; stem: string; coaches: number };

/** An index term and how many coaches have it. */
export type Term = { term: string; coaches: number };

const lookUpWords = preparedSql<Omit<QueryWord, "alternatives"> & { alternatives: Alternative[] | null }>(
  "search_words",
  `select q.input, q.stem, coalesce((select coaches from search_term where term = q.stem), 0) as coaches,
      k.word is not null as known,
      (select json_agg(json_build_object('word', a.word, 'stem', a.stem,
                                         'coaches', coalesce((select coaches from search_term where term = a.stem), 0))
                       order by a.niche desc, a.distance, a.word)
       from (
         select distinct on (c.word) c.word, c.niche, c.distance, (tsvector_to_array(to_tsvector('english', c.word)))[1] as stem
         from (
           (select word, niche, 0::real as distance from search_word
            where q.last and length(q.input) >= 3 and word like q.input || '%' and word <> q.input
            order by length(word), word limit ${CORRECTIONS_PER_WORD})
           union all
           (select word, niche, word <-> q.input from search_word
            where word <-> q.input < ${MAX_DISTANCE}
            order by word <-> q.input limit ${CORRECTIONS_PER_WORD})
         ) c
         order by c.word, c.distance
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
 * Looks the words up in the vocabulary, in one query. An unknown word gets its completions (the
 * last word, as the visitor may still be typing) and its closest spellings; niche words come first,
 * then the closest ('carrer' means career before Carter, 'mindfullness' mindfulness before
 * wellness).
 */
export async function parseQuery(words: string[]): Promise<QueryWord[]> {
  if (words.length === 0) return [];
  const rows = await lookUpWords(words, words.length);
  return rows.map((r) => ({ ...r, alternatives: r.alternatives ?? [] }));
}

/**
 * The query as a tsquery for the full-text indexes: each word or any of its alternatives; all
 * words must match. An unknown last word also matches as a prefix.
 */
export function tsQueryOf(words: QueryWord[]): string | null {
  if (words.length === 0) return null;
  return words
    .map((w, i) => {
      const last = i === words.length - 1 && w.input.length >= 3;
      const options = [last ? `${w.input}:*` : w.input, ...w.alternatives.map((a) => a.word)];
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
