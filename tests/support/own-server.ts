import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { type IsolatedDatabase, isolatedDatabase } from "./isolated-database.ts";
import { type RunningServer, startServer } from "./server-process.ts";
import { type SmtpSink, startSmtpSink } from "./smtp-sink.ts";

export type OwnServer = { readonly base: string; readonly sink: SmtpSink };

/**
 * A server of the test file's own, with its own data folder, mail delivered over SMTP to a local
 * sink, and (with `isolated`) its own database on CI's PostgreSQL pass: for files that change the
 * demo data or need limits or settings of their own. Started before the file's tests, stopped after.
 */
export function useOwnServer(
  label: string,
  options: { env?: Record<string, string | undefined>; isolated?: boolean } = {},
): OwnServer {
  let server: RunningServer | undefined;
  let sink: SmtpSink | undefined;
  let database: IsolatedDatabase | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
    dataDir = await mkdtemp(path.join(tmpdir(), `coach-${label}-`));
    database = options.isolated ? await isolatedDatabase(`coach_${label.replace(/-/g, "_")}`) : undefined;
    server = await startServer({
      dataDir,
      logName: `server-${label}`,
      env: { SMTP_URL: sink.url, ...(database ? { DATABASE_URL: database.url } : {}), ...options.env },
    });
  });
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
    await sink?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return {
    get base() {
      if (!server) throw new Error(`The ${label} server is not running`);
      return server.url;
    },
    get sink() {
      if (!sink) throw new Error(`The ${label} mail sink is not running`);
      return sink;
    },
  };
}
