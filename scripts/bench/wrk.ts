// wrk (Debian's package), the benchmark's load generator: a C program in a process of its own, so
// that what the load generator's own event loop and garbage collector take is not counted as the
// server's latency (decision 0087).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * The paths in turn (wrk runs one thread), and every answer's status against the expected
 * one; at the end, one line the caller parses. Latencies are wrk's, in microseconds. With a
 * mixed-in set (args 3 and 4), in every even second of the clock one request in `every` is the
 * next of those instead, on the same connections, and the page's answers are counted by second:
 * the whole seconds with them against the whole seconds without, interleaved within one run
 * (decision 0096). Their answers are told apart by status, 4xx (they are all requests to refuse).
 */
const SCRIPT = `
local paths, turn, expected, threads = {}, 0, 200, {}
local every, mixed = 0, {}
-- Globals: done() reads each thread's with thread:get. By second: the page's answers, the mixed-in sent.
unexpected, refused, mixedSent, answers, posted = 0, 0, 0, {}, {}
function setup(thread) threads[#threads + 1] = thread end
function init(args)
  expected = tonumber(args[1])
  for line in io.lines(args[2]) do paths[#paths + 1] = line end
  every = tonumber(args[3] or "0")
  if every > 0 then mixed = dofile(args[4]) end
end
function request()
  turn = turn + 1
  if every > 0 then
    local now = os.time()
    if now % 2 == 0 and turn % every == 0 then
      mixedSent = mixedSent + 1
      posted[now] = (posted[now] or 0) + 1
      local r = mixed[(mixedSent % #mixed) + 1]
      return wrk.format(r.method, r.path, r.headers, r.body)
    end
  end
  return wrk.format("GET", paths[(turn % #paths) + 1])
end
function response(status)
  if status == expected then
    if every > 0 then
      local now = os.time()
      answers[now] = (answers[now] or 0) + 1
    end
  elseif every > 0 and status >= 400 and status < 500 then refused = refused + 1
  else unexpected = unexpected + 1 end
end
function done(summary, latency)
  local wrong, answered, sent, by, posts = 0, 0, 0, {}, {}
  for _, thread in ipairs(threads) do
    wrong = wrong + thread:get("unexpected")
    answered = answered + thread:get("refused")
    sent = sent + thread:get("mixedSent")
    for t, n in pairs(thread:get("answers")) do by[t] = (by[t] or 0) + n end
    for t, n in pairs(thread:get("posted")) do posts[t] = (posts[t] or 0) + n end
  end
  -- Whole seconds only: the run's start and end cut the first and the last.
  local first, last = nil, nil
  for t in pairs(by) do
    if not first or t < first then first = t end
    if not last or t > last then last = t end
  end
  local with, withSeconds, without, withoutSeconds, postsWith = 0, 0, 0, 0, 0
  if first then
    for t = first + 1, last - 1 do
      if t % 2 == 0 then
        with, withSeconds, postsWith = with + (by[t] or 0), withSeconds + 1, postsWith + (posts[t] or 0)
      else
        without, withoutSeconds = without + (by[t] or 0), withoutSeconds + 1
      end
    end
  end
  local e = summary.errors
  io.write(string.format("WRK %d %d %d %d %d %d %d %d %d %d %d %d %d %d\\n", summary.requests, wrong,
    e.connect + e.read + e.write + e.timeout, latency:percentile(50), latency:percentile(95),
    latency:percentile(99), summary.duration, sent, answered, with, withSeconds, without, withoutSeconds, postsWith))
end
`;

/** A request wrk sends among the page's (a POST the site must refuse). */
export type MixedRequest = { method: string; path: string; headers: Record<string, string>; body?: string };

/** Requests sent among the page's in even seconds, one in `every` (the refused POSTs' row). */
export type Mixed = { every: number; requests: readonly MixedRequest[] };

/** The page's answers in some whole seconds of a run, and the mixed-in requests sent in them. */
export type Window = { answers: number; seconds: number; mixed: number };

/** The mixed-in requests sent, the answers that refused them (4xx), and the page's answers by second. */
export type MixedResult = { sent: number; refused: number; with: Window; without: Window };

