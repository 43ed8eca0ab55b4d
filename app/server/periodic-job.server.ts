import { logger } from "./logger.server.ts";

export type PeriodicJob = { stop: () => Promise<void> };

/**
 * Runs `work` every `seconds` in this process, never two runs at once; a failure is logged and the
 * next run comes as planned. The timer does not keep the process alive, and `stop` waits for a
 * run in progress (so the database can close after it).
 */
export function everySeconds(name: string, seconds: number, work: () => Promise<unknown>): PeriodicJob {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .catch((error: unknown) => logger.error({ err: error, job: name }, "periodic job failed"))
      .finally(() => {
        running = undefined;
      });
  }, seconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
