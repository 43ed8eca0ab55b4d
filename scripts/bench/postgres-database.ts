// Which PostgreSQL database `npm run bench` runs on, before any app module reads DATABASE_URL:
// its own `coaches_bench_N` (created, reused or seeded again) or one the caller names (used as it is).
import { Client } from "pg";

export const DEFAULT_SERVER = "postgres://postgres@127.0.0.1:5432";

export type BenchDatabase = {
  url: string;
  name: string;
  /** True when the database is empty and the benchmark must fill it (then call markSeeded). */
  seed: boolean;
};

const SEEDED_MARK = "npm run bench: seeded";

export const benchDatabaseName = (coaches: number) => `coaches_bench_${coaches}`;

function onDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

async function countCoaches(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const table = await client.query("select to_regclass('public.profile') is not null as present");
    if (!table.rows[0]?.present) return 0;
    const { rows } = await client.query("select count(*)::int as n from profile where is_coach");
    return Number(rows[0]?.n ?? 0);
  });
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * A database the caller names (`--database` on the server of DATABASE_URL, or `--database-url`)
 * is only read: it must hold `coaches` coaches when that is given. Otherwise the benchmark's own
 * `coaches_bench_N` is reused when a finished seeding left exactly N coaches in it, and else
 * created anew, empty, to be filled.
 */
export async function prepareBenchDatabase(options: {
  coaches: number | undefined;
  database: string | undefined;
  databaseUrl: string | undefined;
  serverUrl: string;
}): Promise<BenchDatabase> {
  const named = options.databaseUrl ?? (options.database ? onDatabase(options.serverUrl, options.database) : undefined);
  if (named) {
    const name = decodeURIComponent(new URL(named).pathname.slice(1));
    const held = await countCoaches(named);
    if (options.coaches !== undefined && held !== options.coaches) {
      throw new Error(
        `${name} holds ${held} coaches, not ${options.coaches}. A database named with --database or --database-url is never seeded; leave them out to use ${benchDatabaseName(options.coaches)}.`,
      );
    }
    return { url: named, name, seed: false };
  }
  if (options.coaches === undefined) throw new Error("Give --coaches N, --database NAME or --database-url URL.");
  const name = benchDatabaseName(options.coaches);
  const url = onDatabase(options.serverUrl, name);
  const maintenance = onDatabase(options.serverUrl, "postgres");
  const mark = await withClient(maintenance, async (client) => {
    const { rows } = await client.query(
      "select shobj_description(oid, 'pg_database') as mark from pg_database where datname = $1",
      [name],
    );
    return rows.length ? String(rows[0]?.mark ?? "") : undefined;
  });
  if (mark === SEEDED_MARK && (await countCoaches(url)) === options.coaches) return { url, name, seed: false };
  await withClient(maintenance, async (client) => {
    if (mark !== undefined) {
      console.log(`${name} does not hold a finished seeding of ${options.coaches} coaches: creating it again.`);
      await client.query(`drop database ${quoted(name)} with (force)`);
    }
    await client.query(`create database ${quoted(name)}`);
  });
  return { url, name, seed: true };
}

/** Marks the benchmark's own database as completely seeded, so that later runs reuse it. */
export async function markSeeded(database: BenchDatabase): Promise<void> {
  await withClient(onDatabase(database.url, "postgres"), (client) =>
    client.query(`comment on database ${quoted(database.name)} is '${SEEDED_MARK}'`),
  );
}
