import { Column, type GetColumnData, is, type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** What a JSON row carries: table columns and typed SQL expressions, by the keys it is read with. */
type JsonColumns = Record<string, Column | SQL | SQL.Aliased>;

/** The row a jsonRow's object reads back as. */
type JsonRowOf<C extends JsonColumns> = {
  [K in keyof C]: C[K] extends Column
    ? GetColumnData<C[K]>
    : C[K] extends SQL<infer T>
      ? T
      : C[K] extends SQL.Aliased<infer T>
        ? T
        : never;
};

/**
 * A row as one JSON object keyed by the columns' keys, so that a list can be one value of a
 * statement that reads something else (one round trip for a page instead of one per part), and
 * how to read it back: JSON carries timestamps as text, and the timestamp columns become Dates
 * again, as the driver gives them. An SQL expression's value is read as JSON gave it.
 */
export function jsonRow<C extends JsonColumns>(columns: C) {
  const dates = Object.keys(columns).filter((key) => {
    const column = columns[key];
    return is(column, Column) && column.dataType === "date";
  });
  const object = sql`json_build_object(${sql.join(
    Object.entries(columns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${column}`),
    sql`, `,
  )})`;
  return {
    /** The object as the column "row" of a select, which jsonArray aggregates. */
    column: object.as("row"),
    read(json: Record<string, unknown>): JsonRowOf<C> {
      const row = { ...json };
      for (const key of dates) if (typeof row[key] === "string") row[key] = new Date(row[key]);
      return row as JsonRowOf<C>;
    },
  };
}

/**
 * The rows of `query` as one JSON array (empty, never null): `query` selects a jsonRow's `column`
 * beside the columns `order` sorts by, written against the alias r.
 */
export const jsonArray = (query: SQLWrapper, order: SQL) =>
  sql<Record<string, unknown>[]>`(select coalesce(json_agg(r.row order by ${order}), '[]') from (${query}) r)`;
