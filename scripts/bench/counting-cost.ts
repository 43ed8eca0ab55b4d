// What counting views for coach insights costs a rendered coach page (issue 26): a visit is the
// page and then its counting call on the same connection, as a browser sends it after hydration,
// each from an address of its own (X-Forwarded-For, the site trusting loopback). Its visits a
// second against the page alone (no counting call), runs taken in turn so that drift in the
// machine's speed touches both.
import type autocannon from "autocannon";
import { BROWSER_HEADERS, fire } from "./load.ts";
import type { BenchRow } from "./rows.ts";

/** Visits a second with counting on must stay within this share of the page alone. */
const COUNTING_SHARE = 0.98;
const RUNS = 2;

type Options = {
  origin: string;
  paths: readonly string[];
  connections: number;
  seconds: number;
  warmupSeconds: number;
};

let visitor = 0;
/** A documentation-range address per visit (198.18.0.0/15, 131,072 of them). */
const nextAddress = () => {
  const n = visitor++ % 131_072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
};

async function visitsPerSecond(options: Options, counted: boolean, seconds: number): Promise<number> {
  let turn = 0;
  let answered = 0;
  let unexpected = 0;
  const page = {
    // The connection's context carries its page's coach to its counting call.
    setupRequest: (request: autocannon.Request, context: { coachId?: string }) => {
      const path = options.paths[turn++ % options.paths.length] ?? "/";
      context.coachId = path.split("/").at(-1) ?? "";
      return { ...request, path };
    },
  };
  const call = {
    method: "POST" as const,
    path: "/api/insights/events",
    setupRequest: (request: autocannon.Request, context: { coachId?: string }) => ({
      ...request,
      headers: { ...BROWSER_HEADERS, "content-type": "application/json", "x-forwarded-for": nextAddress() },
      body: JSON.stringify({ views: [context.coachId] }),
    }),
  };
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    fire(
      {
        url: options.origin,
        connections: options.connections,
        duration: seconds,
        headers: BROWSER_HEADERS,
        requests: counted ? [page, call] : [page],
      },
      (status) => {
        answered++;
        if (status !== 200 && status !== 204) unexpected++;
      },
    ).then(() => resolve(), reject);
  });
  const wall = (performance.now() - started) / 1000;
  if (unexpected) throw new Error(`${unexpected} of ${answered} answers were not 200 or 204`);
  return answered / (counted ? 2 : 1) / wall;
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/** The row: coach page visits a second with their counting call against the page alone. */
export async function countingCostRow(group: string, options: Options): Promise<BenchRow> {
  if (options.warmupSeconds > 0) await visitsPerSecond(options, true, options.warmupSeconds);
  const alone: number[] = [];
  const counted: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    alone.push(await visitsPerSecond(options, false, options.seconds));
    counted.push(await visitsPerSecond(options, true, options.seconds));
  }
  const share = mean(counted) / mean(alone);
  const runs = (values: number[]) => values.map((v) => v.toFixed(1)).join(", ");
  return {
    group,
    name: "coach page views with their counting call (POST /api/insights/events)",
    measured: `${mean(counted).toFixed(1)} views/s (${runs(counted)}) against ${mean(alone).toFixed(1)} without it (${runs(alone)}) = ${share.toFixed(3)}x`,
    target: `>= ${COUNTING_SHARE}x without it`,
    met: share >= COUNTING_SHARE,
  };
}
