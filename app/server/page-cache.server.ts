import type { IncomingMessage, ServerResponse } from "node:http";
import { isbot } from "isbot";
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
  expires: number;
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
  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expires > Date.now()) return entry;
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
 * addresses never push real pages out. Every request that may write (any method but GET and HEAD)
 * empties both when it ends, so this process shows a change at once; another process within
 * `seconds`. A kept page is compressed once (gzip, around its nonce) and each answer gets a fresh
 * CSP nonce. `isCredentialed` tells a signed-in request, which always renders.
 */
export function anonymousPageCache(seconds: number, isCredentialed: (req: Request) => boolean) {
  const pages = new Shelf(64 * 1024 * 1024);
  const missing = new Shelf(4 * 1024 * 1024);
  // Counts the writes: a render that began before one is not kept.
  let generation = 0;
  return (req: Request, res: ServerResponse, next: Next) => {
    const method = req.method ?? "GET";
    if (method !== "GET" && method !== "HEAD") {
      res.on("finish", () => {
        generation++;
        pages.clear();
        missing.clear();
      });
      return next();
    }
    if (seconds <= 0 || method !== "GET" || isCredentialed(req)) return next();
    const url = req.originalUrl ?? req.url ?? "";
    const browsing = CACHEABLE.test(url);
    // Crawlers get the whole document at once, browsers a stream (entry.server.tsx): kept apart.
    const key = `${isbot(req.headers["user-agent"] ?? "") ? "bot" : "browser"} ${url}`;
    const kept = (browsing ? pages.get(key) : undefined) ?? missing.get(key);
    if (kept) return sendKept(req, res, kept);
    const began = generation;
    keepWhenDone(res, browsing, async (body, entry) => {
      const shelf = entry.status === 404 ? missing : pages;
      // Renders that ran side by side: the first one kept stays until it expires.
      if (shelf.get(key)) return;
      const template = await gzipTemplate(body, entry.nonce ? Buffer.from(entry.nonce) : undefined);
      if (!template || generation !== began || shelf.get(key)) return;
      const bytes = body.length + template.compressed.reduce((sum, part) => sum + part.length, 0);
      shelf.put(key, {
        ...entry,
        template,
        bytes,
        expires: Date.now() + seconds * 1000,
      });
    });
    next();
  };
}

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

type Kept = Omit<Entry, "template" | "bytes" | "expires">;

/**
 * Collects what the response writes and keeps it if it is complete and sets no cookie: a 200
 * page with its nonce or a 200 JSON answer for an address that may be kept, or a 404 page.
 */
function keepWhenDone(res: ServerResponse, browsing: boolean, keep: (body: Buffer, entry: Kept) => Promise<void>) {
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
      void keep(Buffer.concat(chunks), { status: res.statusCode, headers: kept, ...(page ? { nonce } : {}) }).catch(
        () => undefined,
      );
    }
    return end(chunk, ...rest);
  }) as typeof res.end;
}