/** The mixed-in requests as a Lua chunk that answers their table (JSON strings are Lua strings when ASCII). */
function luaRequests(requests: readonly MixedRequest[]): string {
  const text = (value: string) => {
    if (!/^[\x20-\x7e]*$/.test(value)) throw new Error(`Not printable ASCII: ${value}`);
    return JSON.stringify(value);
  };
  const table = (headers: Record<string, string>) =>
    `{${Object.entries(headers)
      .map(([name, value]) => `[${text(name)}] = ${text(value)}`)
      .join(", ")}}`;
  const entries = requests.map(
    (r) =>
      `{method = ${text(r.method)}, path = ${text(r.path)}, headers = ${table(r.headers)}, body = ${r.body === undefined ? "nil" : text(r.body)}}`,
  );
  return `return {\n  ${entries.join(",\n  ")}\n}\n`;
}

export type WrkOptions = {
  origin: string;
  paths: readonly string[];
  expectStatus: number;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
  mixed?: Mixed;
};

export type WrkResult = {
  /** Answers received, those whose status was not the expected one, and failed requests (timeouts included). */
  responses: number;
  unexpected: number;
  errors: number;
  /** Latency percentiles in ms. */
  p50: number;
  p95: number;
  p99: number;
  /** The measured span, and the CPU seconds wrk used in it. */
  seconds: number;
  cpuSeconds: number;
  mixed: MixedResult;
};

/** A request that waits longer than this is counted failed (wrk's own default is 2 s). */
export const TIMEOUT_SECONDS = 30;

/** Runs wrk with one thread against origin + paths in turn, and answers what it measured. */
export async function runWrk(options: WrkOptions): Promise<WrkResult> {
  const folder = mkdtempSync(path.join(os.tmpdir(), "bench-wrk-"));
  try {
    const script = path.join(folder, "paths.lua");
    const pathsFile = path.join(folder, "paths.txt");
    writeFileSync(script, SCRIPT);
    writeFileSync(pathsFile, `${options.paths.join("\n")}\n`);
    const mixedFile = path.join(folder, "mixed.lua");
    if (options.mixed) writeFileSync(mixedFile, luaRequests(options.mixed.requests));
    const headers = Object.entries(options.headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
    const args = ["-t1", `-c${options.connections}`, `-d${options.seconds}s`, "--timeout", `${TIMEOUT_SECONDS}s`];
    args.push(...headers, "-s", script, options.origin, "--", String(options.expectStatus), pathsFile);
    if (options.mixed) args.push(String(options.mixed.every), mixedFile);
    return parse(await wrkWithCpu(args));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * wrk's output and the CPU it used: run under a shell that, once wrk has exited, prints its own
 * /proc stat, whose children's times are wrk's.
 */
async function wrkWithCpu(args: string[]): Promise<string> {
  const shell = 'wrk "$@"; status=$?; read -r stat < /proc/$$/stat; echo "STAT $stat"; exit $status';
  try {
    return (await run("sh", ["-c", shell, "sh", ...args])).stdout;
  } catch (error) {
    const { code, stderr, stdout } = error as { code?: number; stderr?: string; stdout?: string };
    const said = stderr?.trim() || stdout?.trim();
    throw new Error(`wrk failed (exit ${code}): ${said}. Is Debian's wrk installed?`, { cause: error });
  }
}

function parse(out: string): WrkResult {
  const line = /^WRK (.*)$/m.exec(out)?.[1];
  const stat = /^STAT .*\) (.*)$/m.exec(out)?.[1]?.split(" ");
  if (!line || !stat) throw new Error(`wrk's output was not understood: ${out}`);
  // In done()'s order: requests, unexpected, errors, p50, p95, p99 (µs), duration (µs), mixed-in
  // sent, refused, then the page's answers and seconds with them, without them, and those sent.
  const fields = line.split(" ").map(Number);
  const at = (i: number) => fields[i] ?? 0;
  // The shell's children's user and system times (cutime, cstime), in clock ticks of 1/100 s.
  const cpuSeconds = (Number(stat[13]) + Number(stat[14])) / 100;
  return {
    responses: at(0),
    unexpected: at(1),
    errors: at(2),
    p50: at(3) / 1000,
    p95: at(4) / 1000,
    p99: at(5) / 1000,
    seconds: at(6) / 1e6,
    cpuSeconds,
    mixed: {
      sent: at(7),
      refused: at(8),
      with: { answers: at(9), seconds: at(10), mixed: at(13) },
      without: { answers: at(11), seconds: at(12), mixed: 0 },
    },
  };
}
