import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchFilters } from "../../lib/search-filters.ts";

// Every path of a filtered list (rare filters, the cut-short walk, rare words, merged
// combinations, the long walk) against the plain query it stands for, on a few thousand synthetic
// coaches in the embedded database; small limits send each case down each path.

const dataDir = await mkdtemp(path.join(tmpdir(), "coach-ordered-matches-"));
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
const { startDatabase, stopDatabase, selectRows } = await import("../db/database.server.ts");
const { isPublicCoach, profileFacetBits, profiles } = await import("../db/schema.ts");
const { addSyntheticCoaches } = await import("../../../scripts/bench/synthetic-coaches.ts");
const { filterBits, profileHasBits } = await import("./filter-bits.server.ts");
const { BADGE_SLUGS, NO_FILTERS } = await import("../../lib/search-filters.ts");
const { profileInPlace } = await import("./places.server.ts");
const { cappedMatchCount, fewRows, orderedMatches, shareOf } = await import("./ordered-matches.server.ts");
const { oneWordRows, tierShare } = await import("./search-postings.server.ts");
const { searchWithCount, searchWords } = await import("./search-service.server.ts");
const { parseQuery, tsQueryOf } = await import("./search-terms.server.ts");

type Matching = { where: SQL; bits: number; place?: string; word?: string };
const words = (q: string) => sql`${profiles.searchVector} @@ to_tsquery('english', ${q})`;
const placed = (location: string) => profileInPlace(location) as SQL;

// 1 one-on-one, 2 group, 4 free training, 8/16/32 rating 3/4/4.5, 64 << i badges.
const CASES: [string, Matching][] = [
  ["a common word", { where: words("coach:*"), bits: 0, word: "coach" }],
  ["a common word, a common filter", { where: words("coach:*"), bits: 1, word: "coach" }],
  ["a common word, filters that never meet", { where: words("coach:*"), bits: 2 | 32, word: "coach" }],
  ["a common word, filters far from the best", { where: words("coach:*"), bits: 1 | 2 | 4 | 8 }],
  ["a common word, a badge and a rating", { where: words("coach:*"), bits: (64 << 5) | 16 }],
  ["a word of one niche, an offer", { where: words("life:*"), bits: 4, word: "life" }],
  ["a name, a rating", { where: words("mary:*"), bits: 8, word: "mari" }],
  ["a place", { where: placed("Portland"), bits: 0, place: "Portland" }],
  [
    "a common word, a place, a filter",
    { where: sql`${words("coach:*")} and ${placed("Portland")}`, bits: 16, place: "Portland" },
  ],
  ["a place given as city and state, a filter", { where: placed("Austin, TX"), bits: 1, place: "Austin, TX" }],
  ["a place nobody is in", { where: placed("Atlantis"), bits: 0, place: "Atlantis" }],
  ["a word nobody has, a filter", { where: words("zzqxwv:*"), bits: 1, word: "zzqxwv" }],
];
const LIMITS = [
  { walkRows: 1000, fewMatches: 2000, fewWords: 5000 },
  { walkRows: 20, fewMatches: 50, fewWords: 50 },
  { walkRows: 0, fewMatches: 0, fewWords: 0 },
  { walkRows: 0, fewMatches: 0, fewWords: 10_000 },
];
const ORDERS = {
  score: sql`score desc, id`,
  reviews: sql`review_count desc, score desc, id`,
} as const;

// The filter bits as SQL's coach_facet_bits defines them (profileHasBits tests the columns instead).
const plain = ({ where, bits }: Matching) =>
  sql`${isPublicCoach} and ${where} and (${profileFacetBits} & ${bits}) = ${bits}`;

/** The same list, its few matches read first, and from a read it is handed as a search shares one. */
const variants = (matching: Matching) => [
  matching,
  { ...matching, fewFirst: true },
  {
    ...matching,
    fewShared: async (fewWords: number) => {
      const rows = await fewRows(matching.where, matching.bits, sql`true`, fewWords);
      return rows ? shareOf(rows) : "more";
    },
  },
  // A one-word search's read from the search index (its first few in each order, sorted there).
  ...(matching.word
    ? [
        {
          ...matching,
          fewShared: async (fewWords: number) => {
            const q = sql`to_tsquery('english', ${`${matching.word}:*`})`;
            const read = await oneWordRows({ stem: matching.word ?? "", prefix: true }, q, matching.bits, [], fewWords);
            return read ? tierShare(read, "all") : "more";
          },
        },
      ]
    : []),
];

