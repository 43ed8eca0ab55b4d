import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../app/server/db/client.server.ts";
import { useMigratedDatabase } from "../support/migrated-database.ts";

// The search index (search_posting, search_term) is kept by triggers on profile: every write that
// changes a coach's words, score or listing must leave it equal to a rebuild from the profiles.
const database = useMigratedDatabase("search-index");

const ROLLBACK = Symbol("rollback");
type Tx = Parameters<Parameters<Database["db"]["transaction"]>[0]>[0];

/** Runs `body` in a transaction that is rolled back, so the shared database is left as it was. */
async function inRollback(body: (tx: Tx) => Promise<void>): Promise<void> {
  await database.current.db
    .transaction(async (tx) => {
      await body(tx);
      throw ROLLBACK;
    })
    .catch((error) => {
      if (error !== ROLLBACK) throw error;
    });
}

const rows = async <T>(tx: Tx, query: string) => ((await tx.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;

/**
 * The test coaches' part of the index as the triggers left it, and as a rebuild from the profiles
 * makes it (other files may write their own coaches meanwhile: only ours are compared).
 */
async function indexAndRebuild(tx: Tx) {
  const read = async () => ({
    postings: await rows(
      tx,
      `select term, score, profile_id, terms from search_posting where profile_id in ('${A}', '${B}') order by 1, 2, 3`,
    ),
    terms: await rows(
      tx,
      "select term, coaches from search_term where term in ('quillfeath', 'brightwat') and coaches <> 0 order by 1",
    ),
  });
  const kept = await read();
  await tx.execute(sql`select search_postings_rebuild()`);
  return { kept, rebuilt: await read() };
}

const A = "aaaaaaaa-0000-4000-8000-00000000000a";
const B = "bbbbbbbb-0000-4000-8000-00000000000b";

/** Two coaches sharing a surname: B scores higher, only A is in Portland. */
const twoCoaches = (tx: Tx) =>
  tx.execute(
    sql.raw(`insert into profile (id, full_name, is_coach, level, location, score) values
      ('${A}', 'Xavier Quillfeather', true, 'level2', 'Portland, OR', 40),
      ('${B}', 'Yolanda Quillfeather', true, 'level2', 'Austin, TX', 70)`),
  );

describe("search index", () => {
  it("follows inserts, score and name changes, unlisting, soft and hard deletes", async () => {
    await inRollback(async (tx) => {
      await twoCoaches(tx);
      const quill = await rows<{ profile_id: string }>(
        tx,
        "select profile_id from search_posting where term = 'quillfeath' order by score desc, profile_id",
      );
      expect(quill.map((r) => r.profile_id)).toEqual([B, A]);
      expect(await rows(tx, "select coaches from search_term where term = 'quillfeath'")).toEqual([{ coaches: 2 }]);

      await tx.execute(sql.raw(`update profile set score = 90 where id = '${A}'`));
      await tx.execute(sql.raw(`update profile set full_name = 'Xavier Brightwater' where id = '${A}'`));
      await tx.execute(sql.raw(`update profile set about_me = 'Unrelated edit' where id = '${B}'`));
      let { kept, rebuilt } = await indexAndRebuild(tx);
      expect(kept).toEqual(rebuilt);
      expect(await rows(tx, "select coaches from search_term where term = 'quillfeath'")).toEqual([{ coaches: 1 }]);

      await tx.execute(sql.raw(`update profile set deleted_at = now() where id = '${B}'`));
      ({ kept, rebuilt } = await indexAndRebuild(tx));
      expect(kept).toEqual(rebuilt);
      expect(await rows(tx, `select 1 from search_posting where profile_id = '${B}'`)).toEqual([]);

      await tx.execute(sql.raw(`update profile set deleted_at = null, is_coach = false where id = '${B}'`));
      await tx.execute(sql.raw(`delete from profile where id = '${A}'`));
      ({ kept, rebuilt } = await indexAndRebuild(tx));
      expect(kept).toEqual(rebuilt);
      expect(await rows(tx, `select 1 from search_posting where profile_id in ('${A}', '${B}')`)).toEqual([]);
    });
  });

  it("walks a term's list best first, keeping only coaches with every term", async () => {
    await inRollback(async (tx) => {
      await twoCoaches(tx);
      const walk = (terms: string) =>
        rows<{ id: string }>(tx, `select id from search_walk('quillfeath', '${terms}', 10) as id`);
      expect((await walk("{quillfeath}")).map((r) => r.id)).toEqual([B, A]);
      expect((await walk("{quillfeath,portland}")).map((r) => r.id)).toEqual([A]);
      expect(await walk("{quillfeath,nowher}")).toEqual([]);
    });
  });
});
