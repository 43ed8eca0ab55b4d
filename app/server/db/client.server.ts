import { AsyncLocalStorage } from "node:async_hooks";
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
  /** The bounded connections (see withBoundedStatements); PGlite has one connection and no timeout. */
  bounded: { db: Db; query: (text: string, params: unknown[], name?: string) => Promise<unknown[]> };
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
  /** The connection pools' state, for /metrics (PGlite, one connection in this process, has none). */
  pools: () => PoolState[];
  /**
   * With a read replica: resolves once it has replayed everything the primary had committed when
   * this was called (giving up after a few seconds of lag).
   */
  replicaCaughtUp?: () => Promise<void>;
  /** Where the job queue keeps its jobs: the same database, over its own connections or PGlite's one. */
  jobStore: { url: string } | { pglite: PGlite };
  close: () => Promise<void>;
};

export type PoolState = {
  pool: "main" | "bounded" | "replica";
  max: number;
  open: number;
  idle: number;
  waiting: number;
};

const stateOf = (pool: PoolState["pool"], p: Pool, max: number): PoolState => ({
  pool,
  max,
  open: p.totalCount,
  idle: p.idleCount,
  waiting: p.waitingCount,
});

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
export type DatabaseOptions = {
  databaseUrl?: string;
  /** A streaming replica of databaseUrl: reads inside `withReplicaReads` go to it (decision 0071). */
  readUrl?: string;
  dataDir?: string;
  /** The bounded connections of filtered lists: how many, and how long a statement may run. */
  bounded?: { connections: number; timeoutMs: number };
};

/** What a bounded statement answers to: the request's signal, which aborts when its client leaves. */
const boundedScope = new AsyncLocalStorage<{ signal: AbortSignal }>();

/**
 * Runs `work` with the bounded connections (`Database.bounded`): its statements stop after the
 * timeout, and are cancelled in PostgreSQL when `signal` aborts (the visitor left).
 */
export const withBoundedStatements = <T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> =>
  boundedScope.run({ signal }, work);

/**
 * Runs `work` outside any request's bounded scope: a read that several requests share (a kept
 * value's load) must not be cancelled because the request that started it was.
 */
export const outsideBoundedScope = <T>(work: () => T): T => boundedScope.exit(work);

/** Whether the work runs inside `withBoundedStatements`. */
export const inBoundedScope = (): boolean => boundedScope.getStore() !== undefined;

/** Set while a request's reads may come from the replica (withReplicaReads). */
const replicaScope = new AsyncLocalStorage<true>();

/**
 * Runs `work` with its plain reads on the read replica, when there is one: a public page for a
 * visitor who has not just written. Writes, transactions and locking reads stay on the primary.
 */
export const withReplicaReads = <T>(work: () => Promise<T>): Promise<T> => replicaScope.run(true, work);

/** Whether a statement only reads, so that a replica may answer it (no write, lock or sequence). */
export const onlyReads = (text: string): boolean =>
  /^\s*select\b/i.test(text) &&
  !/\b(insert|update|delete|for\s+(no\s+key\s+)?update|for\s+(key\s+)?share|nextval|setval|pg_advisory\w*|set_config)\b/i.test(
    text,
  );

type QueryFn = (...args: unknown[]) => Promise<unknown>;

/**
 * The primary's pool, which sends a plain read made inside `withReplicaReads` to the replica's
 * pool instead. Transactions take a client of their own (`connect`), so they stay on the primary.
 */
class PrimaryPool extends Pool {
  replica: Pool | undefined;
  // oxlint-disable-next-line typescript/no-explicit-any -- to override every overload at once
  override query(...args: any[]): any {
    const first = args[0] as string | { text?: string } | undefined;
    const text = typeof first === "string" ? first : first?.text;
    if (this.replica && replicaScope.getStore() && text !== undefined && onlyReads(text)) {
      return (this.replica.query as QueryFn).apply(this.replica, args);
    }
    return (super.query as QueryFn).apply(this, args);
  }
}

/**
 * A pool whose queries, inside `withBoundedStatements`, are cancelled by PostgreSQL when the
 * scope's signal aborts: a query otherwise keeps running after its client has gone.
 */
