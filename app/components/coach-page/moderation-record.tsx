import { Link } from "react-router";
import { reasonLabels } from "../../lib/messages/moderation.ts";
import { moderationRecordTexts as t } from "../../lib/messages/review-trust.ts";
import { reviewSourceTexts } from "../../lib/messages/review-sources.ts";
import type { ModerationRecord as Figures, ReasonCount } from "../../lib/moderation-views.ts";

function Reasons({ reasons }: { reasons: ReasonCount[] }) {
  if (reasons.length === 0) return null;
  return (
    <ul className="ml-5 list-disc">
      {reasons.map((r) => (
        <li key={r.reason}>{t.reasonCount(reasonLabels[r.reason], r.count)}</li>
      ))}
    </ul>
  );
}

/** Invited and organic reviews side by side (decision 0075): a coach's invited reviews can be compared with the rest. */
function SourceSplit({ bySource }: { bySource: Figures["bySource"] }) {
  const rows = [
    { label: reviewSourceTexts.invited, figures: bySource.invited },
    { label: reviewSourceTexts.organic, figures: bySource.organic },
  ];
  return (
    <table className="figures mt-3">
      <caption className="text-left font-semibold text-slate-900">{t.splitCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.source}</th>
          <th scope="col">{t.reviews}</th>
          <th scope="col">{t.average}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.label}>
            <th scope="row">{r.label}</th>
            <td>{r.figures.count.toLocaleString("en-US")}</td>
            <td>{r.figures.averageRating === null ? t.noAverage : r.figures.averageRating.toFixed(1)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The coach's public moderation record (decision 0067): reviews shown, removals by the site and by
 * the coach with their reasons (and the stars of what the coach removed), the owner's replies.
 * Text and links only: server-rendered, its script deferred (decision 0057).
 */
export function ModerationRecord({ record }: { record: Figures }) {
  const { removedBySite: site, removedByCoach: coach } = record;
  return (
    <section
      id="moderation-record"
      aria-labelledby="moderation-record-title"
      className="mt-8 max-w-xl rounded-md border border-slate-200 p-4 text-sm text-slate-700"
    >
      <h3 id="moderation-record-title" className="text-base font-semibold text-slate-900">
        {t.title}
      </h3>
      <p className="mt-1">{t.intro}</p>
      <ul className="mt-3 space-y-1">
        <li>{t.shown(record.shown)}</li>
        <li>
          {t.bySite(site.total)}
          <Reasons reasons={site.reasons} />
        </li>
        <li>
          {t.byCoach(coach.total)}
          <Reasons reasons={coach.reasons} />
          {coach.averageRating !== null && <p>{t.averageRemoved(coach.averageRating)}</p>}
        </li>
        <li>{t.replyRate(record.replyRate)}</li>
        <li>{t.medianReply(record.medianReplyHours)}</li>
      </ul>
      <SourceSplit bySource={record.bySource} />
      <p className="mt-3">
        <Link to="/transparency" className="text-blue-700 underline">
          {t.siteWide}
        </Link>
      </p>
    </section>
  );
}
