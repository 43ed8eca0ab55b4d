import { logger } from "./logger.server.ts";
import { countJobFailure } from "./metrics.server.ts";

export type PeriodicJob = { stop: () => Promise<void> };

/**
 * Runs `work` every `seconds` in this process, never two runs at once; a failure is logged and the
 * next run comes as planned. The timer does not keep the process alive, and `stop` waits for a
 * run in progress (so the database can close after it).
 */
export function everySeconds(
  name: string,
  seconds: number,
  work: () => Promise<unknown>,
  options: { now?: boolean } = {},
): PeriodicJob {
  let running: Promise<unknown> | undefined;
  const run = () => {
    if (running) return;
    running = work()
      .catch((error: unknown) => {
        countJobFailure(name);
        logger.error({ err: error, job: name }, "periodic job failed");
      })
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(run, seconds * 1000);
  // With `now`, the first run starts at once, without holding up the caller.
  if (options.now) run();
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
