import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { selectRows } from "./db/database.server.ts";
import { migrationsFolder } from "./db/migrate.server.ts";

// What a load balancer asks (issue 23, decision 0068): /healthz, is the process up (no database
// call), and /readyz, may it take traffic: not shutting down, the database answers, and every
// migration this release holds is applied.

let shuttingDown = false;

/** From SIGTERM on, /readyz answers 503 so that the balancer stops sending new requests. */
export function markShuttingDown(): void {
  shuttingDown = true;
}

/** A readiness check that takes longer than this counts as a failure. */
const CHECK_MS = 2000;

let newestMigration: Promise<number> | undefined;

/** The newest migration of this release (its journal's `when`, what drizzle records as created_at). */
function releaseMigration(): Promise<number> {
  newestMigration ??= readFile(path.join(migrationsFolder, "meta", "_journal.json"), "utf8").then((text) => {
    const entries = (JSON.parse(text) as { entries: { when: number }[] }).entries;
    return Math.max(...entries.map((e) => e.when));
  });
  return newestMigration;
}

export type Readiness = { ready: boolean; reason?: "shutting down" | "database unavailable" | "migrations pending" };

async function databaseReadiness(): Promise<Readiness> {
  const [applied] = await selectRows<{ newest: string | null }>(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  );
  if (Number(applied?.newest ?? 0) < (await releaseMigration())) return { ready: false, reason: "migrations pending" };
  return { ready: true };
}

export async function readiness(): Promise<Readiness> {
  if (shuttingDown) return { ready: false, reason: "shutting down" };
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Readiness>((resolve) => {
    timer = setTimeout(() => resolve({ ready: false, reason: "database unavailable" }), CHECK_MS);
  });
  try {
    return await Promise.race([databaseReadiness(), late]);
  } catch {
    return { ready: false, reason: "database unavailable" };
  } finally {
    clearTimeout(timer);
  }
}
