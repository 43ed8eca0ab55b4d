// Sums the Vitest JSON reports in test-results/ into the one line CI reads.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

type Report = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults?: {
    name: string;
    message?: string;
    assertionResults: { status: string; fullName: string; failureMessages?: string[] }[];
  }[];
};

/** Each failed test as file, name and its message's first line: CI's log keeps only its end. */
function failedTests(report: Report): string[] {
  return (report.testResults ?? []).flatMap((file) => {
    const where = path.relative(process.cwd(), file.name);
    const failed = file.assertionResults
      .filter((test) => test.status === "failed")
      .map((test) => `${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    // A file that failed before its tests ran (its set-up threw) has no failed test of its own.
    return failed.length === 0 && file.message ? [`${where}: ${firstLine(file.message)}`] : failed;
  });
}

const firstLine = (text: string | undefined) => (text ?? "").split("\n")[0]?.slice(0, 300) ?? "";

export function printSummary(dir = "test-results"): { passed: number; failed: number } {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const failures: string[] = [];
  const files = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith(".json")) : [];
  for (const file of files) {
    const report = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Report;
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
    failures.push(...failedTests(report));
  }
  console.log(`\nTest reports: ${files.join(", ") || "none"}`);
  for (const failure of failures) console.log(`FAILED ${failure}`);
  console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  return { passed, failed };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { failed, passed } = printSummary();
  process.exit(failed > 0 || passed === 0 ? 1 : 0);
}
