import { dayLabel } from "../../lib/insight-periods.ts";
import { INSIGHT_COUNTS, type InsightCount } from "../../lib/insights.ts";
import { insightCountLabels } from "../../lib/messages/insights.ts";
import { weeklyDigestMailTexts as t } from "../../lib/messages/weekly-digest.ts";
import type { Mail } from "./mailer.server.ts";
import { Button, Quoted, render, styles } from "./templates.server.tsx";

/** A figure of the week and of the week before. */
export type DigestPair = { week: number; before: number };
export type DigestFigures = Record<InsightCount | "reviews", DigestPair>;
export type DigestReview = { rating: number; author: string; quote: string };

type Digest = {
  coach: string;
  week: { from: string; to: string };
  figures: DigestFigures;
  reviews: DigestReview[];
  moreReviews: number;
  /** Level 3 and above: every count; below, views and reviews and a word on what level 3 adds. */
  allFigures: boolean;
  insightsUrl: string;
  pageUrl: string;
  /** The page a person opens to stop it. */
  stopUrl: string;
  /** Where a mail program posts its own unsubscribe. */
  oneClickUrl: string;
};

const cell = { padding: "6px 8px", borderBottom: "1px solid #e2e8f0", fontSize: 15, textAlign: "left" } as const;
const number = { ...cell, textAlign: "right" } as const;

function figureRows(digest: Digest): [string, DigestPair][] {
  const counts: InsightCount[] = digest.allFigures ? [...INSIGHT_COUNTS] : ["views"];
  return [
    ...counts.map((c): [string, DigestPair] => [insightCountLabels[c], digest.figures[c]]),
    [insightCountLabels.reviews, digest.figures.reviews],
  ];
}

function FigureTable({ rows }: { rows: [string, DigestPair][] }) {
  return (
    <table role="presentation" cellPadding={0} cellSpacing={0} style={{ width: "100%", margin: "0 0 16px" }}>
      <tbody>
        <tr>
          <th style={cell}>{t.figure}</th>
          <th style={number}>{t.thisWeek}</th>
          <th style={number}>{t.weekBefore}</th>
        </tr>
        {rows.map(([label, pair]) => (
          <tr key={label}>
            <td style={cell}>{label}</td>
            <td style={{ ...number, fontWeight: "bold" }}>{pair.week}</td>
            <td style={number}>{pair.before}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The week's figures against the week before, its new reviews, a way to the insights, the stop link. */
export function weeklyDigestMail(digest: Digest): Omit<Mail, "to"> {
  const { coach, figures, reviews, moreReviews } = digest;
  const heading = t.heading(dayLabel(digest.week.from), dayLabel(digest.week.to, true));
  const rows = figureRows(digest);
  const reviewLines = reviews.map((r) => `${t.stars(r.rating)}, ${r.author}: "${r.quote}"`);
  const rendered = render(
    t.subject(figures.views.week, figures.reviews.week),
    <>
      <h1 style={styles.heading}>{heading}</h1>
      <p style={styles.paragraph}>{t.intro(coach)}</p>
      <FigureTable rows={rows} />
      {!digest.allFigures && <p style={styles.small}>{t.upgrade}</p>}
      <h2 style={{ ...styles.heading, fontSize: 18 }}>{t.reviewsTitle}</h2>
      {reviews.length === 0 && <p style={styles.paragraph}>{t.noReviews}</p>}
      {reviews.map((r, i) => (
        <div key={i}>
          <p style={{ ...styles.paragraph, margin: "0 0 4px", fontWeight: "bold" }}>
            {t.stars(r.rating)}, {r.author}
          </p>
          <Quoted text={r.quote} />
        </div>
      ))}
      {moreReviews > 0 && (
        <p style={styles.paragraph}>
          <a href={digest.pageUrl} style={styles.link}>
            {t.moreReviews(moreReviews)}
          </a>
        </p>
      )}
      <Button href={digest.insightsUrl} label={t.button} />
      <p style={styles.small}>
        <a href={digest.pageUrl} style={styles.link}>
          {t.pageLink}
        </a>
        {" · "}
        <a href={digest.stopUrl} style={styles.link}>
          {t.stop}
        </a>
      </p>
    </>,
    [
      heading,
      "",
      t.intro(coach),
      "",
      ...rows.map(([label, pair]) => `${label}: ${pair.week} (${t.weekBefore.toLowerCase()}: ${pair.before})`),
      ...(digest.allFigures ? [] : ["", t.upgrade]),
      "",
      `${t.reviewsTitle}:`,
      ...(reviewLines.length ? reviewLines : [t.noReviews]),
      ...(moreReviews > 0 ? [`${t.moreReviews(moreReviews)} ${digest.pageUrl}`] : []),
      "",
      `${t.button}: ${digest.insightsUrl}`,
      `${t.pageLink}: ${digest.pageUrl}`,
      `${t.stop}: ${digest.stopUrl}`,
    ],
    t.footer(coach),
  );
  // RFC 2369 and RFC 8058: mail programs show their own unsubscribe button, which posts
  // "List-Unsubscribe=One-Click" to this address (no page, no sign-in).
  return {
    ...rendered,
    headers: { "List-Unsubscribe": `<${digest.oneClickUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
