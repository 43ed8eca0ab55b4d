import type { InsightFigures } from "../../lib/insight-view.ts";
import { INSIGHT_COUNTS } from "../../lib/insights.ts";
import { comparisonTexts, insightCountLabels, insightsSectionTexts as t } from "../../lib/messages/insights.ts";
import { ComparisonTable, countChange } from "./comparison-table.tsx";

type Props = { days: number; totals: InsightFigures; previousTotals: InsightFigures };

/** An average's change in stars: a percent of a rating says little. */
function ratingChange(now: number | null, before: number | null): string {
  if (before === null) return comparisonTexts.noDataBefore;
  if (now === null) return t.noRating;
  return t.ratingChange(now - before);
}

const rating = (value: number | null) => (value === null ? t.noRating : value.toFixed(2));

/** The period's totals against the period before's, with the change. */
export function InsightTotals({ days, totals, previousTotals }: Props) {
  const rows = [
    ...[...INSIGHT_COUNTS, "reviews" as const].map((key) => ({
      key,
      name: insightCountLabels[key],
      now: String(totals[key]),
      before: String(previousTotals[key]),
      change: countChange(totals[key], previousTotals[key]),
    })),
    {
      key: "averageRating",
      name: insightCountLabels.averageRating,
      now: rating(totals.averageRating),
      before: rating(previousTotals.averageRating),
      change: ratingChange(totals.averageRating, previousTotals.averageRating),
    },
  ];
  return (
    <ComparisonTable
      className="mt-2"
      caption={t.totalsCaption(days)}
      thisPeriod={t.thisPeriod(days)}
      previousPeriod={t.previousPeriod(days)}
      rows={rows}
    />
  );
}
