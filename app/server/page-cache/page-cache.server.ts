import { isbot } from "isbot";
import { onPublicChange } from "../cache/public-changes.server.ts";
import { fillGzip, fillPlain, type GzipTemplate, gzipTemplate } from "../gzip-template.server.ts";
import { newNonce } from "../security/csp.server.ts";
import { wholeResponse } from "../whole-response.server.ts";
import { type Kept, Shelf } from "./shelf.server.ts";

/** The browsing pages (home, niches, searches, coach pages: not an editor, a form or an ad) and the search API. */
const CACHEABLE =
  /^\/(?:$|category\/[^/?]+|search\/[^/?]+|coach\/[^/?]+\/(?!edit(?:$|\?))[^/?]+|api\/user\/search\/[^/?]+)(?:\?|$)/;
/** Larger answers are sent but not kept. */
const MAX_BODY = 512 * 1024;
/** The user agents of a lapsed page's background render: a page for crawlers is kept apart. */
const BOT_AGENT = "Googlebot/2.1 (page cache refresh)";
const BROWSER_AGENT = "Mozilla/5.0 (page cache refresh)";
/** Set on those background renders: no visitor asked for them (a coach page's view is not counted). */
export const RENEWAL_HEADER = "x-page-cache-renewal";

/** React Router's request handler: a request in, its response out. */
export type Render = (request: Request) => Promise<Response>;

/** What the cache needs of a request to answer it from a kept page: no Fetch Request made. `url` may be the path alone. */
export type RequestView = { method: string; url: string; header: (name: string) => string | undefined };

/** A kept page's answer, as the HTTP server writes it. */
export type KeptResponse = { status: number; headers: [string, string][]; body: Buffer };

/**
 * The cache: `render` answers every request (kept, lapsed or rendered); `kept` answers from a kept
 * page only (fresh, or lapsed while its successor renders), before the server builds a Fetch
 * Request and Response for it. A Fetch Request registers its abort signal for finalization, which
 * keeps ~11 KB of it through young garbage collections into the old space: at 9,000 kept answers a
 * second that made every collection take 7-9 ms and the answers' p99 seven times their p50
 * (decision 0079).
 */
export type PageCache = { render: Render; kept: (request: RequestView) => KeptResponse | undefined };

export type PageCacheOptions = {
  /** How long a kept page is fresh, on average; 0 turns the cache off. */
  seconds: number;
  /**
   * The site's origin, for a lapsed page's successor: kept pages are shared by every host name the
   * site is reached by (their key is the path), so the one a visitor typed never matters.
   */
  origin: string;
  /** A signed-in request, which always renders. */
  isCredentialed: (request: Pick<RequestView, "header">) => boolean;
  render: Render;
  /** The clock and the dice (tests pass their own). */
  now?: () => number;
  random?: () => number;
  /** Calls its listener after every committed change to what public pages show. */
  onChange?: (listener: () => void) => unknown;
  /** Told how each cacheable request was answered: a fresh kept page, a lapsed one, or a render. */
  onLookup?: (outcome: "hit" | "stale" | "miss") => void;
  /** Told of each answer a kept page gave, with its status (a view of a coach page counts there). */
  onKeptAnswer?: (request: RequestView, status: number) => void;
  /** The shelves' byte budgets. */
  pageBytes?: number;
  missingBytes?: number;
};

/**
 * Keeps what signed-out visitors get for a few seconds (micro-caching): the home, niche, search
 * and coach pages and the search API are the same for every signed-out visitor, and most of their
 * cost is the render. Not-found pages too, on a shelf of their own, so that requests for made-up
 * addresses never push real pages out. A committed change to what public pages show empties both,
 * in every process (`onPublicChange`); a refused or failed request empties nothing. A kept page is
 * compressed once (gzip, around its nonce) and each answer gets a fresh CSP nonce.
 *
 * It sits around React Router's request handler, Request in and Response out (the seam: server.ts
 * hands it every request that reaches React Router, after compression is set up, and compression
 * leaves a kept page's gzip as it is). A page being kept is read from one branch of its body
 * while the visitor streams the other.
 *
 * Lifetimes vary by a quarter either way, so pages kept together do not lapse together. A lapsed
 * page is served for as long again while its successor renders in the background, one successor
 * at a time (a render that stalls holds the others back no longer than the statement timeout).
 * Requests for a page nobody has kept wait for the render under way rather than start their own:
 * one render per page at a time (decision 0061).
 */
