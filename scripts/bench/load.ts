// Load on one page: autocannon in this process (the server under load is a child process, and this
// process has nothing else to do meanwhile but one row's refused POSTs), a browser's headers,
// paths taken in turn.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import autocannon from "autocannon";
import { percentile } from "./rows.ts";

// autocannon 9 keeps every response's body as a string, for request hooks (`onResponse`) that the
// bench does not use. Decoding each body (a kept coach page: 15 KB of gzip) was three quarters of
// the load generator's CPU (241-302 µs a request with it, 63-64 without), taken on a two-core
// machine from the server under test: without it the same server answered 1.9-2.3x the kept coach
// pages a second. The bench reads no body: none is kept.
const requestQueue = createRequire(import.meta.url)("autocannon/lib/pipelinedRequestsQueue.js") as {
  prototype: { addBody: (data: Buffer) => void };
};
requestQueue.prototype.addBody = () => {};

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
  /** Responses whose status was not the expected one, and connection errors (timeouts included). */
  unexpected: number;
  errors: number;
  /** Share of one core used by the server process and by this process (the load generator). */
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

export function fire(options: autocannon.Options, onResponse?: (status: number, ms: number) => void) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (onResponse) instance.on("response", (_client, status, _bytes, ms) => onResponse(status, ms));
  });
}

/** Warms up for warmupSeconds, then measures seconds of load at `connections` against origin + paths (in turn). */
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
  let turn = 0;
  const base: autocannon.Options = {
    url: options.origin,
    connections: options.connections,
    headers: { ...BROWSER_HEADERS, ...options.headers },
    requests: [{ setupRequest: (request) => ({ ...request, path: options.paths[turn++ % options.paths.length] }) }],
  };
  if (options.warmupSeconds > 0) await fire({ ...base, duration: options.warmupSeconds });

  const latencies: number[] = [];
  let unexpected = 0;
  const serverCpuBefore = processCpuSeconds(options.serverPid);
  const ownCpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await fire({ ...base, duration: options.seconds }, (status, ms) => {
    latencies.push(ms);
    if (status !== options.expectStatus) unexpected++;
  });
  const wall = (performance.now() - started) / 1000;
  const ownCpu = process.cpuUsage(ownCpuBefore);
  const serverCpuAfter = processCpuSeconds(options.serverPid);

  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    perSecond: latencies.length / wall,
    responses: latencies.length,
    unexpected: unexpected + result.errors,
    errors: result.errors,
    serverCpu:
      serverCpuBefore === undefined || serverCpuAfter === undefined
        ? undefined
        : (serverCpuAfter - serverCpuBefore) / wall,
    generatorCpu: (ownCpu.user + ownCpu.system) / 1e6 / wall,
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
 * emptied the page cache. Sent from this process, whose event loop runs the load generator: a
 * process of their own, waking 20 times a second on a two-core machine, took 12% of a kept page's
 * req/s even when it sent them to another server (decision 0082). Answers how many were sent and
 * how many were not answered 4xx.
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
