// Load on one page: wrk in a process of its own (wrk.ts), a browser's headers, paths taken in turn;
// the server under load is a child process, and this process has nothing else to do meanwhile but
// one row's refused POSTs.
import { readFileSync } from "node:fs";
import { runWrk, TIMEOUT_SECONDS } from "./wrk.ts";

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
  };
}

/** A POST to an address that does not exist (404), a review without a session (401), broken JSON (400). */
const refusedRequests = (origin: string): [string, RequestInit][] => {
  const json = { origin, "content-type": "application/json" };
  return [
    ["/api/no-such-thing", { method: "POST", headers: { origin } }],
    ["/api/comment", { method: "POST", headers: json, body: "{}" }],
    ["/api/contact", { method: "POST", headers: json, body: "{" }],
  ];
};

/**
 * Requests the site refuses, `perSecond` of them for `seconds`: before issue 30 every one of them
 * emptied the page cache. Sent from this process, which is otherwise idle while wrk loads the
 * page: a process of their own, waking 20 times a second on a two-core machine, took 12% of a kept
 * page's req/s even when it sent them to another server (decision 0082). Answers how many were
 * sent and how many were not answered 4xx.
 */
export async function refusedPosts(origin: string, seconds: number, perSecond = 20) {
  const requests = refusedRequests(origin);
  const end = Date.now() + seconds * 1000;
  let sent = 0;
  let notRefused = 0;
  const pending: Promise<void>[] = [];
  for (let next = Date.now(); next < end; next += 1000 / perSecond) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, next - Date.now())));
    const [path, init] = requests[sent % requests.length] as [string, RequestInit];
    sent++;
    pending.push(
      fetch(`${origin}${path}`, init).then(
        async (response) => {
          await response.arrayBuffer();
          if (response.status < 400 || response.status >= 500) notRefused++;
        },
        () => {
          notRefused++;
        },
      ),
    );
  }
  await Promise.all(pending);
  return { sent, notRefused };
}
