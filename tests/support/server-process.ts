import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, existsSync } from "node:fs";
import { cp, mkdir, readdir } from "node:fs/promises";
import { createServer } from "node:net";
import path from "node:path";

export type RunningServer = { url: string; process: ChildProcess; stop: () => Promise<number> };

/** A port nobody listens on now; the server is given it so its canonical URLs are right. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

type ServerOptions = {
  dataDir: string;
  logName: string;
  /** Extra environment; `undefined` removes a variable (spawn skips undefined values). */
  env?: Record<string, string | undefined>;
};

/**
 * Starts the built site (`node server.ts`) on a free port and resolves once it listens. The port
 * is free when chosen but taken seconds later (after the demo data): a client connection of
 * another test can get it as its own local port meanwhile, so a start that finds it in use is
 * tried again on another.
 */
export async function startServer(options: ServerOptions): Promise<RunningServer> {
  if (!existsSync("build/server/index.js")) throw new Error("The site is not built: run `npm run build` first.");
  await mkdir("test-results", { recursive: true });
  await copyDemoDatabase(options);
  for (let tries = 1; ; tries++) {
    const started = await startOnFreePort(options, tries < 3);
    if (started) return started;
  }
}

/**
 * `npm test` migrates one embedded database and loads the demo data into it once
 * (TEST_DEMO_DATABASE, scripts/test.ts): a server on a new, empty data folder starts from a copy
 * of it instead of doing both again (about 3 s each on an idle two-core machine, for some 50
 * servers). A server on PostgreSQL, or on a folder that holds something already, starts as it is.
 */
async function copyDemoDatabase({ dataDir, env = {} }: ServerOptions): Promise<void> {
  const template = process.env.TEST_DEMO_DATABASE;
  const databaseUrl = "DATABASE_URL" in env ? env.DATABASE_URL : process.env.DATABASE_URL;
  const demoData = (env.DEMO_DATA ?? "1") === "1";
  if (!template || databaseUrl || !demoData || (await readdir(dataDir).catch(() => [])).length > 0) return;
  await cp(template, dataDir, { recursive: true });
}

/** The server on a port free when chosen; undefined when it was taken meanwhile and `mayRetry`. */
async function startOnFreePort(options: ServerOptions, mayRetry: boolean): Promise<RunningServer | undefined> {
  const log = createWriteStream(path.join("test-results", `${options.logName}.log`), { flags: "a" });
  const port = await freePort();
  const child = spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      // The address the browser uses, so cookies, OAuth callbacks and canonical URLs agree.
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: options.dataDir,
      DEMO_DATA: "1",
      DEV_OUTBOX: "1",
      LOG_LEVEL: "info",
      // Tests change data behind the server's back (SQL, other servers): every page is rendered
      // anew, except in the page cache's own test.
      PAGE_CACHE_SECONDS: "0",
      // Every test account is new: files that post several reviews of one coach would trip the
      // review-bomb guard (decision 0075). Its own tests set the default (5) back.
      REVIEW_BURST_MIN: "1000",
      // On a database shared with other test servers (CI's PostgreSQL pass), jobs of their own:
      // another server's worker would send this one's mail through its own mail settings.
      ...(options.env && "DATABASE_URL" in options.env
        ? {}
        : { JOB_QUEUE_SCHEMA: `jobs_${options.logName.replace(/[^a-z0-9]/gi, "_").toLowerCase()}` }),
      ...options.env,
    } as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stderr?.pipe(log);
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const url = await new Promise<string | undefined>((resolve, reject) => {
    let buffered = "";
    const timer = setTimeout(
      () => reject(new Error(`The server did not start; see test-results/${options.logName}.log`)),
      90_000,
    );
    child.stdout?.on("data", (chunk: Buffer) => {
      log.write(chunk);
      buffered += chunk.toString();
      const match = /listening on http:\/\/localhost:(\d+)/.exec(buffered);
      if (match) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${match[1]}`);
      }
    });
    // Once its output is read whole: the port's error may come after the exit itself.
    child.on("close", (code) => {
      clearTimeout(timer);
      if (mayRetry && /EADDRINUSE/.test(errors)) return resolve(undefined);
      reject(new Error(`The server exited with ${code}; see test-results/${options.logName}.log`));
    });
  });
  const stop = () =>
    new Promise<number>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.once("exit", (code) => resolve(code ?? -1));
      child.kill("SIGTERM");
    });
  return url === undefined ? undefined : { url, process: child, stop };
}
