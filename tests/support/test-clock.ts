// Loaded into a test's own server (NODE_OPTIONS=--import): the process's clock runs ahead by the
// milliseconds the test writes to TEST_CLOCK_FILE, so a test moves time past a lifetime (a reset
// code's) instead of waiting for it. Timers and the database's own clock are not moved.
import { readFileSync, writeFileSync } from "node:fs";

const file = process.env.TEST_CLOCK_FILE;
if (file) {
  const RealDate = Date;
  const ahead = () => {
    try {
      return Number(readFileSync(file, "utf8")) || 0;
    } catch {
      return 0;
    }
  };
  const now = () => RealDate.now() + ahead();
  const MovedDate = function (this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(now()).toString();
    return args.length === 0 ? new RealDate(now()) : Reflect.construct(RealDate, args, new.target);
  } as unknown as DateConstructor;
  Object.setPrototypeOf(MovedDate, RealDate);
  Object.defineProperty(MovedDate, "prototype", { value: RealDate.prototype });
  MovedDate.now = now;
  globalThis.Date = MovedDate;
}

/** The environment that gives a server this clock, read from `clockFile`. */
export const testClockEnv = (clockFile: string) => ({
  NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${new URL(import.meta.url).pathname}`.trim(),
  TEST_CLOCK_FILE: clockFile,
});

/** Moves the server's clock `ms` ahead of real time (0: back to real time). */
export const moveClock = (clockFile: string, ms: number) => writeFileSync(clockFile, String(ms));
