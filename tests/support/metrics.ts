/** One series' value in a Prometheus text exposition (`name{labels}`), undefined before its first count. */
export function metricValue(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}
