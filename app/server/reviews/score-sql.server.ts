import { type SQL, sql } from "drizzle-orm";
import { PRIOR_MEAN, PRIOR_WEIGHT } from "../../lib/score.ts";

/**
 * The score of app/lib/score.ts as SQL, for aggregates computed in the database. One definition:
 * tests/api/db-rules.test.ts holds it to `score()` over a table of inputs.
 */
export const scoreSql = (count: SQL, total: SQL): SQL => sql`case when ${count} = 0 then 0
  else round(((${sql.raw(String(PRIOR_WEIGHT * PRIOR_MEAN))} + ${total}) / (${sql.raw(String(PRIOR_WEIGHT))} + ${count}) - 1) / 4 * 100) end`;
