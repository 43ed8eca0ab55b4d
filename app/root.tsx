import { use, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { messages } from "./lib/messages/common.ts";
import { errorTexts } from "./lib/messages/error-page.ts";
import { AffiliateCapture } from "./components/affiliate-capture.tsx";
import { deferred, whenDeferredHydrated } from "./components/deferred.tsx";
import { EARLY_CLICKS_SCRIPT, replayEarlyClicks } from "./components/early-clicks.ts";
import { LaterTurn } from "./components/later-turn.tsx";
import { NonceContext } from "./components/nonce-context.ts";
import { NavBar, type NavMode } from "./components/nav-bar.tsx";
import { SiteToaster } from "./components/site-toaster.tsx";
import { bannerFor } from "./server/ads/banner.server.ts";
import { readBannerPreference } from "./server/ads/banner-preference.server.ts";
import { nicheCount } from "./server/categories/category-service.server.ts";
import { pendingClaimOf } from "./server/claims/claim-service.server.ts";
import { getViewer, viewerIsAdmin } from "./server/identity/session.server.ts";
import { config } from "./server/config.server.ts";
import { explainWrongMethod } from "./server/http.server.ts";

// Below every page and read rather than used: their scripts load after the page's own (decision 0057).
const AdBanner = deferred(() => import("./components/ad-banner.tsx").then((m) => m.AdBanner));
const Footer = deferred(() => import("./components/footer.tsx").then((m) => m.Footer));
// Text and links, on the 404 page only.
const NotFound = deferred(() => import("./components/not-found.tsx").then((m) => m.NotFound));

export const middleware: Route.MiddlewareFunction[] = [({ request }, next) => explainWrongMethod(request, next)];

// A stylesheet with a precedence is a React resource: it goes into <head> before the script
// preloads, so the one render-blocking file is requested first.
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: stylesheet, precedence: "default" }];

export async function loader({ request }: Route.LoaderArgs) {
  const [niches, viewer, preference] = await Promise.all([nicheCount(), getViewer(request), readBannerPreference()]);
  // Only a new account that has not chosen its type can be waiting on a claim (home's rules need it).
  const undecided = viewer?.profile?.level === "level1" && !viewer.profile.accountType;
  const account = viewer && {
    email: viewer.email,
    level: viewer.profile?.level ?? null,
    accountType: viewer.profile?.accountType ?? null,
    affiliateId: viewer.profile?.affiliateId ?? null,
    pendingClaim: undecided ? (await pendingClaimOf(viewer.userId)) !== null : false,
    isAdmin: viewerIsAdmin(viewer),
  };
  // The year comes from the server so that the page hydrates with the same text.
  // The banner's zone follows the plan level (admins see level5's); decision 0048.
  const banner = bannerFor(viewer && { level: viewer.profile?.level ?? null }, preference.isGoogleBanner);
  return { niches, account, banner, year: new Date().getFullYear(), siteUrl: config.baseUrl };
}

/** Routes choose the bar's look with `handle: { navMode }`; dark is the default. */
function useNavMode(): NavMode {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const mode = (match.handle as { navMode?: NavMode } | undefined)?.navMode;
    if (mode) return mode;
  }
  return "dark";
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = use(NonceContext);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f172a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {/* Before the body, so that it holds a click on a button that needs script from the moment
            the button shows (early-clicks.ts). The browser hides the nonce: hydration has none. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_CLICKS_SCRIPT }} />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-slate-900 antialiased">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          {messages.skipToContent}
        </a>
        {children}
        <SiteToaster />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

function Frame({
  data,
  children,
}: {
  data: Route.ComponentProps["loaderData"] | undefined;
  children: React.ReactNode;
}) {
  const mode = useNavMode();
  useEffect(() => {
    // Marks the page as interactive, its deferred parts included: end-to-end tests wait for it
    // before using the page's script. Clicks held until then are made again now.
    void whenDeferredHydrated().then(() => {
      document.documentElement.dataset.hydrated = "true";
      replayEarlyClicks();
    });
  }, []);
  return (
    <>
      <AffiliateCapture profileHasAffiliate={Boolean(data?.account?.affiliateId)} />
      <NavBar mode={mode} account={data?.account ?? null} />
      <div className="flex-1">
        <LaterTurn>{children}</LaterTurn>
      </div>
      {data?.banner && <AdBanner {...data.banner} />}
      <LaterTurn>
        <Footer niches={data?.niches ?? 0} year={data?.year} email={data?.account?.email} />
      </LaterTurn>
    </>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <Frame data={loaderData}>
      <Outlet />
    </Frame>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const matches = useMatches();
  const data = matches[0]?.loaderData as Route.ComponentProps["loaderData"] | undefined;
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Frame data={data}>
        <NotFound />
      </Frame>
    );
  }
  // A refused request (4xx) says why; anything else is our failure and says so.
  const clientError = isRouteErrorResponse(error) && error.status < 500;
  const reason = clientError && (error.data as { message?: unknown } | null)?.message;
  return (
    <Frame data={data}>
      <main id="main" className="mx-auto max-w-3xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">
          {!clientError
            ? errorTexts.serverError
            : error.status === 403
              ? errorTexts.forbidden
              : errorTexts.requestRefused}
        </h1>
        <p className="mt-4 text-slate-600">{typeof reason === "string" ? reason : errorTexts.tryAgain}</p>
      </main>
    </Frame>
  );
}
