// `npm run bench:search`: keyword search through the service and as bare SQL, on the database in
// DATABASE_URL (or the embedded one), printing p50/p95 of each and their ratio.
import { parseArgs } from "node:util";
import { getDatabase, startDatabase, stopDatabase } from "../app/server/db/database.server.ts";
import {
  buildTsQuery,
  keywordMatches,
  searchCoaches,
  searchWords,
} from "../app/server/coaches/search-service.server.ts";

const { values } = parseArgs({ options: { rounds: { type: "string", default: "20" } } });
const rounds = Number(values.rounds);

const KEYWORDS = {
  common: ["coach", "life", "business coach", "fitness", "health coach"],
  typo: ["bussiness", "lfe coach", "helth coach", "fitnes trainer", "relatinship"],
  "multi-word": ["life coach portland", "executive leadership coach", "yoga instructor austin"],
  name: ["mary", "johnson", "aisha moore"],
  nonsense: ["zzqxwv", "qwertyuiopasdf"],
} as const;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function time(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

const database = await startDatabase();
const page = { from: 0, size: 20 };
const [{ n }] = (await database.query("select count(*)::int as n from profile where is_coach", [])) as [{ n: number }];
console.log(`Search benchmark on ${database.kind} with ${n} coaches, ${rounds} rounds of each keyword, page size 20\n`);

// Warm-up: caches and query plans, not measured.
for (const keyword of Object.values(KEYWORDS).flat()) await searchCoaches(keyword, page);

const all = { service: [] as number[], sql: [] as number[] };
console.log("kind        service p50   p95   | bare SQL p50   p95   | p95 ratio");
for (const [kind, keywords] of Object.entries(KEYWORDS)) {
  const service: number[] = [];
  const bare: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const keyword of keywords) {
      service.push(await time(() => searchCoaches(keyword, page)));
      // The bare query gets the finished tsquery, as a hand-written SQL search would.
      const tsQuery = await buildTsQuery(searchWords(keyword));
      if (!tsQuery) continue;
      const { sql, params } = keywordMatches(tsQuery, page).toSQL();
      bare.push(await time(() => getDatabase().query(sql, params)));
    }
  }
  for (const list of [service, bare]) list.sort((a, b) => a - b);
  all.service.push(...service);
  all.sql.push(...bare);
  const row = [percentile(service, 50), percentile(service, 95), percentile(bare, 50), percentile(bare, 95)].map((v) =>
    v.toFixed(1).padStart(6),
  );
  console.log(
    `${kind.padEnd(11)} ${row[0]} ${row[1]}   |  ${row[2]} ${row[3]}   | ${(percentile(service, 95) / percentile(bare, 95)).toFixed(2)}`,
  );
}
for (const list of Object.values(all)) list.sort((a, b) => a - b);
const p95 = percentile(all.service, 95);
const sqlP95 = percentile(all.sql, 95);
console.log(
  `\nall         service p50 ${percentile(all.service, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms | bare SQL p50 ${percentile(all.sql, 50).toFixed(1)} ms, p95 ${sqlP95.toFixed(1)} ms | ratio ${(p95 / sqlP95).toFixed(2)}`,
);
console.log(
  `targets: service p95 <= 30 ms: ${p95 <= 30 ? "met" : "NOT met"}; <= 1.5x bare SQL: ${p95 <= 1.5 * sqlP95 ? "met" : "NOT met"}`,
);
await stopDatabase();
