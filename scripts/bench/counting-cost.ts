// What counting views for coach insights costs a rendered coach page (issue 26). A view is counted
// where the page is answered (decision 0084): in the coach page's loader when it renders, in the
// page cache when a kept copy answers. That work is a function call of a few microseconds, far
// below what two runs of the same load can tell apart here (the views a second of a two-core
// machine move by 5 to 9% between them), so each side is measured on its own: the counting, in
// this process, through the same functions the server calls, for a crowd of addresses; the page,
// as the server's CPU time per rendered coach page under load. The target is their ratio.
import { BROWSER_HEADERS, loadPage } from "./load.ts";
import { type BenchRow, mean } from "./rows.ts";

/** Counting a view may cost at most this share of a rendered coach page's server CPU. */
const COUNTING_EXTRA = 0.02;
const RUNS = 2;
/** Views counted in this process per measurement, each from an address of its own (of 131,072). */
const COUNTED_VIEWS = 200_000;

type Options = {
  origin: string;
  paths: readonly string[];
  connections: number;
  seconds: number;
  warmupSeconds: number;
  serverPid: number;
};

/** A documentation-range address per visit (198.18.0.0/15, 131,072 of them). */
const addressOf = (n: number) => {
  const m = n % 131_072;
  return `198.${18 + (m >> 16)}.${(m >> 8) & 255}.${m & 255}`;
};

/** Server CPU per rendered coach page under load, in ms, and the pages a second. */
async function pageCost(options: Options, seconds: number): Promise<{ cpuMs: number; perSecond: number }> {
  const load = await loadPage({ ...options, expectStatus: 200, seconds, warmupSeconds: 0 });
  if (load.unexpected) throw new Error(`${load.unexpected} of ${load.responses} coach pages were not 200`);
  if (load.serverCpu === undefined) throw new Error("The server's CPU time cannot be read here (no /proc).");
  return { cpuMs: (load.serverCpu / load.perSecond) * 1000, perSecond: load.perSecond };
}

/**
 * CPU per counted view in ms, through the loader's call (`rendered`) or the page cache's
 * (`kept`): a person's browser, the coaches of `paths` in turn, a new address each time.
 */
export async function countingCost(
  paths: readonly string[],
  how: "rendered" | "kept",
  views = COUNTED_VIEWS,
): Promise<number> {
  // Imported here: the app's modules read their configuration on import (bench.ts sets it first).
  const { countCoachPageView, countKeptPageView } = await import("../../app/server/insights/page-views.server.ts");
  const header = (name: string) => (BROWSER_HEADERS as Record<string, string | undefined>)[name];
  const ids = paths.map((path) => path.split("/").at(-1) ?? "");
  let n = 0;
  const once = () => {
    const i = n++;
    const clientIp = addressOf(i);
    if (how === "rendered")
      countCoachPageView(ids[i % ids.length] ?? "", { method: "GET", header, clientIp, profile: null });
    else
      countKeptPageView(
        {
          method: "GET",
          url: paths[i % paths.length] ?? "",
          header: (name) => (name === "x-client-ip" ? clientIp : header(name)),
        },
        200,
      );
  };
  for (let i = 0; i < views / 10; i++) once(); // warm-up: compiled code, the limit's windows
  const started = process.cpuUsage();
  for (let i = 0; i < views; i++) once();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000 / views;
}

/** The row: counting a view's CPU against a rendered coach page's server CPU. */
export async function countingCostRow(group: string, options: Options): Promise<BenchRow> {
  if (options.warmupSeconds > 0) await pageCost(options, options.warmupSeconds);
  const pages = [];
  for (let run = 0; run < RUNS; run++) pages.push(await pageCost(options, options.seconds));
  const page = mean(pages.map((p) => p.cpuMs));
  const rendered = await countingCost(options.paths, "rendered");
  const kept = await countingCost(options.paths, "kept");
  const extra = rendered / page;
  return {
    group,
    name: "coach page views: counting a view for coach insights (decision 0084)",
    measured: `${(rendered * 1000).toFixed(1)} µs a view in the loader (${(kept * 1000).toFixed(1)} µs from a kept copy) against ${page.toFixed(2)} ms of server CPU a rendered page (${pages.map((p) => p.perSecond.toFixed(1)).join(", ")} pages/s) = +${(extra * 100).toFixed(2)}%`,
    target: `<= +${COUNTING_EXTRA * 100}% server CPU a view`,
    met: extra <= COUNTING_EXTRA,
  };
}
