// Load on one page: wrk in a process of its own (wrk.ts), a browser's headers, paths taken in turn;
// the server under load is a child process, and this process has nothing else to do meanwhile but
// one row's refused POSTs.
import { readFileSync } from "node:fs";
import { type Mixed, type MixedRequest, type MixedResult, runWrk, TIMEOUT_SECONDS } from "./wrk.ts";

export const BROWSER_HEADERS = {
  "accept-encoding": "br, gzip",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  // A browser, not a bot: the site streams HTML to browsers and waits for the whole page for bots.
  "user-agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
};

export type LoadResult = {
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  responses: number;
  /** Responses whose status was not the expected one, and failed requests (timeouts included). */
  unexpected: number;
  errors: number;
  /** Share of one core used by the server process and by the load generator. */
  serverCpu: number | undefined;
  generatorCpu: number;
  /** The measured run's mixed-in requests (refused POSTs): see wrk.ts. */
  mixed: MixedResult;
};

/** CPU seconds a process used so far (Linux /proc; undefined elsewhere). */
export function processCpuSeconds(pid: number): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/**
 * Warms up for warmupSeconds, then measures seconds of load at `connections` against origin +
 * paths (in turn). The warm-up starts by asking for each path once, one at a time: with the page
 * cache on, every page is kept before the clock starts (at a million coaches the first renders of
 * 200 coach pages outlasted a 2 s warm-up, and the kept coach pages' row, which is about pages
 * that lapse, measured them). Without a warm-up nothing is asked before the measured load.
 */
export async function loadPage(options: {
  origin: string;
  paths: readonly string[];
  expectStatus: number;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  serverPid: number;
  /** More headers (a signed-in visitor's token, whose pages are rendered anew). */
  headers?: Record<string, string>;
  /** Requests sent among the page's, in the warm-up too: its load is the measured one's. */
  mixed?: Mixed;
}): Promise<LoadResult> {
  const headers = { ...BROWSER_HEADERS, ...options.headers };
  const run = (seconds: number) =>
    runWrk({
      origin: options.origin,
      paths: options.paths,
      expectStatus: options.expectStatus,
      connections: options.connections,
      seconds,
      headers,
      mixed: options.mixed,
    });
  if (options.warmupSeconds > 0) {
    for (const path of new Set(options.paths)) {
      // As long as wrk's requests may wait.
      const signal = AbortSignal.timeout(TIMEOUT_SECONDS * 1000);
      await (await fetch(`${options.origin}${path}`, { headers, signal })).arrayBuffer();
    }
    await run(options.warmupSeconds);
  }

  const serverCpuBefore = processCpuSeconds(options.serverPid);
  const started = performance.now();
  const result = await run(options.seconds);
  const wall = (performance.now() - started) / 1000;
  const serverCpuAfter = processCpuSeconds(options.serverPid);
  return {
    p50: result.p50,
    p95: result.p95,
    p99: result.p99,
    perSecond: result.responses / result.seconds,
    responses: result.responses,
    unexpected: result.unexpected + result.errors,
    errors: result.errors,
    serverCpu:
      serverCpuBefore === undefined || serverCpuAfter === undefined
        ? undefined
        : (serverCpuAfter - serverCpuBefore) / wall,
    generatorCpu: result.cpuSeconds / result.seconds,
    mixed: result.mixed,
  };
}

/**
 * A POST to an address that does not exist (404), a review without a session (401), broken JSON
 * (400): before issue 30 every one of them emptied the page cache. wrk sends them among a page's
 * requests, on its connections (decision 0096).
 */
export const refusedRequests = (origin: string): MixedRequest[] => {
  const json = { origin, "content-type": "application/json" };
  return [
    { method: "POST", path: "/api/no-such-thing", headers: { origin } },
    { method: "POST", path: "/api/comment", headers: json, body: "{}" },
    { method: "POST", path: "/api/contact", headers: json, body: "{" },
  ];
};
