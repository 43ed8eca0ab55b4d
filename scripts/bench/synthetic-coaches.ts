// Synthetic coaches for load and search benchmarks (`npm run seed:scale`, `npm run bench`).
// Rows are generated inside the database, 50,000 per statement, so a million take minutes.
import { type SQL, sql } from "drizzle-orm";
import type { Database, Db } from "../../app/server/db/client.server.ts";
import { getDatabase, getDb } from "../../app/server/db/database.server.ts";
import { isPublicCoach, profileAboutOnlyWords } from "../../app/server/db/schema.ts";
import { scoreSql } from "../../app/server/reviews/score-sql.server.ts";
import { aboutText, createRng, FIRST_NAMES, LAST_NAMES, PLACES, pick } from "../../app/server/seed/demo-people.ts";
import { seedReferenceData } from "../../app/server/seed/reference-data.server.ts";

const textArray = (items: readonly string[]) =>
  sql`${`{${items.map((s) => `"${s.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]`;

type Pools = Record<"firsts" | "lasts" | "cities" | "states" | "zips" | "abouts" | "levels", SQL>;

/** The names, places, about texts and levels the rows draw from, as SQL text arrays. */
function pools(): Pools {
  const rng = createRng(7);
  const abouts = Array.from({ length: 300 }, () =>
    aboutText(rng, { firstName: pick(rng, FIRST_NAMES), niche: "Coach", city: pick(rng, PLACES).city }),
  );
  return {
    firsts: textArray(FIRST_NAMES),
    lasts: textArray(LAST_NAMES),
    cities: textArray(PLACES.map((p) => p.city)),
    states: textArray(PLACES.map((p) => p.state)),
    zips: textArray(PLACES.map((p) => p.zip)),
    abouts: textArray(abouts),
    levels: textArray(["level2", "level2", "level2", "level3", "level3", "level4", "level5"]),
  };
}

/** Adds `total` coaches (and the reference data they need) to the started database. */
export async function addSyntheticCoaches({ total, batch = 50_000 }: { total: number; batch?: number }): Promise<void> {
  const database = getDatabase();
  const db = getDb();
  await seedReferenceData(db);

  const p = pools();
  // Full-text indexes are rebuilt once at the end: maintaining them row by row is most of the cost.
  await db.execute(sql`drop index if exists "profile_search_idx", "profile_search_key_idx", "profile_about_only_idx"`);

  // Bulk load without triggers (replica role): the rows carry their own niche text, and the search
  // vocabulary gets the name and place words once at the end. Needs a superuser; else triggers run.
  const replicaRole = sql`set local session_replication_role = replica`;
  const fastLoad = await db
    .transaction(async (tx) => {
      await tx.execute(replicaRole);
    })
    .then(
      () => true,
      () => false,
    );
  if (!fastLoad) console.log("Loading with triggers on (session_replication_role needs a superuser).");

  const started = performance.now();
  // Offsets keep names distinct from earlier runs' rows only by chance, as with real data.
  const base = Date.now() % 1_000_000;
  for (let done = 0; done < total; done += batch) {
    const size = Math.min(batch, total - done);
    const insert = coachRows(p, base + done, size);
    await db.transaction(async (tx) => {
      if (fastLoad) await tx.execute(replicaRole);
      await tx.execute(insert);
    });
    const elapsed = (performance.now() - started) / 1000;
    console.log(`${done + size} / ${total} coaches (${elapsed.toFixed(1)} s)`);
  }
  await rebuildSearch(db, database.kind, p, fastLoad);
  // VACUUM marks the pages all-visible, so the search index is read without visiting the table.
  await db.execute(sql`vacuum analyze`);
  console.log(`Added ${total} coaches to ${database.kind} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** One statement inserting the coaches numbered from..from+size-1 with their niche seats. */
function coachRows(p: Pools, from: number, size: number): SQL {
  return sql`
    with cats as (
      select array_agg(id order by id) as ids, array_agg(name order by id) as names, count(*)::int as n from category
    ),
    seats as (
      -- every coach gets a niche; every other one a second, different one
      select g, 1 + g % c.n as first, case when g % 2 = 0 then 1 + (g % c.n + 1 + (g / 7) % (c.n - 1)) % c.n end as second
      from generate_series(${from}::int, ${from + size - 1}::int) as g, cats c
    ),
    rows as (
      select s.g, gen_random_uuid() as id, (s.g % 9) / 2.0 + 1 as rating, (s.g * 13) % 40 as reviews,
             c.ids[s.first] as first_id, c.ids[s.second] as second_id,
             concat_ws(' ', c.names[s.first], c.names[s.second]) as category_text
      from seats s, cats c
    ),
    inserted as (
      insert into profile (id, first_name, last_name, full_name, city, state, zip, location, about_me, is_coach,
                           level, is_one_on_one, is_group_coaching, is_free_training, rating, review_count,
                           badge_counts, score, category_text)
      select r.id, f.first, l.last, f.first || ' ' || l.last,
             (${p.cities})[1 + g % cardinality(${p.cities})], (${p.states})[1 + g % cardinality(${p.cities})],
             (${p.zips})[1 + g % cardinality(${p.cities})],
             (${p.cities})[1 + g % cardinality(${p.cities})] || ', ' || (${p.states})[1 + g % cardinality(${p.cities})],
             (${p.abouts})[1 + (g * 31) % cardinality(${p.abouts})], true,
             (${p.levels})[1 + (g * 17) % 7], g % 5 <> 0, g % 3 = 0, g % 4 = 0,
             case when r.reviews = 0 then 0 else r.rating end, r.reviews,
             array[(g*3)%9, (g*5)%7, (g*7)%5, g%6, (g*11)%4, g%3, (g*13)%8, g%2],
             ${scoreSql(sql`r.reviews`, sql`r.rating * r.reviews`)},
             r.category_text
      from rows r
      cross join lateral (select (${p.firsts})[1 + (g * 7) % cardinality(${p.firsts})] as first) f
      cross join lateral (select (${p.lasts})[1 + (g * 11 + g / 97) % cardinality(${p.lasts})] as last) l
      returning id, score, review_count, search_listed(is_coach, level, full_name, deleted_at) as listed,
                coach_facet_bits(is_one_on_one, is_group_coaching, is_free_training, rating, badge_counts) as facet_bits
    )
    -- The listing copies (migration 0012) that the seat trigger would fill, were it on.
    insert into profile_category (profile_id, seat, category_id, score, review_count, listed, facet_bits)
    select id, 1, r.first_id, i.score, i.review_count, i.listed, i.facet_bits from rows r join inserted i using (id)
    union all
    select id, 2, r.second_id, i.score, i.review_count, i.listed, i.facet_bits from rows r join inserted i using (id)
    where r.second_id is not null
  `;
}

/** The search vocabulary, the full-text indexes and (when the triggers were off) the search postings and filter counts. */
async function rebuildSearch(db: Db, kind: Database["kind"], p: Pools, fastLoad: boolean): Promise<void> {
  const SEARCH_INDEXES = [
    sql`create index if not exists "profile_search_idx" on "profile" using gin ("search_vector")`,
    sql`create index if not exists "profile_search_key_idx" on "profile" using gin ("search_key")`,
    sql`create index if not exists "profile_about_only_idx" on "profile" using gin (${profileAboutOnlyWords}) where ${isPublicCoach}`,
  ];
  await db.execute(sql`
  insert into search_word (word)
  select distinct search_words_of(w) from unnest(${p.firsts} || ${p.lasts} || ${p.cities} || ${p.states}) as w
  on conflict do nothing`);
  console.log("Rebuilding the full-text indexes...");
  await db.transaction(async (tx) => {
    if (kind === "postgres") await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
    for (const index of SEARCH_INDEXES) await tx.execute(index);
  });
  if (fastLoad) {
    console.log("Rebuilding the search index (search_posting)...");
    await db.transaction(async (tx) => {
      if (kind === "postgres") await tx.execute(sql`set local maintenance_work_mem = '512MB'`);
      await tx.execute(sql`select search_postings_rebuild()`);
    });
    await db.execute(sql`select facet_combinations_rebuild()`);
    await db.execute(sql`select coach_places_rebuild()`);
  }
}
