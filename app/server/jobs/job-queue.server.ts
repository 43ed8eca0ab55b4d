import { fromPglite, type Job, type JobResult, PgBoss, type SendOptions } from "pg-boss";
import type { Database } from "../db/client.server.ts";
import { logger } from "../logger.server.ts";
import { countJobFailure } from "../metrics.server.ts";

// Background work runs on pg-boss (docs/decisions/0070-a-job-queue-in-postgresql.md): jobs are
// rows in the application's own database, taken by one process at a time with SKIP LOCKED, retried
// with backoff, kept across restarts. PostgreSQL and the embedded PGlite run the same code.

export type JobSpec<T extends object = Record<string, never>> = {
  name: string;
  run: (data: T) => Promise<unknown>;
  /** Tries after a failed one, each `retrySeconds` x 2^n later (with jitter), at most 6 hours apart. */
  retries?: number;
  retrySeconds?: number;
  /** Runs once per this many seconds across every process on the database (a slot of that width). */
  everySeconds?: number;
  /** Also runs when a process starts: the work a crash may have left undone. */
  atStart?: boolean;
  /** The process serves only once this period's run, when it offered it at start, has finished. */
  beforeServing?: boolean;
  /** Jobs of this name one process runs at the same time. */
  concurrency?: number;
  /** How long a finished job stays in the table (its data may be personal: a mail's address). */
  keepSeconds?: number;
};

/** How long a run may take before it counts as failed (and is tried again). */
const EXPIRE_SECONDS = 15 * 60;
const RETRY_DELAY_MAX_SECONDS = 6 * 3600;
/** The backstop poll: a new job wakes its worker at once through LISTEN/NOTIFY. */
const POLL_SECONDS = 5;

type AnySpec = JobSpec<never>;

export type JobQueue = {
  send: (name: string, data: object, options?: SendOptions) => Promise<string | null>;
  /** Jobs waiting (queued or to be retried) and running, by queue. */
  depths: () => Promise<{ queue: string; waiting: number; active: number }[]>;
  /** Stops the timers, lets running jobs finish (up to `graceSeconds`), and closes the connections. */
  stop: (graceSeconds?: number) => Promise<void>;
};

const bossOptions = (store: Database["jobStore"]) =>
  "url" in store
    ? { connectionString: store.url, max: 3, application_name: "coach-jobs" }
    : { db: fromPglite(store.pglite), backend: "pglite" as const };

/** Starts the queue on `database` with these jobs: their queues, workers and periodic timers. */
export async function startJobQueue(
  database: Database,
  specs: readonly AnySpec[],
  schema = "pgboss",
): Promise<JobQueue> {
  const boss = new PgBoss({
    ...bossOptions(database.jobStore),
    schema,
    useListenNotify: true,
    // Schedules by cron are a minute apart at best; periodic jobs here are slots (everySeconds).
    schedule: false,
    registerInstance: false,
  });
  boss.on("error", (error: unknown) => logger.error({ err: error }, "job queue error"));
  await boss.start();
  for (const spec of specs) await register(boss, spec);
  const timers: ReturnType<typeof setInterval>[] = [];
  for (const spec of specs) {
    const timer = await periodic(boss, spec);
    if (timer) timers.push(timer);
  }
  return {
    send: (name, data, options = {}) => boss.send(name, data, options),
    depths: async () =>
      (await boss.getQueues(specs.map((s) => s.name))).map((q) => ({
        queue: q.name,
        waiting: q.queuedCount,
        active: q.activeCount,
      })),
    stop: async (graceSeconds = 30) => {
      for (const timer of timers) clearInterval(timer);
      await boss.stop({ graceful: true, timeout: graceSeconds * 1000 });
    },
  };
}

async function register(boss: PgBoss, spec: AnySpec) {
  const options = {
    retryLimit: spec.retries ?? 0,
    retryDelay: spec.retrySeconds ?? 60,
    retryBackoff: true,
    retryDelayMax: RETRY_DELAY_MAX_SECONDS,
    expireInSeconds: EXPIRE_SECONDS,
    ...(spec.keepSeconds !== undefined ? { deleteAfterSeconds: spec.keepSeconds } : {}),
    notify: true,
  };
  await boss.createQueue(spec.name, options);
  // createQueue leaves an existing queue as it was: a deployment that changes the options updates it.
  await boss.updateQueue(spec.name, options);
  // A batch of up to `concurrency` jobs at a time, run side by side and settled one by one; a full
  // batch fetches the next at once (a crowd of mails does not wait for the poll).
  await boss.work(
    spec.name,
    {
      batchSize: spec.concurrency ?? 1,
      perJobResults: true,
      burstWhenBatchFull: true,
      pollingIntervalSeconds: POLL_SECONDS,
      notifyPollingIntervalSeconds: POLL_SECONDS,
    } as const,
    (jobs: Job<object>[]) => Promise.all(jobs.map((job) => runOne(spec, job))),
  );
}

async function runOne(spec: AnySpec, job: Job<object>): Promise<JobResult> {
  try {
    await spec.run(job.data as never);
    return { id: job.id, status: "completed" };
  } catch (error) {
    countJobFailure(spec.name);
    logger.warn({ err: error, job: spec.name, jobId: job.id }, "job failed; it is tried again if it has tries left");
    return {
      id: job.id,
      status: "failed",
      output: { message: error instanceof Error ? error.message : String(error) },
    };
  }
}

/**
 * A periodic job: every process offers a run once per period, and the slot (a unique key in
 * pg-boss, computed from the database's clock) keeps one run per period however many offer it.
 */
async function periodic(boss: PgBoss, spec: AnySpec): Promise<ReturnType<typeof setInterval> | undefined> {
  const seconds = spec.everySeconds;
  if (!seconds) return undefined;
  const offer = (options: SendOptions) =>
    boss.send(spec.name, {}, options).catch((error: unknown) => {
      logger.error({ err: error, job: spec.name }, "could not offer a periodic job");
      return null;
    });
  const slot = { singletonKey: "period", singletonSeconds: seconds };
  const first = offer(spec.atStart ? {} : slot);
  if (spec.beforeServing) await finished(boss, spec.name, await first);
  const timer = setInterval(() => void offer(slot), seconds * 1000);
  timer.unref();
  return timer;
}

/** How long a start waits at most for a run it offered (a slow run goes on after that). */
const START_WAIT_MS = 60_000;

async function finished(boss: PgBoss, name: string, id: string | null) {
  if (!id) return;
  const deadline = Date.now() + START_WAIT_MS;
  while (Date.now() < deadline) {
    const job = await boss.getJobById(name, id);
    if (!job || ["completed", "failed", "cancelled"].includes(job.state)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
