import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { score } from "../../app/lib/score.ts";
import { scoreSql } from "../../app/server/reviews/score-sql.server.ts";
import { useMigratedDatabase } from "../support/migrated-database.ts";

// The rules data must keep, checked in the database itself: each statement runs in a
// transaction that is rolled back, so the shared database is left as it was.
const database = useMigratedDatabase("rules");

const ROLLBACK = Symbol("rollback");

/** Runs `statements` in a rolled-back transaction and returns the error of the last one, if any. */
async function attempt(statements: string[]): Promise<string | null> {
  try {
    await database.current.db.transaction(async (tx) => {
      for (const s of statements) await tx.execute(sql.raw(s));
      throw ROLLBACK;
    });
  } catch (error) {
    if (error === ROLLBACK) return null;
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? (error as Error).message;
  }
  return null;
}

const coach = (id: string) =>
  `insert into profile (id, full_name, is_coach, level) values ('${id}', 'Coach ${id.slice(0, 4)}', true, 'level2')`;
const A = "aaaaaaaa-0000-4000-8000-000000000001";
const B = "bbbbbbbb-0000-4000-8000-000000000002";
const C = "cccccccc-0000-4000-8000-000000000003";
const review = (coachId: string, author: string, rating: string, badges = "{}") =>
  `insert into review (coach_id, author_id, rating, comment, badge_ids) values ('${coachId}', '${author}', ${rating}, 'Great', '${badges}')`;
const niche = (name: string) =>
  `insert into category (name, slug, search_name, group_name, tier) values ('${name}', '${name}', '${name}', 'More', 'alternative')`;
const catId = (name: string) => `(select id from category where name = '${name}')`;

describe("database rules", () => {
  it("accepts a valid review", async () => {
    expect(await attempt([coach(A), coach(B), review(A, B, "4.5", "{1,2,3}")])).toBeNull();
  });

  it("allows one review per user per coach", async () => {
    expect(await attempt([coach(A), coach(B), review(A, B, "4"), review(A, B, "3")])).toMatch(/review_one_per_author/);
  });

  it("refuses a review of one's own profile", async () => {
    expect(await attempt([coach(A), review(A, A, "5")])).toMatch(/review_not_self/);
  });

  it("keeps ratings between 1 and 5 in half steps", async () => {
    for (const rating of ["4.3", "0.5", "5.5", "0"]) {
      expect(await attempt([coach(A), coach(B), review(A, B, rating)])).toMatch(/review_rating_half_steps/);
    }
  });

  it("allows at most 3 badges, all among the eight", async () => {
    expect(await attempt([coach(A), coach(B), review(A, B, "4", "{1,2,3,4}")])).toMatch(/review_badges_max/);
    expect(await attempt([coach(A), coach(B), review(A, B, "4", "{9}")])).toMatch(/review_badges_known/);
  });

  it("allows at most 3 categories per profile", async () => {
    const seats = ["n1", "n2", "n3", "n4"].map(
      (n, i) => `insert into profile_category (profile_id, seat, category_id) values ('${A}', ${i + 1}, ${catId(n)})`,
    );
    const setup = [coach(A), niche("n1"), niche("n2"), niche("n3"), niche("n4")];
    expect(await attempt([...setup, ...seats.slice(0, 3)])).toBeNull();
    expect(await attempt([...setup, ...seats])).toMatch(/profile_category_seat_range/);
    expect(
      await attempt([
        ...setup,
        `insert into profile_category (profile_id, seat, category_id) values ('${A}', 1, ${catId("n1")}), ('${A}', 1, ${catId("n2")})`,
      ]),
    ).toMatch(/duplicate key|profile_category_pkey/);
  });

  it("allows at most 3 sponsors per niche", async () => {
    const D = "dddddddd-0000-4000-8000-000000000004";
    const sponsor = (id: string, seat: number) =>
      `insert into sponsored_slot (category_id, seat, profile_id) values (${catId("n1")}, ${seat}, '${id}')`;
    const setup = [niche("n1"), coach(A), coach(B), coach(C), coach(D)];
    expect(await attempt([...setup, sponsor(A, 1), sponsor(B, 2), sponsor(C, 3)])).toBeNull();
    expect(await attempt([...setup, sponsor(A, 1), sponsor(B, 2), sponsor(C, 3), sponsor(D, 4)])).toMatch(
      /sponsored_slot_seat_range/,
    );
    expect(await attempt([...setup, sponsor(A, 1), sponsor(B, 1)])).toMatch(/sponsored_slot_seat/);
  });

  it("keeps levels and list sizes within the spec", async () => {
    expect(await attempt([`insert into profile (level) values ('level9')`])).toMatch(/profile_level_valid/);
    expect(await attempt([`insert into profile (training_video_links) values ('{a,b,c,d,e,f}')`])).toMatch(
      /profile_training_videos_max/,
    );
    expect(
      await attempt([
        `insert into profile (story_video_links) values ('[{"title":"a","link":"a"},{"title":"b","link":"b"},{"title":"c","link":"c"},{"title":"d","link":"d"}]')`,
      ]),
    ).toMatch(/profile_story_videos_max/);
  });
});