beforeAll(async () => {
  await startDatabase();
  await addSyntheticCoaches({ total: 4000, batch: 4000 });
  // Coaches with two terms of one prefix ("mari", "maria"): both in the name, or one in the name
  // and the other only in the about text. One match each, a key match.
  await selectRows(sql`
    update profile set full_name = 'Mary Maria Lind' where id in (select id from profile where ${isPublicCoach} order by id limit 3) returning id`);
  await selectRows(sql`
    update profile set full_name = 'Mary Lind', about_me = about_me || ' Maria says hello.'
    where id in (select id from profile where ${isPublicCoach} order by id desc limit 3) returning id`);
}, 120_000);
afterAll(async () => {
  await stopDatabase();
  await rm(dataDir, { recursive: true, force: true });
});

describe("orderedMatches and cappedMatchCount", () => {
  for (const [name, matching] of CASES) {
    it(`list ${name} as the plain query does, on every path`, async () => {
      for (const order of ["score", "reviews"] as const) {
        for (const need of [5, 60, 5000]) {
          const expected = (
            await selectRows<{ id: string }>(
              sql`select id from profile where ${plain(matching)} order by ${ORDERS[order]} limit ${need}`,
            )
          ).map((r) => r.id);
          for (const limits of LIMITS) {
            for (const [i, variant] of variants(matching).entries()) {
              expect(
                await orderedMatches(variant, order, need, limits),
                `${order}, ${need}, ${JSON.stringify(limits)}, variant ${i}`,
              ).toEqual(expected);
            }
          }
        }
      }
      const [all] = await selectRows<{ n: number }>(
        sql`select count(*)::int as n from profile where ${plain(matching)}`,
      );
      for (const cap of [10, 1000]) {
        for (const limits of LIMITS) {
          for (const [i, variant] of variants(matching).entries()) {
            expect(
              await cappedMatchCount(variant, cap, limits),
              `cap ${cap}, ${JSON.stringify(limits)}, variant ${i}`,
            ).toBe(Math.min(all?.n ?? 0, cap + 1));
          }
        }
      }
    }, 60_000);
  }
});

describe("oneWordRows", () => {
  it("leaves out the coaches a search excludes (its sponsors), from its rows and its counts", async () => {
    const q = sql`to_tsquery('english', 'coach:*')`;
    const all = await oneWordRows({ stem: "coach", prefix: true }, q, 1, [], 5000);
    const left = all?.rows.slice(0, 3).map((r) => r.id) ?? [];
    expect(left).toHaveLength(3);
    const less = await oneWordRows({ stem: "coach", prefix: true }, q, 1, left, 5000);
    expect(less?.rows.some((r) => left.includes(r.id))).toBe(false);
    expect((less?.key ?? 0) + (less?.about ?? 0)).toBe((all?.key ?? 0) + (all?.about ?? 0) - 3);
  });
});

describe("profileHasBits", () => {
  it("selects the coaches coach_facet_bits gives every bit asked, bit by bit and together", async () => {
    // A few coaches with every offer and badge, and a few right on the 4.5 line (the synthetic
    // coaches show only some badges).
    await selectRows(sql`
      update profile set badge_counts = '{3,4,3,5,3,3,9,3}', is_one_on_one = true, is_group_coaching = true,
        is_free_training = true, rating = 4.7
      where id in (select id from profile order by id limit 5) returning id`);
    await selectRows(
      sql`update profile set rating = 4.5 where id in (select id from profile order by id desc limit 5) returning id`,
    );
    const single = [1, 2, 4, 8, 16, 32, ...Array.from({ length: 8 }, (_, i) => 64 << i)];
    for (const bits of [...single, 1 | 16, 2 | 4 | (64 << 7), 8 | (64 << 2) | (64 << 5)]) {
      const [row] = await selectRows<{ columns: number; facets: number }>(sql`
        select count(*) filter (where ${profileHasBits(bits)})::int as columns,
               count(*) filter (where (${profileFacetBits} & ${bits}) = ${bits})::int as facets
        from profile`);
      expect(row?.columns, `bits ${bits}`).toBe(row?.facets);
      expect(row?.facets, `bits ${bits}: some coach has them`).toBeGreaterThan(0);
    }
  });
});

