import { moderationRecordTexts } from "../../lib/messages/review-trust.ts";
import { scoreSummaryTexts } from "../../lib/messages/score-summary.ts";

/** How many reviews gave each star value, as bars, and the way to the moderation record (server-rendered; no script). */
export function RatingDistribution({ rows }: { rows: { stars: number; count: number }[] }) {
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  if (total === 0) return null;
  return (
    <section aria-labelledby="rating-distribution" className="mt-6 max-w-md">
      <h3 id="rating-distribution" className="text-base font-semibold text-slate-900">
        {scoreSummaryTexts.distributionTitle}
      </h3>
      <dl className="mt-2 space-y-1.5">
        {rows.map((row) => (
          <div key={row.stars} className="grid grid-cols-[5.5rem_1fr_5.5rem] items-center gap-3 text-sm">
            <dt className="text-slate-700">{scoreSummaryTexts.distributionRow(row.stars)}</dt>
            <dd className="h-2.5 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
              <div className="h-full rounded-full bg-amber-400" style={{ width: `${(row.count / total) * 100}%` }} />
            </dd>
            <dd className="text-right text-slate-700">{scoreSummaryTexts.distributionCount(row.count)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm">
        <a href="#moderation-record" className="text-blue-700 underline">
          {moderationRecordTexts.link}
        </a>
      </p>
    </section>
  );
}
