// Lighthouse's mobile performance score of the public pages (issue 24: at least 95 on home,
// search, niche and coach pages), in the Chromium the end-to-end tests use.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_MISSING, findChromium } from "../../tests/support/browser.ts";
import type { BenchRow } from "./rows.ts";

const LIGHTHOUSE_SCORE = 95;

export type AuditedPage = { name: string; path: string };

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
    for (const page of pages) {
      const result = await lighthouse(`${origin}${page.path}`, {
        port: chrome.port,
        onlyCategories: ["performance"],
        logLevel: "error",
      });
      const lhr = result?.lhr;
      const score = lhr?.categories.performance?.score;
      if (!lhr || score === null || score === undefined) throw new Error(`Lighthouse gave no score for ${page.path}`);
      const points = Math.round(score * 100);
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const metrics = [
        `FCP ${value("first-contentful-paint").toFixed(0)} ms`,
        `LCP ${value("largest-contentful-paint").toFixed(0)} ms`,
        `TBT ${value("total-blocking-time").toFixed(0)} ms`,
        `CLS ${value("cumulative-layout-shift").toFixed(3)}`,
      ];
      rows.push({
        group,
        name: page.name,
        measured: `${points} (${metrics.join(", ")})`,
        target: `>= ${LIGHTHOUSE_SCORE}`,
        met: points >= LIGHTHOUSE_SCORE,
      });
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
