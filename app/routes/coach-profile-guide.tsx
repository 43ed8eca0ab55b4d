import { Link } from "react-router";
import type { Route } from "./+types/coach-profile-guide";
import { buttonClass } from "../components/ui/button.tsx";
import { guideTexts } from "../lib/messages/guide.ts";
import { SITE_NAME, seoMeta, siteUrlFrom } from "../lib/seo.ts";

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: "/coach-profile-guide",
    title: `${guideTexts.metaTitle} | ${SITE_NAME}`,
    description: guideTexts.metaDescription,
  });

/** The free guide the claim screen recommends (docs/product.md §17: the free guide among its tips). */
export default function CoachProfileGuide() {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-12 text-slate-800">
      <h1 className="text-3xl font-bold text-slate-900">{guideTexts.title}</h1>
      <p className="mt-4 text-lg leading-relaxed">{guideTexts.intro}</p>
      <ol className="mt-8 space-y-6">
        {guideTexts.steps.map((step, i) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-700 font-bold text-white"
            >
              {i + 1}
            </span>
            <div>
              <h2 className="text-lg font-semibold text-slate-900">{step.title}</h2>
              <p className="mt-1 leading-relaxed">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <p className="mt-8 leading-relaxed">{guideTexts.closing}</p>
      <p className="mt-6 flex flex-wrap gap-4">
        <Link to="/profileForm" className={buttonClass({ size: "lg" })}>
          {guideTexts.editProfile}
        </Link>
        <Link to="/" className={buttonClass({ variant: "secondary", size: "lg" })}>
          {guideTexts.findProfile}
        </Link>
      </p>
    </main>
  );
}