class CancellablePool extends Pool {
  cancelWith: (pid: number) => Promise<unknown> = async () => undefined;
  // pg's query has many overloads (drizzle uses two); all take the same arguments here.
  // oxlint-disable-next-line typescript/no-explicit-any -- to override every overload at once
  override query(...args: any[]): any {
    const signal = boundedScope.getStore()?.signal;
    if (!signal) return (super.query as QueryFn).apply(this, args);
    return (async () => {
      signal.throwIfAborted();
      const client = await this.connect();
      const pid = (client as unknown as { processID: number }).processID;
      const cancel = () => void this.cancelWith(pid).catch(() => undefined);
      signal.addEventListener("abort", cancel, { once: true });
      try {
        return await (client.query as QueryFn).apply(client, args);
      } finally {
        signal.removeEventListener("abort", cancel);
        client.release();
      }
    })();
  }
}

export const openDatabase = (options: DatabaseOptions): Promise<Database> =>
  options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options.dataDir);

async function openPostgres(url: string, options: DatabaseOptions): Promise<Database> {
  // JIT compiles plans that are estimated to be costly; for short OLTP queries it only adds latency.
  const pool = new PrimaryPool({ connectionString: url, max: 10, options: "-c jit=off" });
  const replica = options.readUrl
    ? new Pool({ connectionString: options.readUrl, max: 10, options: "-c jit=off" })
    : undefined;
  pool.replica = replica;
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
  const listen = (channel: string, onMessage: () => void) => listenOn(url, channel, onMessage);
  const limits = options.bounded ?? { connections: 4, timeoutMs: 3000 };
  // Public filtered lists only read: with a replica, they run there.
  const boundedPool = new CancellablePool({
    connectionString: options.readUrl ?? url,
    max: limits.connections,
    options: `-c jit=off -c statement_timeout=${Math.trunc(limits.timeoutMs)}`,
    // Waiting for one of them counts against the same time.
    connectionTimeoutMillis: limits.timeoutMs,
  });
  // A cancel goes over the main connections of the same server, which the bounded work cannot take.
  boundedPool.cancelWith = (pid) => (replica ?? pool).query("select pg_cancel_backend($1)", [pid]);
  const boundedDb = drizzleNodePg(boundedPool, { schema, casing: "snake_case", logger }) as unknown as Db;
  const boundedQuery = async (text: string, params: unknown[], name?: string) => {
    if (name) logger.logQuery(text, params);
    const result = await boundedPool.query(name ? { name, text, values: params } : { text, values: params });
    return (result as { rows: unknown[] }).rows;
  };
  return {
    db,
    bounded: { db: boundedDb, query: boundedQuery },
    kind: "postgres",
    query,
    exclusively,
    listen,
    pools: () => [
      stateOf("main", pool, 10),
      stateOf("bounded", boundedPool, limits.connections),
      ...(replica ? [stateOf("replica", replica, 10)] : []),
    ],
    jobStore: { url },
    ...(replica ? { replicaCaughtUp: () => caughtUp(pool, replica) } : {}),
    close: async () => {
      await Promise.all([pool.end(), boundedPool.end(), replica?.end()]);
    },
  };
}

async function openPglite(folder: string | undefined): Promise<Database> {
  const dataDir = folder ? path.resolve(folder, "pglite") : undefined;
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
  return {
    db,
    bounded: { db, query },
    kind: "pglite",
    query,
    exclusively: (work) => work(),
    listen,
    pools: () => [],
    jobStore: { pglite: client },
    close: () => client.close(),
  };
}

/** How long a wait for the replica's replay lasts at most, and how often it asks. */
const REPLICA_WAIT_MS = 5000;
const REPLICA_POLL_MS = 10;

async function caughtUp(primary: Pool, replica: Pool): Promise<void> {
  const { rows } = await primary.query<{ lsn: string }>("select pg_current_wal_lsn()::text as lsn");
  const lsn = rows[0]?.lsn;
  if (!lsn) return;
  const deadline = Date.now() + REPLICA_WAIT_MS;
  while (Date.now() < deadline) {
    // Null on a server that is not replaying (the primary itself): nothing to wait for.
    const replay = await replica.query<{ done: boolean }>(
      "select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, true) as done",
      [lsn],
    );
    if (replay.rows[0]?.done) return;
    await new Promise((resolve) => setTimeout(resolve, REPLICA_POLL_MS));
  }
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
