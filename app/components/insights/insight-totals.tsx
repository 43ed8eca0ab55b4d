import { type InsightFigures, percentChange } from "../../lib/insight-view.ts";
import { INSIGHT_COUNTS } from "../../lib/insights.ts";
import { insightCountLabels, insightsSectionTexts as t } from "../../lib/messages/insights.ts";

type Props = { days: number; totals: InsightFigures; previousTotals: InsightFigures };

/** A count's change in percent, or "no data before" when the period before had none. */
function countChange(now: number, before: number): string {
  const change = percentChange(now, before);
  return change === null ? t.noDataBefore : t.percentChange(change);
}

/** An average's change in stars: a percent of a rating says little. */
function ratingChange(now: number | null, before: number | null): string {
  if (before === null) return t.noDataBefore;
  if (now === null) return t.noRating;
  return t.ratingChange(now - before);
}

const rating = (value: number | null) => (value === null ? t.noRating : value.toFixed(2));

/** The period's totals against the period before's, with the change. */
export function InsightTotals({ days, totals, previousTotals }: Props) {
  const rows = [
    ...[...INSIGHT_COUNTS, "reviews" as const].map((key) => ({
      key,
      now: String(totals[key]),
      before: String(previousTotals[key]),
      change: countChange(totals[key], previousTotals[key]),
    })),
    {
      key: "averageRating" as const,
      now: rating(totals.averageRating),
      before: rating(previousTotals.averageRating),
      change: ratingChange(totals.averageRating, previousTotals.averageRating),
    },
  ];
  return (
    <table className="figures mt-2">
      <caption className="text-left font-semibold text-slate-900">{t.totalsCaption(days)}</caption>
      <thead>
        <tr>
          <th scope="col">{t.figure}</th>
          <th scope="col">{t.thisPeriod(days)}</th>
          <th scope="col">{t.previousPeriod(days)}</th>
          <th scope="col">{t.change}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{insightCountLabels[r.key]}</th>
            <td>{r.now}</td>
            <td>{r.before}</td>
            <td>{r.change}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
