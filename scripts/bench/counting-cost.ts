// What counting views for coach insights costs a rendered coach page (issue 26): a visit is the
// page and then its counting call on the same connection, as a browser sends it after hydration,
// each from an address of its own (X-Forwarded-For, the site trusting loopback), against the page
// alone, runs taken in turn so that drift in the machine's speed touches both. The target is on
// the server's CPU time, which is what the views a second of a server come from: a counting call's
// (calls alone) against a rendered page's (pages alone). On a two-core machine the load generator
// and PostgreSQL beside the server make its views a second move by 5 to 9% between two runs of the
// same load, and a page's CPU time with them: the visits (page and call) are printed, not judged.
import type autocannon from "autocannon";
import { BROWSER_HEADERS, fire, processCpuSeconds } from "./load.ts";
import type { BenchRow } from "./rows.ts";

/** A view with its counting call may cost the server at most this much more CPU than the page alone. */
const COUNTING_EXTRA = 0.02;
const RUNS = 2;

type Options = {
  origin: string;
  paths: readonly string[];
  connections: number;
  seconds: number;
  warmupSeconds: number;
  serverPid: number;
};

type Run = { perSecond: number; cpuPerView: number };

let visitor = 0;
/** A documentation-range address per visit (198.18.0.0/15, 131,072 of them). */
const nextAddress = () => {
  const n = visitor++ % 131_072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
};

/** The page alone, the page and its call (a visit), or the calls alone (each for a page in turn). */
type Mode = "page" | "visit" | "call";

async function visits(options: Options, mode: Mode, seconds: number): Promise<Run> {
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
    setupRequest: (request: autocannon.Request, context: { coachId?: string }) => {
      const coachId =
        mode === "call" ? options.paths[turn++ % options.paths.length]?.split("/").at(-1) : context.coachId;
      return {
        ...request,
        headers: { ...BROWSER_HEADERS, "content-type": "application/json", "x-forwarded-for": nextAddress() },
        body: JSON.stringify({ views: [coachId] }),
      };
    },
  };
  const cpuBefore = processCpuSeconds(options.serverPid) ?? 0;
  const started = performance.now();
  await new Promise<void>((resolve, reject) => {
    fire(
      {
        url: options.origin,
        connections: options.connections,
        duration: seconds,
        headers: BROWSER_HEADERS,
        requests: mode === "visit" ? [page, call] : mode === "call" ? [call] : [page],
      },
      (status) => {
        answered++;
        if (status !== 200 && status !== 204) unexpected++;
      },
    ).then(() => resolve(), reject);
  });
  const wall = (performance.now() - started) / 1000;
  const cpu = (processCpuSeconds(options.serverPid) ?? 0) - cpuBefore;
  if (unexpected) throw new Error(`${unexpected} of ${answered} answers were not 200 or 204`);
  const views = answered / (mode === "visit" ? 2 : 1);
  return { perSecond: views / wall, cpuPerView: cpu / views };
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;

/**
 * The row: the server CPU of a counting call against a rendered coach page's, each measured alone
 * under the same load; the visits (page and call) are printed beside them.
 */
export async function countingCostRow(group: string, options: Options): Promise<BenchRow> {
  if (options.warmupSeconds > 0) await visits(options, "visit", options.warmupSeconds);
  const runs: Record<Mode, Run[]> = { page: [], visit: [], call: [] };
  // The calls alone last: ten seconds of them from ~90,000 addresses leave the process a heap that
  // slowed the next run's pages by up to a fifth (a flood no page rate sends).
  for (let run = 0; run < RUNS; run++)
    for (const mode of ["page", "visit", "call"] as const)
      runs[mode].push(await visits(options, mode, options.seconds));
  const cpu = (mode: Mode) => mean(runs[mode].map((r) => r.cpuPerView)) * 1000;
  const extra = cpu("call") / cpu("page");
  const perSecond = (mode: Mode) => runs[mode].map((r) => r.perSecond.toFixed(1)).join(", ");
  return {
    group,
    name: "coach page views: the counting call's cost (POST /api/insights/events)",
    measured: `server CPU ${cpu("call").toFixed(3)} ms a call against ${cpu("page").toFixed(2)} ms a page = +${(extra * 100).toFixed(1)}% a view; page and call ${cpu("visit").toFixed(2)} ms a view; views/s ${perSecond("visit")} with the call, ${perSecond("page")} without`,
    target: `<= +${COUNTING_EXTRA * 100}% server CPU a view`,
    met: extra <= COUNTING_EXTRA,
  };
}
