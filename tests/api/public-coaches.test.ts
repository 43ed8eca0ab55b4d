import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicCoachRow, profiles } from "../../app/server/db/schema.ts";

// The coach services on a database of their own (always embedded: these rows must not show up in
// the listings of a shared PostgreSQL): four profiles with the same niche, sponsorship and about
// text, of which only the named coach may appear anywhere.
let dir: string;
let services: {
  coaches: typeof import("../../app/server/coaches/coach-service.server.ts");
  featured: typeof import("../../app/server/coaches/featured-blocks.server.ts");
  search: typeof import("../../app/server/search/search-service.server.ts");
  listing: typeof import("../../app/server/coaches/category-listing.server.ts");
  sitemap: typeof import("../../app/server/seo/sitemap-service.server.ts");
  reviews: typeof import("../../app/server/reviews/review-writer.server.ts");
  database: typeof import("../../app/server/db/database.server.ts");
};

const ids = {
  named: "aaaaaaaa-0000-4000-8000-000000000001",
  unnamed: "bbbbbbbb-0000-4000-8000-000000000002",
  admin: "cccccccc-0000-4000-8000-000000000003",
  user: "dddddddd-0000-4000-8000-000000000004",
};
let lifeCoach: number;

/** A profile's row as its owner's pages read it, for the rule on a row (isPublicCoachRow). */
async function profileRow(id: string) {
  const { eq } = await import("drizzle-orm");
  const [row] = await services.database.getDb().select().from(profiles).where(eq(profiles.id, id));
  if (!row) throw new Error(`no profile ${id}`);
  return row;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "coach-public-"));
  process.env.DATA_DIR = dir;
  process.env.LOG_LEVEL = "silent";
  delete process.env.DATABASE_URL;
  services = {
    coaches: await import("../../app/server/coaches/coach-service.server.ts"),
    featured: await import("../../app/server/coaches/featured-blocks.server.ts"),
    search: await import("../../app/server/search/search-service.server.ts"),
    listing: await import("../../app/server/coaches/category-listing.server.ts"),
    sitemap: await import("../../app/server/seo/sitemap-service.server.ts"),
    reviews: await import("../../app/server/reviews/review-writer.server.ts"),
    database: await import("../../app/server/db/database.server.ts"),
  };
  const { seedReferenceData } = await import("../../app/server/seed/reference-data.server.ts");
  const { sql } = await import("drizzle-orm");
  await services.database.startDatabase();
  const db = services.database.getDb();
  await seedReferenceData(db);
  const [row] = await services.database.selectRows<{ id: number }>(
    sql`select id from category where name = 'Life Coach'`,
  );
  lifeCoach = row?.id ?? 0;
  const profile = (id: string, name: string, isCoach: boolean, level: string) => sql`
    insert into profile (id, first_name, full_name, is_coach, level, about_me, score, review_count)
    values (${id}, ${name.split(" ")[0] ?? ""}, ${name}, ${isCoach}, ${level}, 'Certified xylophonist mentor.', 100, 9)`;
  await db.execute(profile(ids.named, "Zorbin Control", true, "level2"));
  await db.execute(profile(ids.unnamed, "", true, "level2"));
  await db.execute(profile(ids.admin, "Site Admin", true, "20"));
  await db.execute(profile(ids.user, "Una User", false, "level1"));
  for (const id of Object.values(ids)) {
    await db.execute(sql`insert into profile_category (profile_id, seat, category_id) values (${id}, 1, ${lifeCoach})`);
  }
  for (const [seat, id] of [ids.unnamed, ids.admin, ids.named].entries()) {
    await db.execute(
      sql`insert into sponsored_slot (category_id, seat, profile_id) values (${lifeCoach}, ${seat + 1}, ${id})`,
    );
  }
});

afterAll(async () => {
  await services?.database.stopDatabase();
  await rm(dir, { recursive: true, force: true });
});

const page = { from: 0, size: 20 };
const ours = (list: { _id: string }[]) => list.map((c) => c._id).filter((id) => Object.values(ids).includes(id));

describe("only named coaches are public", () => {
  it("in keyword search, sponsors included", async () => {
    expect(ours(await services.search.searchCoaches("xylophonist", page))).toEqual([ids.named]);
    const life = await services.search.searchCoaches("life coach", page);
    expect(ours(life)).toEqual([ids.named]);
    expect(life[0]).toMatchObject({ _id: ids.named, sponsored: true });
  });

  it("in category listings and featured blocks", async () => {
    expect(ours(await services.listing.categoryCoaches(lifeCoach, page))).toEqual([ids.named]);
    expect(ours(await services.featured.featuredForCategory(lifeCoach))).toEqual([ids.named]);
  });

  it("in the sitemap", async () => {
    expect(await services.sitemap.coachSitemapCount()).toBe(1);
    const xml = await new Response(services.sitemap.coachSitemapStream("http://site.test", 1)).text();
    expect(xml.match(/<url>/g)).toHaveLength(1);
    expect(xml).toContain(`/coach/Zorbin_Control/${ids.named}`);
  });

  it("as a profile page, and only they can be reviewed", async () => {
    expect(isPublicCoachRow(await profileRow(ids.named))).toBe(true);
    expect(await services.coaches.publicProfile(ids.named)).toMatchObject({ _id: ids.named });
    const review = { rating: 5, comment: "Great!", badges: [], agreement: true as const };
    for (const id of [ids.unnamed, ids.admin, ids.user]) {
      expect(await services.coaches.publicProfile(id), id).toBeNull();
      expect(isPublicCoachRow(await profileRow(id)), id).toBe(false);
      await expect(
        services.reviews.postReview({ profileId: ids.named, email: "named@example.com" }, { ...review, userId: id }),
        id,
      ).rejects.toMatchObject({
        kind: "not-found",
      });
    }
  });
});

describe("a query's sponsors, kept per query (decision 0090)", () => {
  it("are read again once a committed change is announced", async () => {
    const { startPublicChangeFeed, stopPublicChangeFeed } = await import(
      "../../app/server/cache/public-changes.server.ts"
    );
    const { sql } = await import("drizzle-orm");
    await startPublicChangeFeed();
    try {
      const named = async () =>
        (await services.search.searchCoaches("life coach", page)).find((c) => c._id === ids.named);
      expect(await named()).toMatchObject({ sponsored: true });
      await services.database
        .getDb()
        .execute(sql`update sponsored_slot set ends_at = now() where profile_id = ${ids.named}`);
      await expect.poll(async () => (await named())?.sponsored).toBe(false);
    } finally {
      await stopPublicChangeFeed();
    }
  });
});
