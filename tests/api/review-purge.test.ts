import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purgeRemovedReviewTexts } from "../../app/server/reviews/review-removals.server.ts";
import { useMigratedDatabase } from "../support/migrated-database.ts";

// Decision 0067: 12 months after a removal became final, the review's text, its reply, the note
// and the appeal go; the removal record, which the public counts read, stays. The removals here
// are back-dated in the database itself.
const database = useMigratedDatabase("review-purge");

const COACH = "c0000000-0000-4000-8000-000000000001";
const run = (statement: string) => database.current.db.execute(sql.raw(statement));
const rows = async <T>(statement: string) =>
  ((await database.current.db.execute(sql.raw(statement))) as unknown as { rows: T[] }).rows;

async function removedReview(n: number, monthsAgo: number, appeal: "none" | "pending" | "upheld" | "restored") {
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
    await run(
      `insert into profile (id, full_name, is_coach, level) values ('${COACH}', 'Purge Coach', true, 'level3')`,
    );
    const old = await removedReview(1, 13, "none");
    const upheld = await removedReview(2, 13, "upheld");
    const pending = await removedReview(3, 13, "pending");
    const recent = await removedReview(4, 11, "none");
    const restored = await removedReview(5, 13, "restored");

    expect(await purgeRemovedReviewTexts(database.current.db)).toBe(2);

    const reviews = await rows<{ id: string; comment: string; badge_ids: number[] }>(
      `select id, comment, badge_ids from review order by id`,
    );
    const text = (id: string) => reviews.find((r) => r.id === id)?.comment;
    expect([text(old), text(upheld)]).toEqual(["", ""]);
    expect([text(pending), text(recent), text(restored)]).toEqual(["Text 3", "Text 4", "Text 5"]);
    const replies = await rows<{ review_id: string }>("select review_id from review_reply order by review_id");
    expect(replies.map((r) => r.review_id)).toEqual([pending, recent, restored]);
    const removals = await rows<{ review_id: string; note: string | null; appeal_text: string | null }>(
      "select review_id, note, appeal_text from review_removal order by review_id",
    );
    expect(removals).toHaveLength(5);
    const kept = (id: string) => removals.find((r) => r.review_id === id);
    expect(kept(old)).toMatchObject({ note: null, appeal_text: null });
    expect(kept(upheld)).toMatchObject({ note: null, appeal_text: null });
    expect(kept(restored)).toMatchObject({ note: null, appeal_text: null });
    expect(kept(pending)).toMatchObject({ note: "Note 3", appeal_text: "Appeal 3" });
    expect(kept(recent)).toMatchObject({ note: "Note 4" });

    // A second run has nothing left to do.
    expect(await purgeRemovedReviewTexts(database.current.db)).toBe(0);
  });
});