export function pageCache(options: PageCacheOptions): PageCache {
  const { seconds, origin, isCredentialed, render, onLookup = () => {}, onKeptAnswer = () => {} } = options;
  const now = options.now ?? Date.now;
  const random = options.random ?? Math.random;
  const { lookup, put, clear } = shelves(options, now);
  /** The render under way for each key, settled once it is kept (or not). */
  const rendering = new Map<string, Promise<void>>();
  // Counts the changes: a render that began before one is not kept.
  let generation = 0;
  (options.onChange ?? onPublicChange)(() => {
    generation++;
    clear();
  });

  const keepFor = (key: string, kept: KeptAnswer, body: Buffer, template: GzipTemplate) =>
    put(key, keptEntry(kept, body, template, now(), seconds * 1000 * (0.75 + random() * 0.5)));
  const { renderAndKeep, renew } = keepingRenders(render, rendering, () => generation, keepFor);

  const placeOf = (request: RequestView) =>
    seconds > 0 && !isCredentialed(request) ? placeOfPage(request) : undefined;

  /** A kept page's answer; a lapsed one is served as it is while its successor renders in the background. */
  const answerFromShelf = (request: RequestView, place: Place, kept: Kept) => {
    const lapsed = kept.expires <= now();
    onLookup(lapsed ? "stale" : "hit");
    if (lapsed && !rendering.has(place.key)) renew(place, new URL(request.url, origin).href);
    onKeptAnswer(request, kept.status);
    return keptResponse(kept, request.header("accept-encoding"));
  };

  const fromShelf = (request: RequestView) => {
    const place = placeOf(request);
    const kept = place && lookup(place.key, place.browsing);
    return kept ? answerFromShelf(request, place, kept) : undefined;
  };

  const answer: Render = async (request) => {
    const view = viewOf(request);
    const place = placeOf(view);
    if (!place) return render(request);
    const kept = lookup(place.key, place.browsing);
    if (kept) return whole(answerFromShelf(view, place, kept));
    onLookup("miss");
    const underway = rendering.get(place.key);
    if (!underway) return renderAndKeep(request, place.key, place.browsing);
    await underway;
    const rendered = lookup(place.key, place.browsing);
    if (!rendered) return render(request);
    onKeptAnswer(view, rendered.status);
    return whole(keptResponse(rendered, view.header("accept-encoding")));
  };
  return { render: answer, kept: fromShelf };
}

type KeptAnswer = Pick<Kept, "status" | "headers" | "nonce">;

/**
 * Renders whose answers are kept (`keepFor`) when they may be: one per key at a time (`rendering`),
 * none kept when a change (`changes` counts them) came while it was under way.
 */
function keepingRenders(
  render: Render,
  rendering: Map<string, Promise<void>>,
  changes: () => number,
  keepFor: (key: string, kept: KeptAnswer, body: Buffer, template: GzipTemplate) => void,
) {
  const keep = async (key: string, body: Buffer, kept: KeptAnswer, began: number) => {
    const template = await gzipTemplate(body, kept.nonce ? Buffer.from(kept.nonce) : undefined);
    if (template && changes() === began) keepFor(key, kept, body, template);
  };

  /** Renders the request and keeps its answer for the key when it may be kept. */
  const renderAndKeep = async (
    request: Request,
    key: string,
    browsing: boolean,
    settle = renderUnderway(rendering, key),
  ): Promise<Response> => {
    const began = changes();
    const response = await render(request).catch((error: unknown) => {
      settle();
      throw error;
    });
    const kept = keepable(response, browsing);
    if (!kept || !response.body) {
      settle();
      return response;
    }
    const keepBody = (body: Buffer) => (changes() === began ? keep(key, body, kept, began) : undefined);
    return withKeptCopy(response, response.body, keepBody, settle);
  };

  // A lapsed page's successor, kept in the background in turn (see oneAtATime); its answer dropped.
  const inTurn = oneAtATime();
  const renew = ({ key, browsing, bot }: Place, url: string) => {
    const settle = renderUnderway(rendering, key);
    const successor = successorRequest(url, bot);
    inTurn(() => renderAndKeep(successor, key, browsing, settle).then((response) => response.body?.cancel()));
  };
  return { renderAndKeep, renew };
}

/** A render's answer as kept at `at` for `lifetime` ms, served lapsed for as long again. */
const keptEntry = (kept: KeptAnswer, body: Buffer, template: GzipTemplate, at: number, lifetime: number): Kept => ({
  ...kept,
  template,
  bytes: body.length + template.compressed.reduce((sum, part) => sum + part.length, 0),
  expires: at + lifetime,
  staleUntil: at + 2 * lifetime,
});

const viewOf = (request: Request): RequestView => ({
  method: request.method,
  url: request.url,
  header: (name) => request.headers.get(name) ?? undefined,
});

/**
 * The response with a copy of its body read for keeping, then `settle`d; a page that cannot be
 * compressed, or is too large, is simply not kept: the next visitor gets a render.
 */
