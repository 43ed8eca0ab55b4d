import { dayLabel } from "../../lib/insight-periods.ts";
import { dollars, siteFigureLabels as label, siteFiguresTexts as t } from "../../lib/messages/site-figures.ts";
import type { PlanRevenue, SiteFigures, WeekSeries } from "../../lib/site-figure-view.ts";
import { ComparisonTable, type ComparisonRow, countChange } from "../insights/comparison-table.tsx";
import { type ChartRows, type ChartSeries, InsightChart } from "../insights/insight-chart.tsx";

const COUNTS = ["signUps", "claimsFiled", "claimsApproved", "reviews", "paidPlans"] as const;
const REVENUE_COLORS = ["blue", "amber", "teal", "rose"] as const satisfies ChartSeries["color"][];

const planName = (plan: PlanRevenue) => plan.planName ?? t.unknownPlan;

/** Each week named by its Monday, the current one marked as counted so far. */
function weekRows(title: string, weeks: string[], format: (value: number) => string): ChartRows {
  const labels = weeks.map((week) => t.weekOf(dayLabel(week)));
  const last = labels.length - 1;
  if (last >= 0) labels[last] = t.soFar(labels[last] ?? "");
  return {
    header: t.week,
    labels,
    caption: t.caption(title, dayLabel(weeks[0] ?? "", true), dayLabel(weeks.at(-1) ?? "", true)),
    peak: (highest) => t.peak(format(highest)),
  };
}

const sumOf = (plans: PlanRevenue[], weeks: number) =>
  Array.from({ length: weeks }, (_, i) => plans.reduce((sum, p) => sum + (p.values[i] ?? 0), 0));

/**
 * The revenue chart's series: a plan each while there are colours for all, else the three plans
 * that took the most and the rest together (the totals table still names every plan).
 */
function revenueSeries(revenue: PlanRevenue[], weeks: number): ChartSeries[] {
  const earning = revenue.filter((p) => p.total > 0);
  if (earning.length === 0) return [{ label: label.revenue, values: sumOf([], weeks), color: "blue" }];
  const own = earning.length > REVENUE_COLORS.length ? earning.slice(0, REVENUE_COLORS.length - 1) : earning;
  const series: ChartSeries[] = own.map((p, i) => ({
    label: planName(p),
    values: p.values,
    color: REVENUE_COLORS[i] ?? "blue",
  }));
  const rest = earning.slice(own.length);
  if (rest.length > 0) series.push({ label: t.otherPlans, values: sumOf(rest, weeks), color: "rose" });
  return series;
}

type Totals = Pick<WeekSeries, "total" | "previousTotal">;

/** Revenue of every plan together. */
function allRevenue(revenue: PlanRevenue[]): Totals {
  const sum = (pick: (p: PlanRevenue) => number) => revenue.reduce((total, p) => total + pick(p), 0);
  return { total: sum((p) => p.total), previousTotal: sum((p) => p.previousTotal) };
}

function totalRows(figures: SiteFigures): ComparisonRow[] {
  const row = (key: string, name: string, s: Totals, format: (n: number) => string = String): ComparisonRow => ({
    key,
    name,
    now: format(s.total),
    before: format(s.previousTotal),
    change: countChange(s.total, s.previousTotal),
  });
  return [
    ...COUNTS.map((key) => row(key, label[key], figures[key])),
    row("revenue", label.revenue, allRevenue(figures.revenue), dollars),
    ...figures.revenue.map((p) => row(`plan-${p.planId}`, t.planRevenue(planName(p)), p, dollars)),
  ];
}

/**
 * The weeks shown against the weeks before: every figure, then revenue in all and by plan. Too
 * wide for a narrow screen, the table scrolls on its own, in a named region.
 */
function TotalsTable({ figures }: { figures: SiteFigures }) {
  const weeks = figures.weeks.length;
  return (
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard scrolls a region it can focus (axe: scrollable-region-focusable)
    <div className="mt-4 overflow-x-auto" role="region" aria-labelledby="site-figures-totals" tabIndex={0}>
      <ComparisonTable
        captionId="site-figures-totals"
        caption={t.totalsCaption(weeks)}
        thisPeriod={t.thisPeriod(weeks)}
        previousPeriod={t.previousPeriod(weeks)}
        rows={totalRows(figures)}
      />
    </div>
  );
}

/**
 * Site figures on /adminpanel (issue 26): the totals, then a chart of each figure week by week,
 * drawn by the server as the insights' charts are, each with its table for screen readers.
 */
export function SiteFiguresSection({ figures }: { figures: SiteFigures }) {
  const { weeks } = figures;
  return (
    <section aria-labelledby="site-figures">
      <h2 id="site-figures" className="text-xl font-semibold text-slate-900">
        {t.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t.lead(weeks.length)}</p>
      <TotalsTable figures={figures} />
      <div className="mt-6 grid gap-8 md:grid-cols-2">
        {COUNTS.map((key) => (
          <InsightChart
            key={key}
            id={`figures-${key}`}
            title={label[key]}
            days={weeks}
            series={[{ label: label[key], values: figures[key].values, color: "blue" }]}
            rows={weekRows(label[key], weeks, String)}
            summary={t.summary(label[key], String(figures[key].total), weeks.length)}
          />
        ))}
        <InsightChart
          id="figures-revenue"
          title={t.revenueTitle}
          days={weeks}
          series={revenueSeries(figures.revenue, weeks.length)}
          rows={weekRows(t.revenueTitle, weeks, dollars)}
          format={dollars}
          summary={t.summary(t.revenueTitle, dollars(allRevenue(figures.revenue).total), weeks.length)}
        />
      </div>
    </section>
  );
}
