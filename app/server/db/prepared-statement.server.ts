import { type SQL, sql } from "drizzle-orm";
import type { Db } from "./client.server.ts";
import { getDb, runSql } from "./database.server.ts";

/**
 * A statement that pages run on every request, prepared by name: each pooled connection plans it
 * once instead of on every call (a generic plan, once PostgreSQL finds it as good), where planning
 * cost more than running these index reads. Built once per database handle; `build` must call
 * `.prepare(name)` with a name of its own and take every varying value as a `sql.placeholder`.
 */
export function preparedStatement<T>(build: (db: Db) => T): () => T {
  const built = new WeakMap<Db, T>();
  return () => {
    const db = getDb();
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}

/**
 * A LIMIT written into a prepared statement's text, for `.limit()`: with a bound parameter there
 * PostgreSQL cannot tell how many rows a generic plan reads, finds it dearer than a custom one and
 * plans every call again. (Drizzle writes an SQL object given to `.limit()` as it is.)
 */
export const literalLimit = (rows: number): number => sql.raw(String(Math.trunc(rows))) as unknown as number;

/**
 * Bare SQL prepared by name, for the statements a search sends on every call: PostgreSQL parses
 * and plans it once per pooled connection. `text` is constant, its values are $1, $2...
 */
export function preparedSql<Row>(name: string, text: string): (...params: unknown[]) => Promise<Row[]> {
  return (...params) => runSql(text, params, name) as Promise<Row[]>;
}

/**
 * A prepared statement per key, made the first time the key is used: for statements with a count
 * written into their text (a LIMIT, or one placeholder per id), so that PostgreSQL knows how many
 * rows a plan reads and plans each once per connection. `build` must name each key's statement.
 */
export function preparedPerKey<K, T>(build: (key: K) => () => T): (key: K) => T {
  const statements = new Map<K, () => T>();
  return (key) => {
    let statement = statements.get(key);
    if (!statement) {
      statement = build(key);
      statements.set(key, statement);
    }
    return statement();
  };
}

/** `count` placeholders named prefix0, prefix1...: an array literal's items (`array[${list}]`) of known length. */
export const placeholderList = (prefix: string, count: number): SQL =>
  sql.join(
    Array.from({ length: count }, (_, i) => sql.placeholder(`${prefix}${i}`)),
    sql`, `,
  );

/** The values of placeholderList's placeholders. */
export const placeholderValues = <T>(prefix: string, values: readonly T[]): Record<string, T> =>
  Object.fromEntries(values.map((value, i) => [`${prefix}${i}`, value]));
