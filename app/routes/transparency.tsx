import { Link } from "react-router";
import type { Route } from "./+types/transparency";
import { reasonLabels } from "../lib/messages/moderation.ts";
import { transparencyTexts as t } from "../lib/messages/transparency.ts";
import type { MonthFigures } from "../lib/moderation-views.ts";
import { APPEAL_DAYS, REVIEW_REASONS, type Remover } from "../lib/review-reasons.ts";
import { SITE_NAME, seoMeta, siteUrlFrom } from "../lib/seo.ts";
import { transparencyFigures } from "../server/reviews/transparency.server.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: "/transparency",
    title: `${t.metaTitle} | ${SITE_NAME}`,
    description: t.metaDescription,
  });

/** Counted from the rows at every request (no cache): the page always matches the database. */
export async function loader() {
  return { months: await transparencyFigures() };
}

type Column = { header: string; value: (m: MonthFigures) => React.ReactNode };

const monthFormat = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
/** "2026-11" as "November 2026". */
const monthName = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));
const count = (n: number) => n.toLocaleString("en-US");

const reasonColumns = (countOf: (m: MonthFigures, reason: (typeof REVIEW_REASONS)[number]) => number): Column[] =>
  REVIEW_REASONS.map((reason) => ({ header: reasonLabels[reason], value: (m) => count(countOf(m, reason)) }));

const removedBy = (by: Remover): Column[] => [
  { header: t.removedTotal, value: (m) => count(by === "site" ? m.removedBySite : m.removedByCoach) },
  ...reasonColumns((m, reason) => m.removals.find((r) => r.by === by && r.reason === reason)?.count ?? 0),
];

const TABLES: { id: string; title: string; caption: string; columns: Column[] }[] = [
  {
    id: "reviews-reports",
    title: t.reviewsTitle,
    caption: t.reviewsCaption,
    columns: [
      { header: t.reviewsPosted, value: (m) => count(m.reviewsPosted) },
      { header: t.reportsTotal, value: (m) => count(m.flagsTotal) },
      ...reasonColumns((m, reason) => m.flags.find((f) => f.reason === reason)?.count ?? 0),
    ],
  },
  { id: "removed-by-site", title: t.siteTitle, caption: t.siteCaption, columns: removedBy("site") },
  { id: "removed-by-coach", title: t.coachTitle, caption: t.coachCaption, columns: removedBy("coach") },
  {
    id: "appeals",
    title: t.appealsTitle,
    caption: t.appealsCaption,
    columns: [
      { header: t.appealsFiled, value: (m) => count(m.appeals.filed) },
      { header: t.upheld, value: (m) => count(m.appeals.upheld) },
      { header: t.restored, value: (m) => count(m.appeals.restored) },
      { header: t.pending, value: (m) => count(m.appeals.pending) },
      {
        header: t.medianHours,
        value: (m) =>
          m.medianHoursToDecision === null ? (
            <>
              <span aria-hidden="true">–</span>
              <span className="sr-only">{t.noDecision}</span>
            </>
          ) : (
            count(m.medianHoursToDecision)
          ),
      },
    ],
  },
];

/** The site's moderation record per month, newest first (issue 22, decision 0067). */
export default function Transparency({ loaderData }: Route.ComponentProps) {
  const { months } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-6xl space-y-8 px-4 py-12 leading-relaxed text-slate-800">
      <div className="max-w-3xl space-y-3">
        <h1 className="text-3xl font-bold text-slate-900">{t.title}</h1>
        <p className="text-lg">{t.intro}</p>
        <p>{t.computed(months.length)}</p>
        <p className="text-sm text-slate-600">{t.countingNote}</p>
      </div>
      <section aria-labelledby="how-moderation-works" className="max-w-3xl space-y-2">
        <h2 id="how-moderation-works" className="text-xl font-semibold text-slate-900">
          {t.howTitle}
        </h2>
        <p>{t.howFlags}</p>
        <p>{t.howCoach}</p>
        <p>{t.howAppeal(APPEAL_DAYS)}</p>
        <ul className="list-disc space-y-1 pl-6">
          <li>
            <Link to="/terms" className="font-semibold text-blue-700 underline">
              {t.rulesLink}
            </Link>
          </li>
          <li>
            <Link to="/how-scores-work" className="font-semibold text-blue-700 underline">
              {t.scoresLink}
            </Link>
          </li>
        </ul>
      </section>
      {TABLES.map((table) => (
        <MonthTable key={table.id} {...table} months={months} />
      ))}
    </main>
  );
}

/** One figure per column and one row per month, the row named by its month ("November 2026"). */
function MonthTable({ id, title, caption, columns, months }: (typeof TABLES)[number] & { months: MonthFigures[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {/* A wide table scrolls on its own on a narrow screen. */}
      <div className="mt-3 overflow-x-auto">
        {/* The cells' looks are app.css's (.figures): four tables of twelve months. */}
        <table className="figures">
          <caption className="pb-2 text-left text-slate-600">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.month}</th>
              {columns.map((c) => (
                <th key={c.header} scope="col">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month}>
                <th scope="row">{monthName(m.month)}</th>
                {columns.map((c) => (
                  <td key={c.header}>{c.value(m)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
