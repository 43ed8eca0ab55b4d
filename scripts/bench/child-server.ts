// A server under load runs in its own process, started and stopped by the benchmark.
import { type ChildProcess, spawn } from "node:child_process";
import { closeSync, openSync, readFileSync } from "node:fs";
import { createServer } from "node:net";

export type ChildServer = { name: string; origin: string; pid: number; stop: () => Promise<void> };

/** A port that was free a moment ago (the child binds it right away). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });
}

/**
 * Starts `node script` with env (and PORT), its output in logFile, and resolves once it answers
 * readyPath. Fails with the log's end when it exits or stays silent for timeoutMs.
 */
export async function startChildServer(options: {
  name: string;
  script: string;
  env: NodeJS.ProcessEnv;
  logFile: string;
  readyPath: string;
  timeoutMs?: number;
}): Promise<ChildServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const log = openSync(options.logFile, "a");
  const child = spawn(process.execPath, [options.script], {
    env: { ...process.env, ...options.env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", log, log],
  });
  closeSync(log);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited(child);
  };
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null || Date.now() > deadline) {
      await stop();
      const tail = readFileSync(options.logFile, "utf8").split("\n").slice(-20).join("\n");
      throw new Error(`${options.name} did not start (log ${options.logFile}):\n${tail}`);
    }
    const answered = await fetch(`${origin}${options.readyPath}`, { signal: AbortSignal.timeout(5_000) }).then(
      async (response) => {
        await response.arrayBuffer();
        return true;
      },
      () => false,
    );
    if (answered) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { name: options.name, origin, pid: child.pid ?? 0, stop };
}

/** A process's resident memory now and at its peak, in MB (Linux /proc; undefined elsewhere). */
export function processMemory(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kilobytes = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? Number.NaN);
    return { rss: kilobytes("VmRSS") / 1024, peak: kilobytes("VmHWM") / 1024 };
  } catch {
    return undefined;
  }
}
