import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { isbot } from "isbot";
import { onPublicChange } from "./cache/public-changes.server.ts";
import { fillGzip, fillPlain, type GzipTemplate, gzipTemplate } from "./gzip-template.server.ts";
import { newNonce } from "./security/csp.server.ts";

/** A response as sent to a signed-out visitor, compressed once around its CSP nonce. */
type Entry = {
  status: number;
  headers: Record<string, string | string[]>;
  template: GzipTemplate;
  /** The nonce the render used, also in the policy header; none for an API answer. */
  nonce?: string;
  bytes: number;
  /** Fresh until then; after it, served while one request renders the new copy, until `staleUntil`. */
  expires: number;
  staleUntil: number;
};

/** The browsing pages (home, niches, searches, coach pages: not an editor, a form or an ad) and the search API. */
const CACHEABLE =
  /^\/(?:$|category\/[^/?]+|search\/[^/?]+|coach\/[^/?]+\/(?!edit(?:$|\?))[^/?]+|api\/user\/search\/[^/?]+)(?:\?|$)/;
/** Larger answers are sent but not kept. */
const MAX_BODY = 512 * 1024;

type Request = IncomingMessage & { method?: string; originalUrl?: string };
type Next = (error?: unknown) => void;

/** Entries under a byte budget, the oldest going first. */
class Shelf {
  private entries = new Map<string, Entry>();
  private bytes = 0;
  private readonly maxBytes: number;
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }
  /** The entry, fresh or stale; none once it is past `staleUntil`. */
  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.staleUntil > Date.now()) return entry;
    this.forget(key);
    return undefined;
  }
  put(key: string, entry: Entry) {
    this.forget(key);
    while (this.entries.size > 0 && this.bytes + entry.bytes > this.maxBytes) {
      this.forget(this.entries.keys().next().value as string);
    }
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
  }
  clear() {
    this.entries.clear();
    this.bytes = 0;
  }
  private forget(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }
}

/**
 * Keeps what signed-out visitors get for a few seconds (micro-caching): the home, niche, search
 * and coach pages and the search API are the same for every signed-out visitor, and most of their
 * cost is the render. Not-found pages too, on a shelf of their own, so that requests for made-up
 * addresses never push real pages out. A committed change to what public pages show empties both,
 * in every process (`onPublicChange`); a refused or failed request empties nothing. A kept page is
 * compressed once (gzip, around its nonce) and each answer gets a fresh CSP nonce.
 *
 * Lifetimes vary by a quarter either way, so pages kept together do not lapse together. A lapsed
 * page is served for as long again while its successor renders in the background: `refresh`
 * sends the server a request of its own for it, marked by a header with this process's token,
 * which renders and is kept. Requests for a page nobody has kept wait for the render under way
 * rather than start their own: one render per page at a time (decision 0061). `isCredentialed`
 * tells a signed-in request, which always renders.
 */
export function anonymousPageCache(
  seconds: number,
  isCredentialed: (req: Request) => boolean,
  refresh: (path: string, headers: Record<string, string>) => Promise<unknown>,
) {
  const pages = new Shelf(64 * 1024 * 1024);
  const missing = new Shelf(4 * 1024 * 1024);
  /** The render under way for each key, settled once it is kept (or not). */
  const rendering = new Map<string, { done: Promise<void>; settle: () => void }>();
  const token = randomBytes(16).toString("hex");
  // Counts the changes: a render that began before one is not kept.
  let generation = 0;
  onPublicChange(() => {
    generation++;
    pages.clear();
    missing.clear();
  });
  const lookup = (key: string, browsing: boolean) => (browsing ? pages.get(key) : undefined) ?? missing.get(key);
  /** Marks the key as rendering; the render calls `settle` once it is kept, or not. */
  const begin = (key: string) => {
    let resolve = () => {};
    const done = new Promise<void>((r) => {
      resolve = r;
    });
    const render = {
      done,
      settle: () => {
        if (rendering.get(key) === render) rendering.delete(key);
        resolve();
      },
    };
    rendering.set(key, render);
    return render;
  };

  return async (req: Request, res: ServerResponse, next: Next) => {
    if (seconds <= 0 || req.method !== "GET" || isCredentialed(req)) return next();
    const url = req.originalUrl ?? req.url ?? "";
    const browsing = CACHEABLE.test(url);
    const bot = isbot(req.headers["user-agent"] ?? "");
    // Crawlers get the whole document at once, browsers a stream (entry.server.tsx): kept apart.
    const key = `${bot ? "bot" : "browser"} ${url}`;
    const renewing = req.headers[REFRESH_HEADER] === token;
    let render = renewing ? rendering.get(key) : undefined;
    if (!renewing) {
      let kept = lookup(key, browsing);
      if (kept && kept.expires > Date.now()) return sendKept(req, res, kept);
      const underway = rendering.get(key);
      if (kept) {
        // Lapsed: served as it is, while its successor renders in the background.
        if (!underway) {
          const started = begin(key);
          refresh(url, { [REFRESH_HEADER]: token, "user-agent": bot ? BOT_AGENT : BROWSER_AGENT }).catch(
            started.settle,
          );
        }
        return sendKept(req, res, kept);
      }
      if (underway) {
        await underway.done;
        kept = lookup(key, browsing);
        if (kept) return sendKept(req, res, kept);
        return next();
      }
    }
    render ??= begin(key);
    const began = generation;
    keepWhenDone(
      res,
      browsing,
      async (body, entry) => {
        const shelf = entry.status === 404 ? missing : pages;
        const template = await gzipTemplate(body, entry.nonce ? Buffer.from(entry.nonce) : undefined);
        if (!template || generation !== began) return;
        const bytes = body.length + template.compressed.reduce((sum, part) => sum + part.length, 0);
        const lifetime = seconds * 1000 * (0.75 + Math.random() * 0.5);
        const now = Date.now();
        shelf.put(key, { ...entry, template, bytes, expires: now + lifetime, staleUntil: now + 2 * lifetime });
      },
      render.settle,
    );
    next();
  };
}

