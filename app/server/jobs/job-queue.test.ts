import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, openDatabase } from "../db/client.server.ts";
import { type JobQueue, type JobSpec, startJobQueue } from "./job-queue.server.ts";

// The queue on the embedded database, as `npm start` runs it: a failed job is tried again later,
// and a job waiting when the process stops runs after the next start. (Two processes on one
// PostgreSQL database: tests/api/two-processes.test.ts.)

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "coach-job-queue-"));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function started(specs: JobSpec<never>[]): Promise<{ database: Database; queue: JobQueue }> {
  const database = await openDatabase({ dataDir });
  return { database, queue: await startJobQueue(database, specs) };
}

async function stopped({ database, queue }: { database: Database; queue: JobQueue }) {
  await queue.stop(5);
  await database.close();
}

describe("the job queue on PGlite", () => {
  it("tries a failing job again, later each time, until it succeeds", async () => {
    const runs: number[] = [];
    const flaky: JobSpec<{ n: number }> = {
      name: "flaky",
      retries: 3,
      retrySeconds: 1,
      run: async () => {
        runs.push(performance.now());
        if (runs.length < 3) throw new Error(`failure ${runs.length}`);
      },
    };
    const site = await started([flaky as JobSpec<never>]);
    try {
      await site.queue.send("flaky", { n: 1 });
      await expect.poll(() => runs.length, { timeout: 30_000, interval: 100 }).toBe(3);
      const gaps = runs.slice(1).map((t, i) => t - (runs[i] ?? 0));
      // The first retry waits about retrySeconds, the next about twice that (with jitter).
      expect(gaps[0]).toBeGreaterThanOrEqual(1000);
      expect(gaps[1]).toBeGreaterThanOrEqual(2000);
      await expect
        .poll(async () => (await site.queue.depths()).find((d) => d.queue === "flaky"), { timeout: 10_000 })
        .toEqual({ queue: "flaky", waiting: 0, active: 0 });
    } finally {
      await stopped(site);
    }
  }, 60_000);

  it("runs a job that was waiting when the process stopped after the next start", async () => {
    const ran: string[] = [];
    const later: JobSpec<{ text: string }> = { name: "later", run: async ({ text }) => void ran.push(text) };
    const first = await started([later as JobSpec<never>]);
    await first.queue.send("later", { text: "kept" }, { startAfter: 3 });
    await stopped(first);
    expect(ran).toEqual([]);
    const second = await started([later as JobSpec<never>]);
    try {
      await expect.poll(() => ran, { timeout: 30_000, interval: 100 }).toEqual(["kept"]);
    } finally {
      await stopped(second);
    }
  }, 60_000);
});
