/** One line of the benchmark's table: what was measured, against which target, and whether it is met. */
export type BenchRow = {
  group: string;
  name: string;
  measured: string;
  target: string;
  /** undefined: a figure reported without a target. */
  met: boolean | undefined;
};

export const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export const ms = (value: number) => `${value.toFixed(1)} ms`;

/** The mean of the values (0 for none). */
export const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / (values.length || 1);

/** Prints the rows as one aligned table, grouped, with a closing line saying whether every target is met. */
export function printTable(rows: readonly BenchRow[]): boolean {
  const headers = ["", "measured", "target", ""];
  const cells = rows.map((r) => [r.name, r.measured, r.target, r.met === undefined ? "" : r.met ? "met" : "NOT MET"]);
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]?.length ?? 0)));
  const line = (c: string[]) =>
    c
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  let group: string | undefined;
  rows.forEach((row, i) => {
    if (row.group !== group) {
      group = row.group;
      console.log(`\n${group}`);
    }
    console.log(`  ${line(cells[i] ?? [])}`);
  });
  const missed = rows.filter((r) => r.met === false);
  console.log(
    missed.length
      ? `\n${missed.length} target(s) NOT met: ${missed.map((r) => r.name).join("; ")}`
      : "\nEvery target met.",
  );
  return missed.length === 0;
}
