import { preparedSql } from "../db/prepared-statement.server.ts";
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
