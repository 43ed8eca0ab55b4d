import type { CoachInsights, InsightDay, InsightsAnswer, InsightsTeaser } from "../../lib/insight-view.ts";
import { INSIGHT_PERIODS } from "../../lib/insights.ts";
import { insightCountLabels as label, insightsSectionTexts as t } from "../../lib/messages/insights.ts";
import { buttonClass } from "../ui/button.tsx";
import { type ChartSeries, InsightChart } from "./insight-chart.tsx";
import { INSIGHTS_ID } from "./insights-part.tsx";
import { InsightTotals } from "./insight-totals.tsx";
import { NicheStandingTable } from "./niche-standing-table.tsx";

// The "Insights" part of /profile and of the admin's coach editor (issue 26, decision 0076). Only
// markup and links: the server renders it to HTML (kept HTML, ./insights-part.tsx), so the page
// carries no chart script and the figures are not sent a second time as data.

const column = (series: InsightDay[], key: Exclude<keyof InsightDay, "day" | "averageRating">) =>
  series.map((d) => d[key]);

function Heading() {
  return (
    <h2 id="insights-title" className="text-xl font-semibold text-slate-900">
      {t.title}
    </h2>
  );
}

/** 30 or 90 days: links, so the choice works without script and can be bookmarked. */
function PeriodLinks({ days }: { days: number }) {
  return (
    <nav aria-label={t.periods} className="mt-3">
      <ul className="flex gap-2">
        {INSIGHT_PERIODS.map((p) => (
          <li key={p}>
            <a
              href={`?days=${p}#${INSIGHTS_ID}`}
              aria-current={p === days ? "page" : undefined}
              className={buttonClass({ variant: p === days ? "primary" : "secondary", size: "sm" })}
            >
              {t.period(p)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Charts({ insights }: { insights: CoachInsights }) {
  const { series, days, totals } = insights;
  const dayList = series.map((d) => d.day);
  const one = (key: "views" | "messages", color: ChartSeries["color"]): ChartSeries[] => [
    { label: label[key], values: column(series, key), color },
  ];
  const charts = [
    { id: "views", series: one("views", "blue"), total: totals.views },
    {
      id: "listings",
      series: [
        { label: label.searchImpressions, values: column(series, "searchImpressions"), color: "blue" },
        { label: label.nicheImpressions, values: column(series, "nicheImpressions"), color: "amber" },
      ] satisfies ChartSeries[],
      total: totals.searchImpressions + totals.nicheImpressions,
    },
    {
      id: "clicks",
      series: [
        { label: label.websiteClicks, values: column(series, "websiteClicks"), color: "blue" },
        { label: label.socialClicks, values: column(series, "socialClicks"), color: "amber" },
        { label: label.videoClicks, values: column(series, "videoClicks"), color: "teal" },
      ] satisfies ChartSeries[],
      total: totals.websiteClicks + totals.socialClicks + totals.videoClicks,
    },
    { id: "messages", series: one("messages", "teal"), total: totals.messages },
  ] as const;
  return (
    <div className="mt-6 grid gap-8 md:grid-cols-2">
      {charts.map((c) => (
        <InsightChart
          key={c.id}
          id={`insights-${c.id}`}
          title={t.charts[c.id]}
          days={dayList}
          series={c.series}
          summary={t.summary(t.charts[c.id], c.total, days)}
        />
      ))}
      <InsightChart
        id="insights-reviews"
        title={t.charts.reviews}
        days={dayList}
        series={[{ label: label.reviews, values: column(series, "reviews"), color: "blue" }]}
        band={{
          label: label.averageRating,
          values: series.map((d) => d.averageRating),
          max: 5,
          note: t.ratingScale,
        }}
        summary={t.summary(t.charts.reviews, totals.reviews, days)}
      />
    </div>
  );
}

function FullInsights({ insights }: { insights: CoachInsights }) {
  return (
    <>
      <p className="mt-2 text-sm text-slate-700">{t.lead(insights.days)}</p>
      <PeriodLinks days={insights.days} />
      <InsightTotals days={insights.days} totals={insights.totals} previousTotals={insights.previousTotals} />
      <Charts insights={insights} />
      <NicheStandingTable days={insights.days} niches={insights.niches} />
    </>
  );
}

/** Level 2: the views of 30 days and the way to the plans. */
function Teaser({ teaser }: { teaser: InsightsTeaser }) {
  return (
    <>
      <p className="mt-3 text-lg text-slate-900">{t.totalViews30(teaser.totalViews30)}</p>
      <p className="mt-2 text-slate-700">{t.upgrade}</p>
      <a href="/plans" className={buttonClass({ variant: "accent", className: "mt-3" })}>
        {t.upgradeLink}
      </a>
    </>
  );
}

export function InsightsSection({ answer }: { answer: InsightsAnswer }) {
  return (
    <section aria-labelledby="insights-title" className="mt-8">
      <Heading />
      {answer.upgrade ? <Teaser teaser={answer} /> : <FullInsights insights={answer} />}
    </section>
  );
}
