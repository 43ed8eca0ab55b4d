import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../app/server/db/client.server.ts";
import { purgeRemovedReviewTexts } from "../../app/server/reviews/review-removals.server.ts";
import { useMigratedDatabase } from "../support/migrated-database.ts";

// Decision 0067: 12 months after a removal became final, the review's text, its reply, the note
// and the appeal go; the removal record, which the public counts read, stays. The removals here
// are back-dated in the database itself, in a transaction rolled back at the end (on CI's
// PostgreSQL pass the database is shared with other files).
const database = useMigratedDatabase("review-purge");

const COACH = "c0000000-0000-4000-8000-000000000001";
const ROLLBACK = Symbol("rollback");

/** Runs `check` with a transaction handle that is rolled back afterwards. */
async function rolledBack(check: (tx: Db) => Promise<void>) {
  await database.current.db
    .transaction(async (tx) => {
      await check(tx as unknown as Db);
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
}

const rowsOf = async <T>(tx: Db, statement: string) =>
  ((await tx.execute(sql.raw(statement))) as unknown as { rows: T[] }).rows;

async function removedReview(
  tx: Db,
  n: number,
  monthsAgo: number,
  appeal: "none" | "pending" | "upheld" | "restored",
): Promise<string> {
  const run = (statement: string) => tx.execute(sql.raw(statement));
  const author = `a000000${n}-0000-4000-8000-000000000001`;
  const review = `b000000${n}-0000-4000-8000-000000000001`;
  await run(`insert into profile (id, full_name) values ('${author}', 'Author ${n}')`);
  await run(`insert into review (id, coach_id, author_id, rating, comment, badge_ids, removed_at)
    values ('${review}', '${COACH}', '${author}', 2, 'Text ${n}', '{1}', ${appeal === "restored" ? "null" : "now()"})`);
  await run(`insert into review_reply (review_id, text) values ('${review}', 'Reply ${n}')`);
  const appealed = appeal === "none" ? "null" : "now()";
  const outcome = appeal === "none" || appeal === "pending" ? "null" : `'${appeal}'`;
  await run(`insert into review_removal (review_id, coach_id, rating, removed_by, reason, note, appeal_text, appealed_at, outcome, decided_at, created_at)
    values ('${review}', '${COACH}', 2, 'site', 'spam', 'Note ${n}', ${appeal === "none" ? "null" : `'Appeal ${n}'`},
      ${appealed}, ${outcome}, ${outcome === "null" ? "null" : "now()"}, now() - interval '${monthsAgo} months')`);
  return review;
}

describe("purging removed reviews' text", () => {
  it("empties text, badges, reply, note and appeal 12 months after a final removal, and keeps every count", async () => {
    await rolledBack(async (tx) => {
      await tx.execute(
        sql.raw(
          `insert into profile (id, full_name, is_coach, level) values ('${COACH}', 'Purge Coach', true, 'level3')`,
        ),
      );
      const old = await removedReview(tx, 1, 13, "none");
      const upheld = await removedReview(tx, 2, 13, "upheld");
      const pending = await removedReview(tx, 3, 13, "pending");
      const recent = await removedReview(tx, 4, 11, "none");
      const restored = await removedReview(tx, 5, 13, "restored");

      expect(await purgeRemovedReviewTexts(tx)).toBe(2);

      const reviews = await rowsOf<{ id: string; comment: string }>(
        tx,
        `select id, comment from review where coach_id = '${COACH}'`,
      );
      const text = (id: string) => reviews.find((r) => r.id === id)?.comment;
      expect([text(old), text(upheld)]).toEqual(["", ""]);
      expect([text(pending), text(recent), text(restored)]).toEqual(["Text 3", "Text 4", "Text 5"]);
      const replies = await rowsOf<{ review_id: string }>(
        tx,
        `select review_id from review_reply where review_id in (select id from review where coach_id = '${COACH}') order by review_id`,
      );
      expect(replies.map((r) => r.review_id)).toEqual([pending, recent, restored]);
      const removals = await rowsOf<{ review_id: string; note: string | null; appeal_text: string | null }>(
        tx,
        `select review_id, note, appeal_text from review_removal where coach_id = '${COACH}'`,
      );
      expect(removals).toHaveLength(5);
      const kept = (id: string) => removals.find((r) => r.review_id === id);
      for (const id of [old, upheld, restored]) expect(kept(id)).toMatchObject({ note: null, appeal_text: null });
      expect(kept(pending)).toMatchObject({ note: "Note 3", appeal_text: "Appeal 3" });
      expect(kept(recent)).toMatchObject({ note: "Note 4" });

      // A second run has nothing left to do.
      expect(await purgeRemovedReviewTexts(tx)).toBe(0);
    });
  });
});
