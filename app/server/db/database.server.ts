import type { SQL } from "drizzle-orm";
import { forgetEveryCachedValue } from "../cache/cached-value.server.ts";
import { config } from "../config.server.ts";
import { logger } from "../logger.server.ts";
import { type Database, type Db, inBoundedScope, openDatabase } from "./client.server.ts";
import { migrate } from "./migrate.server.ts";

// Kept on globalThis so that a development reload of this module does not open PGlite twice.
const holder = globalThis as typeof globalThis & { __coachDb?: Database };

/**
 * Opens and migrates the database once per process; `prepare` (the reference and demo data) runs
 * after the migrations under the same lock, so processes started together do each once, in turn.
 */
export async function startDatabase(prepare?: () => Promise<void>): Promise<Database> {
  if (holder.__coachDb) return holder.__coachDb;
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    readUrl: config.DATABASE_READ_URL,
    dataDir: config.DATA_DIR,
    bounded: { connections: config.SEARCH_CONNECTIONS, timeoutMs: config.SEARCH_TIMEOUT_MS },
  });
  try {
    await database.exclusively(async () => {
      await migrate(database);
      holder.__coachDb = database;
      await prepare?.();
    });
  } catch (error) {
    holder.__coachDb = undefined;
    await database.close();
    throw error;
  }
  logger.info({ database: database.kind }, "database ready");
  return database;
}

/** The database handle: inside `withBoundedStatements`, the bounded connections'. */
export const getDb = (): Db => (inBoundedScope() ? getDatabase().bounded.db : getDatabase().db);

/** Bare SQL on the connections `getDb` would use; prepared by name when given one. */
export const runSql = (text: string, params: unknown[], name?: string): Promise<unknown[]> =>
  inBoundedScope() ? getDatabase().bounded.query(text, params, name) : getDatabase().query(text, params, name);

/** Runs a raw SQL statement and returns its rows (both drivers answer `{ rows }`). */
export async function selectRows<T>(query: SQL, db: Pick<Db, "execute"> = getDb()): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export function getDatabase(): Database {
  if (!holder.__coachDb) throw new Error("The database is not started; call startDatabase() first.");
  return holder.__coachDb;
}

export async function stopDatabase(): Promise<void> {
  const database = holder.__coachDb;
  holder.__coachDb = undefined;
  forgetEveryCachedValue();
  await database?.close();
}
