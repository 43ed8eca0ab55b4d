// The filtered lists of `npm run bench` (issue 24): search and niche pages with filters and sorts,
// each as its page asks the server (the first page of 5 and its count, on the bounded connections),
// and the search API's first page of 20. The database must be started by the caller.
import { withBoundedStatements } from "../../app/server/db/client.server.ts";
import { selectRows } from "../../app/server/db/database.server.ts";
import { forgetEveryCachedValue } from "../../app/server/cache/cached-value.server.ts";
import { sql } from "drizzle-orm";
import { categoryPage } from "../../app/server/coaches/category-listing.server.ts";
import { searchCoaches, searchWithCount } from "../../app/server/search/search-service.server.ts";
import { filtersInput } from "../../app/lib/search-filters.ts";
import { searchFiltersQuery } from "../../app/lib/search-filters-schema.ts";
import { type BenchRow, ms, percentile } from "./rows.ts";

/**
 * Filter classes: the shapes an outside run found slow at 1M (MEASURED.md), and ones that are
 * worse by construction: combinations that no synthetic coach meets although each part is common
 * (rating 4.5 and group coaching), rare words with a sort, a location with every sort.
 */
export const FILTER_CLASSES: Record<string, string[]> = {
  "filters that never meet": [
    "/search/coach?minRating=4.5&offer=group-coaching&sort=reviews",
    "/search/career%20change%20coach?minRating=4.5&offer=group-coaching",
    "/search/life?offer=free-training&offer=group-coaching&minRating=4.5",
  ],
  "one badge": [
    "/search/coach?badge=always-on-time&sort=score",
    "/search/life?badge=great-friend",
    "/search/fitnes%20trainer?offer=free-training&badge=a-true-specialist",
  ],
  "offers and badges": [
    "/search/coach?offer=group-coaching&badge=great-communicator",
    "/search/coach?offer=one-on-one&offer=group-coaching&offer=free-training&minRating=3",
    "/search/business?offer=one-on-one&badge=has-vision&badge=great-friend&minRating=4",
  ],
  "sorts alone": [
    "/search/coach?minRating=4.5&sort=reviews",
    "/search/sommelier?sort=reviews",
    "/search/mary?sort=score",
  ],
  "rare words, common filters": ["/search/sommelier?offer=one-on-one", "/search/numerologist?minRating=3&sort=reviews"],
  location: [
    "/search/life?sort=reviews&location=New%20York",
    "/search/coach?location=Portland&minRating=4",
    "/search/yoga?location=Austin%2C%20TX&sort=score",
  ],
  niche: [
    "/category/life-coach?badge=has-vision&minRating=4",
    "/category/life-coach?offer=group-coaching&minRating=4.5&sort=reviews",
    "/category/business-coach?location=Chicago&badge=always-on-time",
  ],
};

const FILTER_P95_MS = 30;

type Target = { kind: "search" | "niche"; key: string; filters: ReturnType<typeof searchFiltersQuery.parse> };

async function targetOf(url: string): Promise<Target> {
  const parsed = new URL(url, "http://bench");
  const filters = searchFiltersQuery.parse(filtersInput(parsed.searchParams));
  const [, kind, key = ""] = parsed.pathname.split("/");
  return { kind: kind === "category" ? "niche" : "search", key: decodeURIComponent(key), filters };
}

async function categoryId(slug: string): Promise<number> {
  const [row] = await selectRows<{ id: number }>(sql`select id from category where slug = ${slug}`);
  if (!row) throw new Error(`No niche ${slug} in this database`);
  return row.id;
}

/** What the page's loader runs for the URL (a page of 5 and the count); for a search also the API's page of 20. */
async function runners(url: string): Promise<{ url: string; label: string; run: () => Promise<unknown> }[]> {
  const { kind, key, filters } = await targetOf(url);
  const bounded = <T>(work: () => Promise<T>) => withBoundedStatements(new AbortController().signal, work);
  if (kind === "niche") {
    const id = await categoryId(key);
    return [{ url, label: "page", run: () => bounded(() => categoryPage(id, { from: 0, size: 5 }, filters)) }];
  }
  return [
    { url, label: "page", run: () => bounded(() => searchWithCount(key, { from: 0, size: 5 }, filters)) },
    { url, label: "API", run: () => bounded(() => searchCoaches(key, { from: 0, size: 20 }, filters)) },
  ];
}

/**
 * p95 of each filter class (its URLs in turn) through the services, as the pages and the API call
 * them; and the page whose median is the slowest, for the load beside it (bench.ts).
 */
export async function filteredListRows({ rounds }: { rounds: number }): Promise<{ rows: BenchRow[]; slowest: string }> {
  const rows: BenchRow[] = [];
  const medians = new Map<string, number>();
  for (const [name, urls] of Object.entries(FILTER_CLASSES)) {
    const all = (await Promise.all(urls.map(runners))).flat();
    for (const r of all) await r.run(); // warm-up: caches and plans
    for (const label of ["page", "API"]) {
      const runs = all.filter((r) => r.label === label);
      if (runs.length === 0) continue;
      const times: number[] = [];
      const own = new Map<string, number[]>();
      for (let round = 0; round < rounds; round++) {
        for (const r of runs) {
          // Nothing kept from an earlier run (a niche's first page, a query's words and sponsors:
          // decision 0090): each run reads what a list nobody asked within the minute reads.
          forgetEveryCachedValue();
          const start = performance.now();
          await r.run();
          const took = performance.now() - start;
          times.push(took);
          own.set(r.url, [...(own.get(r.url) ?? []), took]);
        }
      }
      if (label === "page") {
        for (const [url, list] of own)
          medians.set(
            url,
            percentile(
              list.sort((a, b) => a - b),
              50,
            ),
          );
      }
      times.sort((a, b) => a - b);
      const p95 = percentile(times, 95);
      rows.push({
        group: "Filtered lists inside the server (p95)",
        name: `${name}, ${label === "page" ? "page of 5 and count" : "API page of 20"}`,
        measured: `${ms(p95)} (p50 ${ms(percentile(times, 50))}, max ${ms(times[times.length - 1] ?? 0)})`,
        target: `<= ${FILTER_P95_MS} ms`,
        met: p95 <= FILTER_P95_MS,
      });
    }
  }
  const [slowest = ""] = [...medians].sort((a, b) => b[1] - a[1]).map(([url]) => url);
  return { rows, slowest };
}
