import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type Database, openDatabase } from "../../app/server/db/client.server.ts";
import { migrate } from "../../app/server/db/migrate.server.ts";

/**
 * A migrated database for one test file (PostgreSQL with DATABASE_URL, else PGlite in a temporary
 * folder), opened before its tests and closed after; read `.current` inside the tests.
 */
export function useMigratedDatabase(label: string): { current: Database } {
  const handle = {} as { current: Database };
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), `coach-${label}-`));
    handle.current = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: dir });
    await migrate(handle.current);
  });
  afterAll(async () => {
    await handle.current.close();
    await rm(dir, { recursive: true, force: true });
  });
  return handle;
}