describe("a search's lists and count, sharing one read of a rare word's matches", () => {
  const searches: [string, Partial<SearchFilters>][] = [
    ["portland", { offer: ["one-on-one"] }],
    ["portland", { minRating: 4, sort: "reviews" }],
    ["mary", { offer: ["group-coaching"], sort: "score" }],
    ["coach", { badge: [BADGE_SLUGS[0]], offer: ["free-training"] }],
  ];
  for (const [keyword, asked] of searches) {
    it(`"${keyword}" ${JSON.stringify(asked)}: name, niche or place matches first, then about texts, each best first`, async () => {
      const filters = { ...NO_FILTERS, ...asked };
      const q = sql`to_tsquery('english', ${tsQueryOf(await parseQuery(searchWords(keyword)))})`;
      const bits = filterBits(filters);
      const inKey = sql`${profiles.searchKey} @@ ${q}`;
      const meets = sql`${isPublicCoach} and ${profiles.searchVector} @@ ${q} and (${profileFacetBits} & ${bits}) = ${bits}`;
      const order =
        filters.sort === "best"
          ? sql`(${inKey}) desc, score desc, id`
          : filters.sort === "reviews"
            ? sql`review_count desc, score desc, id`
            : sql`score desc, id`;
      const expected = await selectRows<{ id: string; key: boolean }>(
        sql`select id, ${inKey} as key from profile where ${meets} order by ${order}`,
      );
      expect(expected.some((r) => r.key) && expected.some((r) => !r.key), "matches of both tiers").toBe(true);
      const { coaches, count } = await searchWithCount(keyword, { from: 0, size: 50 }, filters);
      expect(coaches.map((c) => c._id)).toEqual(expected.slice(0, 50).map((r) => r.id));
      expect(count).toBe(Math.min(expected.length, 1001));
    });
  }
});

describe("the filter counts, the seats' and the search index's copies (migrations 0016, 0023)", () => {
  it("follow every change of a coach's offers, rating, badges, review count, place and listing", async () => {
    const { getDb } = await import("../db/database.server.ts");
    const db = getDb();
    await db.execute(
      sql`update profile set is_group_coaching = not is_group_coaching where id in (select id from profile order by id limit 300)`,
    );
    await db.execute(
      sql`update profile set rating = 4.6, badge_counts = '{3,0,0,0,0,5,0,9}' where id in (select id from profile order by id desc limit 200)`,
    );
    // A review count that changes alone (the search index's entries carry it).
    await db.execute(
      sql`update profile set review_count = review_count + 1 where id in (select id from profile order by zip, id limit 150)`,
    );
    await db.execute(
      sql`update profile set deleted_at = now() where id in (select id from profile order by full_name limit 100)`,
    );
    await db.execute(
      sql`update profile set level = '20' where id in (select id from profile order by city, id limit 50)`,
    );
    await db.execute(sql`delete from profile where id in (select id from profile order by zip, id limit 40)`);
    const kept = await selectRows<{ bits: number; coaches: number }>(
      sql`select bits, coaches from facet_combination where coaches <> 0 order by bits`,
    );
    const counted = await selectRows<{ bits: number; coaches: number }>(sql`
      select coach_facet_bits(is_one_on_one, is_group_coaching, is_free_training, rating, badge_counts) as bits,
             count(*)::int as coaches
      from profile where ${isPublicCoach} group by 1 order by 1`);
    expect(kept).toEqual(counted);
    const stale = await selectRows<{ n: number }>(sql`
      select count(*)::int as n from profile_category pc join profile p on p.id = pc.profile_id
      where pc.facet_bits <> coach_facet_bits(p.is_one_on_one, p.is_group_coaching, p.is_free_training, p.rating, p.badge_counts)`);
    expect(stale[0]?.n).toBe(0);
    const postings = await selectRows<{ listed: number; stale: number; posted: number }>(sql`
      select (select count(*)::int from search_posting s join profile on profile.id = s.profile_id
              where s.bits <> ${profileFacetBits} or s.review_count <> profile.review_count or not (${isPublicCoach})) as stale,
             (select count(distinct profile_id)::int from search_posting) as posted,
             (select count(*)::int from profile where ${isPublicCoach} and search_key <> ''::tsvector) as listed`);
    expect(postings[0]?.stale).toBe(0);
    expect(postings[0]?.posted).toBe(postings[0]?.listed);
    const places = await selectRows<{ city: string; state: string; coaches: number }>(
      sql`select city, state, coaches from coach_place where coaches <> 0 order by city, state`,
    );
    const recounted = await selectRows<{ city: string; state: string; coaches: number }>(sql`
      select coalesce(city, '') as city, coalesce(state, '') as state, count(*)::int as coaches
      from profile where ${isPublicCoach} group by 1, 2 order by 1, 2`);
    expect(places).toEqual(recounted);
  }, 60_000);
});
