// Lighthouse's mobile performance score of the public pages (issue 24: at least 95 on home,
// search, niche and coach pages), in the Chromium the end-to-end tests use.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_MISSING, findChromium } from "../../tests/support/browser.ts";
import type { BenchRow } from "./rows.ts";

const LIGHTHOUSE_SCORE = 95;

export type AuditedPage = { name: string; path: string };

type Audit = { points: number; metrics: string } | { failure: string };

/** One Lighthouse run of `url`: its score and metrics, or why it gave no score. */
async function audit(url: string, port: number): Promise<Audit> {
  const lhr = (await lighthouse(url, { port, onlyCategories: ["performance"], logLevel: "error" }))?.lhr;
  const score = lhr?.categories.performance?.score;
  if (!lhr || score === null || score === undefined) {
    const error = lhr?.runtimeError;
    return { failure: error ? `${error.code}: ${error.message}` : "no report" };
  }
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const metrics = [
    `FCP ${value("first-contentful-paint").toFixed(0)} ms`,
    `LCP ${value("largest-contentful-paint").toFixed(0)} ms`,
    `TBT ${value("total-blocking-time").toFixed(0)} ms`,
    `CLS ${value("cumulative-layout-shift").toFixed(3)}`,
  ];
  return { points: Math.round(score * 100), metrics: metrics.join(", ") };
}

/**
 * A page's row. A run that gives no score (Lighthouse's own error, such as a trace it could not
 * read) is run once more; a second failure is the row's, said in it, and the benchmark goes on.
 */
async function auditedRow(group: string, url: string, name: string, port: number): Promise<BenchRow> {
  const target = `>= ${LIGHTHOUSE_SCORE}`;
  let result = await audit(url, port);
  if ("failure" in result) result = await audit(url, port);
  if ("failure" in result) return { group, name, measured: `no score (${result.failure})`, target, met: false };
  return {
    group,
    name,
    measured: `${result.points} (${result.metrics})`,
    target,
    met: result.points >= LIGHTHOUSE_SCORE,
  };
}

/**
 * One Lighthouse run per page, with its defaults: a phone on a throttled network and CPU
 * (simulated), the browser's cache emptied first, as for a first visit. The page's own metrics
 * go beside the score, so that a low one says what to look at.
 */
export async function lighthouseRows(
  group: string,
  origin: string,
  pages: readonly AuditedPage[],
): Promise<BenchRow[]> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error(`${CHROMIUM_MISSING} Lighthouse runs in it.`);
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless=new", "--no-sandbox"] });
  const rows: BenchRow[] = [];
  try {
    for (const page of pages) rows.push(await auditedRow(group, `${origin}${page.path}`, page.name, chrome.port));
  } finally {
    chrome.kill();
  }
  return rows;
}
