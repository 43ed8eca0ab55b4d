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
 * one; at the end, one line the caller parses. Latencies are wrk's, in microseconds.
 */
const SCRIPT = `
local paths, turn, expected, threads = {}, 0, 200, {}
unexpected = 0 -- a global: done() reads each thread's with thread:get
function setup(thread) threads[#threads + 1] = thread end
function init(args)
  expected = tonumber(args[1])
  for line in io.lines(args[2]) do paths[#paths + 1] = line end
end
function request()
  turn = turn + 1
  return wrk.format("GET", paths[(turn % #paths) + 1])
end
function response(status)
  if status ~= expected then unexpected = unexpected + 1 end
end
function done(summary, latency)
  local wrong = 0
  for _, thread in ipairs(threads) do wrong = wrong + thread:get("unexpected") end
  local e = summary.errors
  io.write(string.format("WRK %d %d %d %d %d %d %d\\n", summary.requests, wrong,
    e.connect + e.read + e.write + e.timeout, latency:percentile(50), latency:percentile(95),
    latency:percentile(99), summary.duration))
end
`;

export type WrkOptions = {
  origin: string;
  paths: readonly string[];
  expectStatus: number;
  connections: number;
  seconds: number;
  headers: Record<string, string>;
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
    const headers = Object.entries(options.headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
    const args = ["-t1", `-c${options.connections}`, `-d${options.seconds}s`, "--timeout", `${TIMEOUT_SECONDS}s`];
    args.push(...headers, "-s", script, options.origin, "--", String(options.expectStatus), pathsFile);
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
  const [requests, unexpected, errors, p50, p95, p99, duration] = line.split(" ").map(Number) as number[];
  // The shell's children's user and system times (cutime, cstime), in clock ticks of 1/100 s.
  const cpuSeconds = (Number(stat[13]) + Number(stat[14])) / 100;
  const ms = (us: number | undefined) => (us ?? 0) / 1000;
  return {
    responses: requests ?? 0,
    unexpected: unexpected ?? 0,
    errors: errors ?? 0,
    p50: ms(p50),
    p95: ms(p95),
    p99: ms(p99),
    seconds: (duration ?? 0) / 1e6,
    cpuSeconds,
  };
}