/** Marks the server's own request for a lapsed page's successor. */
const REFRESH_HEADER = "x-page-cache-refresh";
/** The user agents of a refresh: a page for crawlers is kept apart from one for browsers. */
const BOT_AGENT = "Googlebot/2.1 (page cache refresh)";
const BROWSER_AGENT = "Mozilla/5.0 (page cache refresh)";

function sendKept(req: Request, res: ServerResponse, kept: Entry) {
  const nonce = kept.nonce ? newNonce() : "";
  for (const [name, value] of Object.entries(kept.headers)) {
    const fresh = name === "content-security-policy" && kept.nonce;
    res.setHeader(name, fresh ? String(value).replaceAll(kept.nonce as string, nonce) : value);
  }
  const gzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  const body = gzip ? fillGzip(kept.template, Buffer.from(nonce)) : fillPlain(kept.template, Buffer.from(nonce));
  if (gzip) res.setHeader("Content-Encoding", "gzip");
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("Content-Length", body.length);
  res.setHeader("X-Page-Cache", "hit");
  res.statusCode = kept.status;
  res.end(body);
}

type Kept = Omit<Entry, "template" | "bytes" | "expires" | "staleUntil">;

/**
 * Collects what the response writes and keeps it if it is complete and sets no cookie: a 200
 * page with its nonce or a 200 JSON answer for an address that may be kept, or a 404 page.
 * `settled` is called once either way, after the keeping (or when the response closes unfinished).
 */
function keepWhenDone(
  res: ServerResponse,
  browsing: boolean,
  keep: (body: Buffer, entry: Kept) => Promise<void>,
  settled: () => void,
) {
  let keeping = false;
  res.once("close", () => {
    if (!keeping) settled();
  });
  const chunks: Buffer[] = [];
  let size = 0;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const collect = (chunk: unknown) => {
    if (chunk === undefined || typeof chunk === "function" || size > MAX_BODY) return;
    // Any address's 404 may be kept, nothing else of an address outside the list: its answers
    // (API lists, the sitemap, forms) are not copied. The status is set before the first write.
    if (!browsing && res.statusCode !== 404) return;
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string | Uint8Array);
    size += buffer.length;
    chunks.push(buffer);
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk);
    return write(chunk, ...rest);
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    collect(chunk);
    const headers = res.getHeaders() as Record<string, string | string[]>;
    const type = String(headers["content-type"] ?? "");
    const nonce = /'nonce-([^']+)'/.exec(String(headers["content-security-policy"] ?? ""))?.[1];
    const page = type.startsWith("text/html") && nonce !== undefined;
    const keepable =
      (res.statusCode === 200 && browsing && (page || type.startsWith("application/json"))) ||
      (res.statusCode === 404 && page);
    if (keepable && !headers["set-cookie"] && size <= MAX_BODY) {
      const { "content-length": _length, "content-encoding": _encoding, ...kept } = headers;
      // A page that cannot be compressed is simply not kept: the next visitor gets a render.
      keeping = true;
      void keep(Buffer.concat(chunks), { status: res.statusCode, headers: kept, ...(page ? { nonce } : {}) })
        .catch(() => undefined)
        .finally(settled);
    }
    return end(chunk, ...rest);
  }) as typeof res.end;
}
