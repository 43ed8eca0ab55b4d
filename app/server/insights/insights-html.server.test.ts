import { describe, expect, it } from "vitest";
import { insightWindow } from "../../lib/insight-periods.ts";
import type { CoachInsights, InsightFigures } from "../../lib/insight-view.ts";
import type { InsightPeriod } from "../../lib/insights.ts";
import { comparisonTexts, insightsSectionTexts as t } from "../../lib/messages/insights.ts";
import { insightsHtml } from "./insights-html.server.tsx";

/** A busy coach: every figure on every day, listings in the hundreds, views in the tens. */
function busy(days: InsightPeriod): CoachInsights {
  const window = insightWindow(days, Date.parse("2026-11-27T12:00:00Z"));
  const figures = (i: number): InsightFigures => ({
    views: 10 + ((i * 37) % 90),
    searchImpressions: 100 + ((i * 53) % 900),
    nicheImpressions: 100 + ((i * 71) % 900),
    websiteClicks: 1 + ((i * 7) % 30),
    socialClicks: 1 + ((i * 11) % 20),
    videoClicks: 1 + ((i * 13) % 15),
    messages: 1 + (i % 3),
    reviews: 1 + (i % 2),
    averageRating: 1 + ((i * 7) % 40) / 10,
  });
  return {
    upgrade: false,
    days,
    from: window.from,
    to: window.to,
    series: window.dayList.map((day, i) => ({ day, ...figures(i) })),
    totals: figures(1),
    previousTotals: { ...figures(2), views: 0, averageRating: null },
    niches: [
      { name: "Life Coach", slug: "life-coach", coaches: 19_999, viewsPercentile: 97, reviewsPercentile: 42 },
      { name: "Actors", slug: "actors", coaches: 0, viewsPercentile: null, reviewsPercentile: null },
    ],
  };
}

describe("insightsHtml", () => {
  it("draws five charts, each an image named by its title with a table of every day, and no script", () => {
    const html = insightsHtml(busy(30));
    const charts = [...html.matchAll(/<svg role="img" aria-labelledby="([^"]+)"/g)].map((m) => m[1]);
    expect(charts).toHaveLength(5);
    for (const id of charts) expect(html, id).toContain(`<title id="${id}">`);
    expect(html.match(/<caption/g)).toHaveLength(7);
    expect(html.match(/<tr>/g)?.length).toBe(5 * 31 + 10 + 3);
    expect(html).not.toMatch(/<script|\son[a-z]+=/i);
    expect(html).toContain('href="?days=90#insights"');
  });

  it("compares with the period before: a change in percent, none when there was nothing before", () => {
    const html = insightsHtml(busy(30));
    expect(html).toContain(`<td>${comparisonTexts.noDataBefore}`);
    expect(html).toMatch(/<td>[+-]?\d+%/);
    expect(html).toContain(`<td>${t.noPeers}`);
  });

  it("keeps 90 busy days within 27 KB (the rest of /profile is about 35 KB)", () => {
    const bytes = Buffer.byteLength(insightsHtml(busy(90)));
    expect(bytes).toBeLessThan(27_000);
  });

  it("shows level 2 one figure and the way to the plans", () => {
    const html = insightsHtml({ upgrade: true, totalViews30: 12 });
    expect(html).toContain(t.totalViews30(12));
    expect(html).toContain('href="/plans"');
    expect(html).not.toContain("<svg");
  });
});
