import { lazy, Suspense } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import type { loader as rootLoader } from "../root.tsx";
import { FEATURED_ID, FeaturedCards } from "../components/featured-cards.tsx";
import { SearchBox } from "../components/search-box.tsx";
import { buttonClass } from "../components/ui/button.tsx";
import { HOME_CATEGORY_CARDS } from "../lib/categories.ts";
import { messages } from "../lib/messages/common.ts";
import { homeTexts } from "../lib/messages/home.ts";
import { SITE_NAME, seoMeta, siteUrlFrom } from "../lib/seo.ts";
import { categoryPath } from "../lib/urls.ts";
import { homeFeaturedHtml } from "../server/coaches/home-featured.server.ts";
import { keepHtml } from "../server/kept-html.server.ts";

export const handle = { navMode: "transparent" };

export const meta: Route.MetaFunction = ({ matches }) =>
  seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: "/",
    title: homeTexts.metaTitle(SITE_NAME),
    description: homeTexts.metaDescription,
  });

export async function loader({ context }: Route.LoaderArgs) {
  // Forty cards of links: the document carries them as HTML only, not again as data.
  return { featuredHtml: keepHtml(context, FEATURED_ID, await homeFeaturedHtml()) };
}

// The first-visit redirects (docs/product.md §14) act for signed-in visitors only: nobody else loads them.
const HomeRedirects = lazy(() =>
  import("../components/home-redirects.tsx").then((module) => ({ default: module.HomeRedirects })),
);

const STEPS = [
  { icon: "icon-search", ...homeTexts.steps.search },
  { icon: "icon-message-square-text", ...homeTexts.steps.read },
  { icon: "icon-star", ...homeTexts.steps.share },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const account = useRouteLoaderData<typeof rootLoader>("root")?.account ?? null;
  return (
    <main id="main">
      {account && (
        <Suspense fallback={null}>
          <HomeRedirects account={account} />
        </Suspense>
      )}
      <section className="bg-gradient-to-br from-slate-950 via-slate-900 to-blue-950 px-4 pb-20 pt-32 text-center text-white">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{messages.heroTitle}</h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{messages.heroLead}</p>
        <div className="mt-8">
          <SearchBox large />
        </div>
      </section>

      <section aria-labelledby="how-to" className="mx-auto max-w-7xl px-4 py-16">
        <h2 id="how-to" className="text-center text-2xl font-bold">
          {homeTexts.howItWorks}
        </h2>
        <ol className="mt-8 grid gap-6 sm:grid-cols-3">
          {STEPS.map((step, i) => (
            <li key={step.title} className="rounded-xl border border-slate-200 p-6 text-center">
              <span aria-hidden="true" className={`icon ${step.icon} mx-auto block size-8 text-blue-700`} />
              <h3 className="mt-3 font-semibold">{`${i + 1}. ${step.title}`}</h3>
              <p className="mt-2 text-sm text-slate-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="categories" className="bg-slate-50 px-4 py-16">
        <div className="mx-auto max-w-7xl">
          <h2 id="categories" className="text-center text-2xl font-bold">
            {homeTexts.browseByCategory}
          </h2>
          <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6">
            {HOME_CATEGORY_CARDS.map((card) => (
              <li key={card.slug}>
                <Link to={categoryPath(card)} className={`tile ${card.tone}`}>
                  {"subtitle" in card && (
                    <span className="text-xs uppercase tracking-wide text-white/90">{card.subtitle}</span>
                  )}
                  <span className="font-semibold">{card.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <FeaturedCards html={loaderData.featuredHtml} />
      <section aria-labelledby="join" className="bg-blue-950 px-4 py-14 text-center text-white">
        <span aria-hidden="true" className="icon icon-user-check mx-auto block size-8 text-amber-400" />
        <h2 id="join" className="mt-3 text-2xl font-bold">
          {homeTexts.joinTitle}
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-slate-200">{homeTexts.joinText}</p>
        <p className="mt-4 text-sm text-slate-200">{homeTexts.joinHint}</p>
        <Link to="/signup" className={buttonClass({ variant: "accent", size: "lg", className: "mt-4 inline-block" })}>
          {homeTexts.joinButton}
        </Link>
      </section>
    </main>
  );
}
