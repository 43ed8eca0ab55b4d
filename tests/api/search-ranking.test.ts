import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

// Keyword search ranks readings before scores (issue 16): the words as typed, then corrections
// that are niche words, then other corrections (a surname), then matches only in the about text.
// On a database of its own (always embedded) so that no demo coach competes.
let dir: string;
let search: typeof import("../../app/server/search/search-service.server.ts");
let database: typeof import("../../app/server/db/database.server.ts");

const ids = {
  careerLow: "aaaaaaaa-0000-4000-8000-0000000000c1",
  careerHigh: "aaaaaaaa-0000-4000-8000-0000000000c2",
  carter: "aaaaaaaa-0000-4000-8000-0000000000c3",
  aboutOnly: "aaaaaaaa-0000-4000-8000-0000000000c4",
  yoga: "aaaaaaaa-0000-4000-8000-0000000000c5",
  li: "aaaaaaaa-0000-4000-8000-0000000000c6",
};

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "coach-ranking-"));
  process.env.DATA_DIR = dir;
  process.env.LOG_LEVEL = "silent";
  delete process.env.DATABASE_URL;
  search = await import("../../app/server/search/search-service.server.ts");
  database = await import("../../app/server/db/database.server.ts");
  const { seedReferenceData } = await import("../../app/server/seed/reference-data.server.ts");
  const { sql } = await import("drizzle-orm");
  await database.startDatabase();
  const db = database.getDb();
  await seedReferenceData(db);
  const coach = async (id: string, name: string, niche: string, score: number, about = "") => {
    await db.execute(sql`
      insert into profile (id, full_name, is_coach, level, about_me, score)
      values (${id}, ${name}, true, 'level2', ${about}, ${score})`);
    await db.execute(sql`
      insert into profile_category (profile_id, seat, category_id)
      select ${id}, 1, id from category where name = ${niche}`);
  };
  // The surname and the about-only coach have the best scores: only the reading puts them last.
  await coach(ids.careerLow, "Ann Quimby", "Career Coach", 10);
  await coach(ids.careerHigh, "Bea Quimby", "Career Coach", 50);
  await coach(ids.carter, "Cal Carter", "Life Coach", 90);
  await coach(ids.aboutOnly, "Dee Quimby", "Life Coach", 99, "A coach who changed career at forty.");
  await coach(ids.yoga, "Eve Quimby", "Yoga Instructor", 5);
  // A surname that trigrams find close to 'lief', with the best score of all.
  await coach(ids.li, "Fay Li", "Business Coach", 100);
});

afterAll(async () => {
  await database?.stopDatabase();
  await rm(dir, { recursive: true, force: true });
});

const order = (list: { _id: string }[]) => list.map((c) => c._id);

describe("search ranking", () => {
  it("puts the niche correction before the surname, and about-text matches last", async () => {
    const { coaches, count } = await search.searchWithCount("carrer coach", { from: 0, size: 10 });
    expect(order(coaches)).toEqual([ids.careerHigh, ids.careerLow, ids.carter, ids.aboutOnly]);
    expect(count).toBe(4);
  });

  it("reads swapped letters as the niche word one edit away, before similar surnames (issue 24)", async () => {
    expect(order(await search.searchCoaches("yoag", { from: 0, size: 10 }))).toEqual([ids.yoga]);
    const life = order(await search.searchCoaches("lief coach", { from: 0, size: 10 }));
    expect(life.slice(0, 2)).toEqual([ids.aboutOnly, ids.carter]);
    expect(life).not.toContain(ids.li);
  });

  it("prefers a niche word to a closer surname", async () => {
    // 'carte' is closer to Carter than to career; the niche word still comes first.
    const page = await search.searchCoaches("carte coach", { from: 0, size: 10 });
    expect(order(page).slice(0, 3)).toEqual([ids.careerHigh, ids.careerLow, ids.carter]);
  });

  it("pages through the readings without repeats or gaps", async () => {
    const all = order(await search.searchCoaches("carrer coach", { from: 0, size: 10 }));
    const pages = [];
    for (let from = 0; from < 4; from += 1)
      pages.push(...order(await search.searchCoaches("carrer coach", { from, size: 1 })));
    expect(pages).toEqual(all);
  });

  it("answers a word nobody has with nothing", async () => {
    expect(await search.searchWithCount("qwertyuiopasdf", { from: 0, size: 5 })).toEqual({ coaches: [], count: 0 });
  });
});
