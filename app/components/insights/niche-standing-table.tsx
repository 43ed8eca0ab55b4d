import type { NicheStanding } from "../../lib/insight-view.ts";
import { insightsSectionTexts as t } from "../../lib/messages/insights.ts";
import { categoryPath } from "../../lib/urls.ts";

const percent = (value: number | null) => (value === null ? t.noPeers : t.percent(value));

/** The coach's percentile for views and reviews in each of their niches. */
export function NicheStandingTable({ days, niches }: { days: number; niches: NicheStanding[] }) {
  return (
    <section aria-labelledby="insights-niches-h" className="mt-8">
      <h3 id="insights-niches-h" className="font-semibold text-slate-900">
        {t.nichesTitle}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t.nichesLead(days)}</p>
      {niches.length === 0 ? (
        <p className="mt-2 text-slate-700">{t.noNiches}</p>
      ) : (
        <table className="figures mt-2">
          <caption className="sr-only">{t.nichesCaption(days)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.niche}</th>
              <th scope="col">{t.peers}</th>
              <th scope="col">{t.fewerViews}</th>
              <th scope="col">{t.fewerReviews}</th>
            </tr>
          </thead>
          <tbody>
            {niches.map((n) => (
              <tr key={n.slug}>
                <th scope="row">
                  <a href={categoryPath(n)} className="text-blue-700 hover:underline">
                    {n.name}
                  </a>
                </th>
                <td>{n.coaches}</td>
                <td>{percent(n.viewsPercentile)}</td>
                <td>{percent(n.reviewsPercentile)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
