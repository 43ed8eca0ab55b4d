// Sums the Vitest JSON reports in test-results/ into the one line CI reads.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

type Report = { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };

export function printSummary(dir = "test-results"): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
  for (const file of files) {
    const report = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Report;
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
  console.log(`\nTest reports: ${files.join(", ") || "none"}`);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  return { passed, failed };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { failed, passed } = printSummary();
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}
