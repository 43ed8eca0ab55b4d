import { Link } from "react-router";
import type { Route } from "./+types/how-scores-work";
import { scoreTexts as t } from "../lib/messages/score.ts";
import { PRIOR_MEAN, PRIOR_WEIGHT, score } from "../lib/score.ts";
import { SITE_NAME, seoMeta, siteUrlFrom } from "../lib/seo.ts";
import { coachPath } from "../lib/urls.ts";
import { scoreExample } from "../server/reviews/review-service.server.ts";
import { burstThresholds } from "../server/reviews/burst-guard.server.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: "/how-scores-work",
    title: `${t.metaTitle} | ${SITE_NAME}`,
    description: t.metaDescription,
  });

export async function loader() {
  return { example: await scoreExample(), burst: burstThresholds() };
}

/** Numbers as the example writes them: at most 4 decimals, no trailing zeros. */
const show = (n: number) => String(Math.round(n * 10_000) / 10_000);

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The score formula (decision 0005) with a worked example from a real coach (issue 15). */
export default function HowScoresWork({ loaderData }: Route.ComponentProps) {
  const { example, burst } = loaderData;
  const bayesian = example ? (PRIOR_WEIGHT * PRIOR_MEAN + example.ratingSum) / (PRIOR_WEIGHT + example.reviewCount) : 0;
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 px-4 py-12 leading-relaxed text-slate-800">
      <h1 className="text-3xl font-bold text-slate-900">{t.title}</h1>
      <p className="text-lg">{t.intro}</p>
      <Section id="why" title={t.whyTitle}>
        <p className="mt-2">{t.why(PRIOR_WEIGHT, PRIOR_MEAN)}</p>
      </Section>
      <Section id="formula" title={t.formulaTitle}>
        <p className="mt-2 overflow-x-auto rounded-md bg-slate-100 px-4 py-3 font-mono text-sm">
          {t.formula(PRIOR_WEIGHT, PRIOR_MEAN)}
        </p>
        <p className="mt-2">{t.formulaNote}</p>
      </Section>
      <Section id="example" title={t.exampleTitle}>
        {example ? (
          <div className="mt-2 space-y-1">
            <p>{t.exampleIntro(example.fullName)}</p>
            <p>{t.exampleReviews(example.reviewCount, show(example.ratingSum))}</p>
            <p>
              {t.exampleAverage(PRIOR_WEIGHT, PRIOR_MEAN, show(example.ratingSum), example.reviewCount, show(bayesian))}
            </p>
            <p>
              {t.exampleScore(
                show(bayesian),
                show(((bayesian - 1) / 4) * 100),
                score(example.reviewCount, example.ratingSum),
              )}
            </p>
            <p>
              {t.exampleCheck}{" "}
              <Link
                to={coachPath({ _id: example.id, fullName: example.fullName })}
                className="font-semibold text-blue-700 underline"
              >
                {example.fullName}
              </Link>
            </p>
          </div>
        ) : (
          <p className="mt-2">{t.noExample}</p>
        )}
      </Section>
      <Section id="removed" title={t.removedTitle}>
        <p className="mt-2">
          {t.removedStart}
          <Link to="/transparency" className="font-semibold text-blue-700 underline">
            {t.removedLink}
          </Link>
          {t.removedEnd}
        </p>
      </Section>
      <Section id="invited" title={t.invitedTitle}>
        <p className="mt-2">{t.invited}</p>
      </Section>
      <Section id="held" title={t.heldTitle}>
        <p className="mt-2">{t.held(burst)}</p>
      </Section>
    </main>
  );
}
