// What the benchmark reads and writes through the app's own modules. Imported only once
// DATABASE_URL and DATA_DIR name the database under test: the app reads its configuration on import.
import { and, asc, inArray, sql } from "drizzle-orm";
import { coachPath } from "../../app/lib/urls.ts";
import { getDb, selectRows } from "../../app/server/db/database.server.ts";
import { isPublicCoach, profiles, reviews } from "../../app/server/db/schema.ts";
import { seedDemo } from "../../app/server/seed/demo.server.ts";
import { addSyntheticCoaches } from "./synthetic-coaches.ts";

export async function coachCount(): Promise<number> {
  const [row] = await selectRows<{ n: number }>(sql`select count(*)::int as n from profile where is_coach`);
  return row?.n ?? 0;
}

export async function databaseBytes(): Promise<number> {
  const [row] = await selectRows<{ bytes: string }>(sql`select pg_database_size(current_database()) as bytes`);
  return Number(row?.bytes ?? 0);
}

/**
 * Fills an empty database: the demo data (coaches with reviews, sponsors, the demo accounts), so
 * that pages show what visitors see, then synthetic coaches up to `coaches` in all.
 */
export async function fillDatabase(coaches: number): Promise<void> {
  await seedDemo(getDb());
  const missing = coaches - (await coachCount());
  if (missing > 0) await addSyntheticCoaches({ total: missing });
}

/**
 * Addresses of `count` public coaches: up to half of them coaches with reviews (the heavier
 * pages; only the demo coaches have any), the rest the first by id, which is random for UUIDs.
 */
export async function sampleCoachPaths(count: number): Promise<{ paths: string[]; reviewed: number }> {
  const db = getDb();
  const columns = { id: profiles.id, fullName: profiles.fullName };
  const reviewed = await db
    .select(columns)
    .from(profiles)
    .where(and(isPublicCoach, inArray(profiles.id, db.select({ id: reviews.coachId }).from(reviews))))
    .orderBy(asc(profiles.id))
    .limit(Math.floor(count / 2));
  const others = await db.select(columns).from(profiles).where(isPublicCoach).orderBy(asc(profiles.id)).limit(count);
  const chosen = new Map(reviewed.map((c) => [c.id, c]));
  for (const coach of others) if (chosen.size < count) chosen.set(coach.id, coach);
  return {
    paths: [...chosen.values()].map((c) => coachPath({ _id: c.id, fullName: c.fullName })),
    reviewed: reviewed.length,
  };
}
