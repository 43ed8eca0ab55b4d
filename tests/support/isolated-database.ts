import { Client } from "pg";

export type IsolatedDatabase = { url: string | undefined; drop: () => Promise<void> };

/**
 * A database of a test file's own. On the embedded database every server has its own folder
 * already (url undefined); with DATABASE_URL (CI's PostgreSQL pass) every server would share one
 * database, so a file that changes the demo data gets a fresh PostgreSQL database beside it.
 * `shared` names another PostgreSQL server to make it on (a file that needs one in either pass).
 */
export async function isolatedDatabase(
  label: string,
  shared: string | undefined = process.env.DATABASE_URL,
): Promise<IsolatedDatabase> {
  if (!shared) return { url: undefined, drop: async () => {} };
  const name = `${label}_${process.pid}_${Date.now()}`.replace(/[^a-z0-9_]/gi, "_").toLowerCase();
  const admin = new URL(shared);
  admin.pathname = "/postgres";
  const run = async (statement: string) => {
    const client = new Client({ connectionString: admin.toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

/**
 * The PostgreSQL server a test reads the database of directly (DATABASE_URL, else the one on this
 * machine), or undefined, having printed why the test that needs it is skipped.
 */
export async function postgresToRead(test: string): Promise<string | undefined> {
  const url = process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return url;
  } catch {
    console.log(`${test}: skipped: no PostgreSQL at DATABASE_URL or ${url} to read the database from`);
    return undefined;
  } finally {
    await client.end().catch(() => undefined);
  }
}
