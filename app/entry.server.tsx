import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, isRouteErrorResponse, type RouterContextProvider, ServerRouter } from "react-router";
import { startPublicChangeFeed, stopPublicChangeFeed } from "./server/cache/public-changes.server.ts";
import { getDb, startDatabase, stopDatabase } from "./server/db/database.server.ts";
import { startInsightFlushes, stopInsightFlushes } from "./server/insights/insight-counters.server.ts";
import { startJobs, stopJobs } from "./server/jobs/site-jobs.server.ts";
import { config } from "./server/config.server.ts";
import { logger, redactUrl } from "./server/logger.server.ts";
import { photoStorage } from "./server/media/photo-storage.server.ts";
import { enabledSocialProviders } from "./server/identity/social-providers.server.ts";
import { templateOrigin } from "./server/ads/banner.server.ts";
import { KeptHtmlContext } from "./components/kept-html.tsx";
import { NonceContext } from "./components/nonce-context.ts";
import { NextTurnContext } from "./components/later-turn.tsx";
import { NAV_MENUS_ID } from "./components/nav-menu-panel.tsx";
import { navigationMenusHtml } from "./server/categories/navigation-menus.server.tsx";
import { keptHtmlOf } from "./server/kept-html.server.ts";
import { wholeResponse } from "./server/whole-response.server.ts";
import { RENEWAL_HEADER } from "./server/page-cache/page-cache.server.ts";
import { contentSecurityPolicy, newNonce, originsOf, reportingEndpoints } from "./server/security/csp.server.ts";
import { seedDemoIfEmpty } from "./server/seed/demo.server.ts";
import { seedReferenceData } from "./server/seed/reference-data.server.ts";

// What server.ts needs from the build, so the server and the pages share one module instance.
export { config } from "./server/config.server.ts";
export { apiErrors } from "./lib/messages/api-errors.ts";
export { markShuttingDown, readiness } from "./server/health.server.ts";
export {
  countPageCacheLookup,
  countRequest,
  mayReadMetrics,
  metricsText,
  routeLabeler,
} from "./server/metrics.server.ts";
export { logger, requestLogOptions } from "./server/logger.server.ts";
export { isLoopback } from "./server/security/loopback.server.ts";
export { pageCache } from "./server/page-cache/page-cache.server.ts";
export { routeReads } from "./server/db/read-routing.server.ts";
export { expressHandler } from "./server/router-handler.server.ts";
export { loadContextFor } from "./server/kept-html.server.ts";
export { isCredentialed, refuseRequest } from "./server/security/request-guard.server.ts";
export { answerSignedOutEvents } from "./server/insights/signed-out-events.server.ts";
export { countKeptPageView } from "./server/insights/page-views.server.ts";

/** Social sign-in answers our form with a redirect to the provider, which form-action must allow. */
const formTargets = originsOf([
  ...(enabledSocialProviders().includes("google") ? [config.GOOGLE_DISCOVERY_URL] : []),
  ...(enabledSocialProviders().includes("facebook") ? [config.FACEBOOK_AUTHORIZATION_URL] : []),
]);

/** The ad server's frame and narrow image, when they are not our own house ads (decision 0048). */
const adFrameOrigin = templateOrigin(config.AD_FRAME_URL);
const adImageOrigin = templateOrigin(config.AD_NARROW_IMAGE_URL);

/** Photos in S3 are served from their own base URL (a CDN or the bucket), and the ad server's narrow image. */
const imageOrigins = [
  ...originsOf(config.S3_BUCKET && config.S3_PUBLIC_URL ? [config.S3_PUBLIC_URL] : []),
  ...(adImageOrigin ? [adImageOrigin] : []),
];

export const streamTimeout = 5_000;

/** The event loop's next turn: what waits meanwhile (kept answers, other requests) goes first. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Called once by server.ts before it listens: opens, migrates and (for demos) fills the database. */
export async function startup(): Promise<void> {
  // Migrations, reference data and the demo data, once across processes started together.
  await startDatabase(async () => {
    await seedReferenceData(getDb());
    if (config.DEMO_DATA === "1") await seedDemoIfEmpty();
  });
  // Committed changes to what public pages show empty the page cache, in every process.
  await startPublicChangeFeed();
  photoStorage(); // says once, at start, where photos go (local disk without S3_BUCKET)
  // Periodic and deferred work (contact retries, the daily clean-up, the photo sweep, mails).
  await startJobs();
  // This process's coach insight counts, added to the daily table every few seconds (decision 0076).
  startInsightFlushes();
}

/** Called by server.ts on SIGTERM/SIGINT after the HTTP server stopped accepting requests. */
export async function shutdown(): Promise<void> {
  await stopJobs(config.SHUTDOWN_GRACE_SECONDS);
  await stopPublicChangeFeed();
  // What was counted since the last flush, while the database is still open.
  await stopInsightFlushes();
  await stopDatabase();
}

/**
 * The page's tree: the nonce (the root layout's own inline script carries it too, early-clicks.ts),
 * the kept HTML of its parts, and for a lapsed page's successor, which no visitor waits for, the
 * event loop's turns to render in parts between (LaterTurn).
 */
function Page(props: { request: Request; routerContext: EntryContext; kept: Record<string, string>; nonce: string }) {
  const { request, routerContext, kept, nonce } = props;
  return (
    <NonceContext value={nonce}>
      <KeptHtmlContext value={kept}>
        <NextTurnContext value={request.headers.has(RENEWAL_HEADER) ? nextTurn : null}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </NextTurnContext>
      </KeptHtmlContext>
    </NonceContext>
  );
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = newNonce();
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy({
      nonce,
      dev: import.meta.env.DEV,
      https: config.baseUrl.startsWith("https:"),
      formTargets,
      imageOrigins,
      adFrameOrigins: adFrameOrigin ? [adFrameOrigin] : [],
    }),
  );
  responseHeaders.set("Reporting-Endpoints", reportingEndpoints(config.baseUrl));
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Without the database (an error page) the bar still shows, without its niche menus.
  const navMenus = await navigationMenusHtml().catch(() => "");
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <Page
        request={request}
        routerContext={routerContext}
        kept={{ ...keptHtmlOf(loadContext), [NAV_MENUS_ID]: navMenus }}
        nonce={nonce}
      />,
      {
        nonce,
        // A part that finished rendering goes into the HTML where it stands. By default React sends
        // those past the first 12.8 KB after the rest with a script that moves them in, so the
        // browser may paint the page without them and then shift it (the deferred parts of
        // decision 0057 are such Suspense boundaries).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        // The whole document in one buffer, written at once: React writes a page in hundreds of
        // small chunks, and sending each one cost an eighth of a rendered page's CPU (issue 24's
        // profile). Nothing is gained by streaming: every part renders in the same pass
        // (progressiveChunkSize above), and crawlers need the complete document anyway.
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              const html = Buffer.concat(chunks);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              responseHeaders.set("Content-Length", String(html.length));
              resolve(wholeResponse(html, { headers: responseHeaders, status: responseStatusCode }));
              callback();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        // An error in the shell rejects (onShellError); one inside a Suspense boundary leaves its
        // fallback in the page, which the browser renders again, as a streamed page did.
        onError(error: unknown) {
          if (shellRendered) logger.error({ err: error }, "render error");
        },
      },
    );
  });
}

/** A client's mistake (a 4xx such as a wrong method) is a warning; only our own failures are errors. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  const url = redactUrl(request.url);
  if (isRouteErrorResponse(error) && error.status < 500) logger.warn({ status: error.status, url }, error.statusText);
  else logger.error({ err: error, url }, "request failed");
}