describe("niche listing copies (migration 0012)", () => {
  /** The rows of `query` after `statements`, all in a transaction that is rolled back. */
  async function rowsAfter<T>(statements: string[], query: string): Promise<T[]> {
    let rows: T[] = [];
    try {
      await database.current.db.transaction(async (tx) => {
        for (const s of statements) await tx.execute(sql.raw(s));
        rows = ((await tx.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
        throw ROLLBACK;
      });
    } catch (error) {
      if (error !== ROLLBACK) throw error;
    }
    return rows;
  }
  type Copy = { score: number; review_count: number; listed: boolean };
  const seated = [
    coach(A),
    `update profile set score = 40, review_count = 3 where id = '${A}'`,
    niche("Copy Niche"),
    `insert into profile_category (profile_id, seat, category_id) values ('${A}', 1, ${catId("Copy Niche")})`,
  ];
  const copyOfA = `select score, review_count, listed from profile_category where profile_id = '${A}'`;

  it("gives a new seat its profile's score, review count and public-coach rule", async () => {
    expect(await rowsAfter<Copy>(seated, copyOfA)).toEqual([{ score: 40, review_count: 3, listed: true }]);
  });

  it("follows each change of the profile: aggregates, deletion, restore, name, level, coach flag", async () => {
    const after = (change: string) => rowsAfter<Copy>([...seated, change], copyOfA);
    expect(await after(`update profile set score = 77, review_count = 5 where id = '${A}'`)).toEqual([
      { score: 77, review_count: 5, listed: true },
    ]);
    for (const hides of ["deleted_at = now()", "full_name = ''", "level = '20'", "is_coach = false"]) {
      expect(await after(`update profile set ${hides} where id = '${A}'`), hides).toEqual([
        { score: 40, review_count: 3, listed: false },
      ]);
    }
    const restored = await rowsAfter<Copy>(
      [
        ...seated,
        `update profile set deleted_at = now() where id = '${A}'`,
        `update profile set deleted_at = null where id = '${A}'`,
      ],
      copyOfA,
    );
    expect(restored).toEqual([{ score: 40, review_count: 3, listed: true }]);
  });
});

describe("house ads (decision 0048)", () => {
  const ad = (target: string, extra: { zones?: string; weight?: number; image?: string } = {}) =>
    `insert into house_ad (headline, target, zones, weight, image_url) values ('Ad', '${target.replaceAll("'", "''")}', '${extra.zones ?? "{level1}"}', ${extra.weight ?? 1}, ${extra.image ? `'${extra.image}'` : "null"})`;

  it("stores targets on our site or at https addresses", async () => {
    for (const target of [
      "/plans",
      "/",
      "/search/coach?from=5#x",
      "https://advertiser.example",
      "https://a.example/x?y=1",
    ]) {
      expect(await attempt([ad(target)]), target).toBeNull();
    }
  });

  it("refuses targets that lead elsewhere", async () => {
    for (const target of [
      "//evil.example",
      "/\\evil.example",
      "/ evil",
      "http://advertiser.example",
      "javascript:alert(1)",
      "https://user@evil.example/",
      "plans",
      "",
    ]) {
      expect(await attempt([ad(target)]), target).toMatch(/house_ad_target_allowed/);
    }
  });

  it("keeps zones among the six, weights from 1 to 1000, images on our site or https", async () => {
    expect(await attempt([ad("/", { zones: "{}" })])).toMatch(/house_ad_zones_valid/);
    expect(await attempt([ad("/", { zones: "{level1,level9}" })])).toMatch(/house_ad_zones_valid/);
    expect(await attempt([ad("/", { zones: "{signed-out,level5}" })])).toBeNull();
    expect(await attempt([ad("/", { weight: 0 })])).toMatch(/house_ad_weight_range/);
    expect(await attempt([ad("/", { weight: 1001 })])).toMatch(/house_ad_weight_range/);
    expect(await attempt([ad("/", { image: "/ads/x.svg" })])).toBeNull();
    expect(await attempt([ad("/", { image: "//evil.example/x.svg" })])).toMatch(/house_ad_image_allowed/);
  });
});

describe("the score formula", () => {
  it("gives the same score in SQL (aggregates) as in TypeScript (demo data, docs)", async () => {
    const cases: [number, number][] = [
      [0, 0],
      [1, 1],
      [1, 5],
      [2, 7.5],
      [3, 12],
      [10, 50],
      [10, 10],
      [37, 111.5],
      [1000, 5000],
      [1000, 1000],
    ];
    for (const [count, total] of cases) {
      const result = await database.current.db.execute(
        sql`select ${scoreSql(sql`${count}::int`, sql`${total}::numeric`)}::int as score`,
      );
      const rows = (result as unknown as { rows: { score: number }[] }).rows;
      expect(Number(rows[0]?.score), `${count} reviews, sum ${total}`).toBe(score(count, total));
    }
  });
});

describe("a coach's words (decision 0089)", () => {
  it("are kept in the profile's row, so lists test them without reading the TOAST table", async () => {
    const result = await database.current.db.execute(
      sql`select attstorage from pg_attribute where attrelid = 'profile'::regclass and attname = 'search_vector'`,
    );
    expect((result as unknown as { rows: { attstorage: string }[] }).rows).toEqual([{ attstorage: "m" }]);
  });
});
