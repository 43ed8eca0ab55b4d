import type { ReactNode } from "react";
import { percentChange } from "../../lib/insight-view.ts";
import { comparisonTexts as t } from "../../lib/messages/insights.ts";

/** One figure's row: its name, this period's and the one before's, and the change. */
export type ComparisonRow = { key: string; name: string; now: string; before: string; change: string };

/** A count's change in percent, or "no data before" when the period before had none. */
export function countChange(now: number, before: number): string {
  const change = percentChange(now, before);
  return change === null ? t.noDataBefore : t.percentChange(change);
}

type Props = {
  caption: ReactNode;
  captionId?: string;
  /** The two periods' column headers. */
  thisPeriod: string;
  previousPeriod: string;
  rows: ComparisonRow[];
  className?: string;
};

/** Totals against the period before, with the change (the insights, the admin panel's site figures). */
export function ComparisonTable({ caption, captionId, thisPeriod, previousPeriod, rows, className }: Props) {
  return (
    <table className={className ? `figures ${className}` : "figures"}>
      <caption id={captionId} className="text-left font-semibold text-slate-900">
        {caption}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t.figure}</th>
          <th scope="col">{thisPeriod}</th>
          <th scope="col">{previousPeriod}</th>
          <th scope="col">{t.change}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.key}>
            <th scope="row">{r.name}</th>
            <td>{r.now}</td>
            <td>{r.before}</td>
            <td>{r.change}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
