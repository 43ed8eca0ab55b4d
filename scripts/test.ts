// `npm test`: typecheck, lint, build, then every Vitest suite (unit, API on the embedded
// database, end-to-end in Chromium), closing with one `N passed, N failed` line.
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { CHROMIUM_MISSING, findChromium } from "../tests/support/browser.ts";
import { printSummary } from "./test-summary.ts";

function run(title: string, command: string, args: string[], env: NodeJS.ProcessEnv = process.env): boolean {
  console.log(`\n=== ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit", env });
  return result.status === 0;
}

rmSync("test-results", { recursive: true, force: true });
mkdirSync("test-results", { recursive: true });

if (!findChromium()) {
  console.error(`\n${CHROMIUM_MISSING}\nThe end-to-end tests need it; nothing was run.`);
  process.exit(1);
}

const failures: string[] = [];
if (!run("typecheck", "npm", ["run", "-s", "typecheck"])) failures.push("typecheck");
if (!run("lint", "npm", ["run", "-s", "lint"])) failures.push("lint");
if (!run("build", "react-router", ["build"])) {
  failures.push("build");
} else {
  // The README's test command runs on the embedded database; .ci/run repeats the API suite on PostgreSQL.
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: undefined };
  // One migrated database with the demo data, copied by every test server on a new data folder
  // (tests/support/server-process.ts).
  const demoDatabase = path.resolve("test-results", "demo-database");
  if (
    run("demo database", process.execPath, ["scripts/seed.ts"], { ...env, DATA_DIR: demoDatabase, LOG_LEVEL: "warn" })
  ) {
    env.TEST_DEMO_DATABASE = demoDatabase;
  } else {
    failures.push("demo database");
  }
  const suites = (file: string, ...args: string[]) => [
    "run",
    ...args,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=test-results/${file}.json`,
  ];
  // Unit and API files three at a time (vitest.config.ts); the browser's files after them, two at
  // a time (a page that hydrates late beside the API suites lost a keystroke made right after
  // load); the early-click test, which races hydration on purpose, last and alone.
  if (!run("unit and API tests", "vitest", suites("embedded", "--project", "unit", "--project", "api"), env)) {
    failures.push("unit and API tests");
  }
  const EARLY_CLICKS = "tests/e2e/first-click.test.ts";
  if (
    !run(
      "end-to-end tests",
      "vitest",
      suites("embedded-e2e", "--project", "e2e", "--exclude", EARLY_CLICKS, "--fileParallelism", "--maxWorkers=2"),
      env,
    )
  ) {
    failures.push("end-to-end tests");
  }
  if (
    !run(
      "early clicks",
      "vitest",
      suites("embedded-early-clicks", EARLY_CLICKS, "--project", "e2e", "--maxWorkers=1"),
      env,
    )
  ) {
    failures.push("early clicks");
  }
}

printSummary();
if (failures.length) {
  console.error(`Failed: ${failures.join(", ")}`);
  process.exit(1);
}
