import type { IncomingMessage, ServerResponse } from "node:http";
import { isbot } from "isbot";
import { newNonce } from "./security/csp.server.ts";

/** A rendered page as sent to a signed-out visitor. */
type Entry = { body: string; headers: Record<string, string | string[]>; nonce: string; expires: number };

/** All kept pages together stay under this many bytes: the oldest go first. */
const MAX_BYTES = 64 * 1024 * 1024;
/** The browsing pages: home, niches, searches and coach pages (not an editor, a form or an ad). */
const CACHEABLE = /^\/(?:$|category\/[^/?]+|search\/[^/?]+|coach\/[^/?]+\/(?!edit(?:$|\?))[^/?]+)(?:\?|$)/;
/** Larger pages are sent but not kept. */
const MAX_BODY = 512 * 1024;

type Request = IncomingMessage & { method?: string; originalUrl?: string };
type Next = (error?: unknown) => void;

/**
 * Keeps the pages signed-out visitors get for a few seconds (micro-caching): the home, niche,
 * search and coach pages are the same for every signed-out visitor, and most of their cost is
 * the render. Every request that may write (any method but GET and HEAD) empties it when it ends,
 * so this process shows a change at once; another process within `seconds`. Each answer gets a
 * fresh CSP nonce. `isCredentialed` tells a signed-in request, which always renders.
 */
export function anonymousPageCache(seconds: number, isCredentialed: (req: Request) => boolean) {
  const pages = new Map<string, Entry>();
  let bytes = 0;
  const forget = (key: string) => {
    const entry = pages.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    pages.delete(key);
  };
  return (req: Request, res: ServerResponse, next: Next) => {
    const method = req.method ?? "GET";
    if (method !== "GET" && method !== "HEAD") {
      res.on("finish", () => {
        pages.clear();
        bytes = 0;
      });
      return next();
    }
    const url = req.originalUrl ?? req.url ?? "";
    if (seconds <= 0 || method !== "GET" || !CACHEABLE.test(url) || isCredentialed(req)) return next();
    // Crawlers get the whole document at once, browsers a stream (entry.server.tsx): kept apart.
    const key = `${isbot(req.headers["user-agent"] ?? "") ? "bot" : "browser"} ${url}`;
    const kept = pages.get(key);
    if (kept && kept.expires > Date.now()) return sendKept(res, kept);
    forget(key);
    keepWhenDone(res, (entry) => {
      forget(key);
      while (pages.size > 0 && bytes + entry.body.length > MAX_BYTES) forget(pages.keys().next().value as string);
      pages.set(key, { ...entry, expires: Date.now() + seconds * 1000 });
      bytes += entry.body.length;
    });
    next();
  };
}

function sendKept(res: ServerResponse, kept: Entry) {
  const nonce = newNonce();
  for (const [name, value] of Object.entries(kept.headers)) {
    res.setHeader(name, name === "content-security-policy" ? String(value).replaceAll(kept.nonce, nonce) : value);
  }
  res.setHeader("X-Page-Cache", "hit");
  res.statusCode = 200;
  res.end(kept.body.replaceAll(kept.nonce, nonce));
}

/** Collects what the page writes; keeps it if it is a complete 200 HTML page that sets no cookie. */
function keepWhenDone(res: ServerResponse, keep: (entry: Omit<Entry, "expires">) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const collect = (chunk: unknown) => {
    if (chunk === undefined || typeof chunk === "function" || size > MAX_BODY) return;
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
    const policy = String(headers["content-security-policy"] ?? "");
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    const html = String(headers["content-type"] ?? "").startsWith("text/html");
    if (res.statusCode === 200 && html && nonce && !headers["set-cookie"] && size <= MAX_BODY) {
      const { "content-length": _length, "content-encoding": _encoding, ...kept } = headers;
      keep({ body: Buffer.concat(chunks).toString("utf8"), headers: kept, nonce });
    }
    return end(chunk, ...rest);
  }) as typeof res.end;
}
