import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { Client, Pool } from "pg";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle, as passed to `db.transaction(async (tx) => ...)`. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /**
   * Bare SQL with positional parameters. With a name, PostgreSQL prepares it once per pooled
   * connection (preparedSql); PGlite, one connection in this process, runs it as it is.
   */
  query: (text: string, params: unknown[], name?: string) => Promise<unknown[]>;
  /**
   * Runs `work` while no other process runs its own: a PostgreSQL advisory lock held by one
   * connection of the pool, so processes started together migrate and seed one after the other.
   * PGlite belongs to one process, which needs no lock.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Calls `onMessage` for every notification on `channel` that a committed transaction sent, from
   * any process; also after a lost listening connection is back, since some may have been missed.
   * Answers how to stop.
   */
  listen: (channel: string, onMessage: () => void) => Promise<() => Promise<void>>;
  close: () => Promise<void>;
};

/** The advisory lock key of start-up work (migrations, reference and demo data): any fixed number. */
const STARTUP_LOCK = 7_340_101;

export type Statement = { text: string; params: unknown[] };

/** Set while a benchmark records what a service runs, to replay it as bare SQL (recordStatements). */
let recording: Statement[] | undefined;
const logger = { logQuery: (text: string, params: unknown[]) => void recording?.push({ text, params }) };

/** Runs `fn` and returns the statements it sent, in order: the benchmark's bare-SQL baseline. */
export async function recordStatements(fn: () => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  recording = statements;
  try {
    await fn();
  } finally {
    recording = undefined;
  }
  return statements;
}

/** Without a URL: PGlite under dataDir, or in memory when dataDir is omitted (tests). */
export type DatabaseOptions = { databaseUrl?: string; dataDir?: string };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // JIT compiles plans that are estimated to be costly; for short OLTP queries it only adds latency.
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10, options: "-c jit=off" });
    const db = drizzleNodePg(pool, { schema, casing: "snake_case", logger }) as unknown as Db;
    const query = async (text: string, params: unknown[], name?: string) => {
      if (name) logger.logQuery(text, params);
      return (await pool.query(name ? { name, text, values: params } : { text, values: params })).rows;
    };
    const exclusively = async <T>(work: () => Promise<T>): Promise<T> => {
      const holder = await pool.connect();
      try {
        await holder.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
        try {
          return await work();
        } finally {
          await holder.query("select pg_advisory_unlock($1)", [STARTUP_LOCK]);
        }
      } finally {
        holder.release();
      }
    };
    const listen = (channel: string, onMessage: () => void) =>
      listenOn(options.databaseUrl as string, channel, onMessage);
    return { db, kind: "postgres", query, exclusively, listen, close: () => pool.end() };
  }
  const dataDir = options.dataDir ? path.resolve(options.dataDir, "pglite") : undefined;
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema, casing: "snake_case", logger }) as unknown as Db;
  const query = async (text: string, params: unknown[], name?: string) => {
    if (name) logger.logQuery(text, params);
    return (await client.query(text, params)).rows;
  };
  const listen = async (channel: string, onMessage: () => void) => {
    const unlisten = await client.listen(channel, () => onMessage());
    return () => unlisten();
  };
  return { db, kind: "pglite", query, exclusively: (work) => work(), listen, close: () => client.close() };
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_MS = 1000;

/** A connection of its own outside the pool (LISTEN holds it), connected again when it is lost. */
async function listenOn(url: string, channel: string, onMessage: () => void): Promise<() => Promise<void>> {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let current: Client | undefined;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async (): Promise<void> => {
    const client = new Client({ connectionString: url });
    client.on("notification", (message) => {
      if (message.channel === channel) onMessage();
    });
    // An error ends the connection; "end" then connects again.
    client.on("error", () => undefined);
    client.on("end", () => {
      if (stopped || current !== client) return;
      current = undefined;
      onMessage();
      retry = setTimeout(again, RELISTEN_MS);
    });
    current = client;
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (error) {
      current = undefined;
      await client.end().catch(() => undefined);
      throw error;
    }
  };
  const again = () => {
    if (stopped) return;
    connect().then(onMessage, () => {
      retry = setTimeout(again, RELISTEN_MS);
    });
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}