function withKeptCopy(
  response: Response,
  body: ReadableStream<Uint8Array>,
  keepBody: (body: Buffer) => Promise<void> | undefined,
  settle: () => void,
): Response {
  const [sent, copy] = body.tee();
  void readUpTo(copy, MAX_BODY)
    .then((read) => (read ? keepBody(read) : undefined))
    .catch(() => undefined)
    .finally(settle);
  return new Response(sent, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * Runs each task given once the one before has settled (a failed one is dropped): for successors,
 * whose renders' work back to back on the event loop held every answer behind them.
 */
function oneAtATime(): (task: () => Promise<unknown>) => void {
  let last: Promise<unknown> = Promise.resolve();
  return (task) => {
    last = last.then(task).catch(() => undefined);
  };
}

/** Marks a render under way for the key (others wait for it); the function returned settles it. */
function renderUnderway(rendering: Map<string, Promise<void>>, key: string): () => void {
  const { promise: done, resolve } = Promise.withResolvers<void>();
  rendering.set(key, done);
  return () => {
    if (rendering.get(key) === done) rendering.delete(key);
    resolve();
  };
}

/** Where a GET's page is kept: its key, whether it is a browsing page, whether a crawler asks. */
type Place = { key: string; browsing: boolean; bot: boolean };

function placeOfPage(request: RequestView): Place | undefined {
  if (request.method !== "GET") return undefined;
  const url = new URL(request.url, "http://site");
  const path = `${url.pathname}${url.search}`;
  const bot = isbot(request.header("user-agent") ?? "");
  // Crawlers get the whole document at once, browsers a stream (entry.server.tsx): kept apart.
  return { key: `${bot ? "bot" : "browser"} ${path}`, browsing: CACHEABLE.test(path), bot };
}

/** The request that renders a lapsed page's successor: as a crawler's or a browser's, uncompressed. */
const successorRequest = (url: string, bot: boolean) =>
  new Request(url, {
    headers: { "user-agent": bot ? BOT_AGENT : BROWSER_AGENT, "accept-encoding": "identity", [RENEWAL_HEADER]: "1" },
  });

/** The pages' shelf and, apart, the not-found pages' (made-up addresses never push pages out). */
function shelves(options: Pick<PageCacheOptions, "pageBytes" | "missingBytes">, now: () => number) {
  const pages = new Shelf(options.pageBytes ?? 64 * 1024 * 1024, now);
  const missing = new Shelf(options.missingBytes ?? 4 * 1024 * 1024, now);
  return {
    lookup: (key: string, browsing: boolean) => (browsing ? pages.get(key) : undefined) ?? missing.get(key),
    put: (key: string, kept: Kept) => (kept.status === 404 ? missing : pages).put(key, kept),
    clear: () => {
      pages.clear();
      missing.clear();
    },
  };
}

/**
 * What of a response may be kept, before its body is read: a 200 page with its nonce or a 200
 * JSON answer for an address that may be kept, or any address's 404 page; never one that sets a
 * cookie. Its headers without its length and encoding, which a kept answer sets anew.
 */
function keepable(response: Response, browsing: boolean): KeptAnswer | undefined {
  const type = response.headers.get("content-type") ?? "";
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  const page = type.startsWith("text/html") && nonce !== undefined;
  const ok =
    (response.status === 200 && browsing && (page || type.startsWith("application/json"))) ||
    (response.status === 404 && page);
  if (!ok || response.headers.has("set-cookie")) return undefined;
  const headers = [...response.headers].filter(([name]) => name !== "content-length" && name !== "content-encoding");
  return { status: response.status, headers, ...(page ? { nonce } : {}) };
}

/** The whole body, or undefined once it is larger than `max` bytes. */
async function readUpTo(body: ReadableStream<Uint8Array>, max: number): Promise<Buffer | undefined> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.length;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}

/** A kept answer with a fresh nonce, gzipped when the visitor takes gzip. */
function keptResponse(kept: Kept, acceptEncoding: string | undefined): KeptResponse {
  const nonce = kept.nonce ? newNonce() : "";
  const headers: [string, string][] = [];
  for (const [name, value] of kept.headers) {
    const fresh = name === "content-security-policy" && kept.nonce;
    headers.push([name, fresh ? value.replaceAll(kept.nonce as string, nonce) : value]);
  }
  const gzip = /\bgzip\b/.test(acceptEncoding ?? "");
  const body = gzip ? fillGzip(kept.template, Buffer.from(nonce)) : fillPlain(kept.template, Buffer.from(nonce));
  if (gzip) headers.push(["Content-Encoding", "gzip"]);
  headers.push(["Vary", "Accept-Encoding"], ["Content-Length", String(body.length)], ["X-Page-Cache", "hit"]);
  return { status: kept.status, headers, body };
}

const whole = ({ status, headers, body }: KeptResponse): Response => wholeResponse(body, { status, headers });
