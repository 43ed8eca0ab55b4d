import { decodeEntities } from "./html.ts";

/** The final HTTP status, or why there is none. */
export type LinkStatus = number | "too many redirects";

export type CrawlResult = {
  /** Pages whose links were read, in breadth-first order. */
  crawled: string[];
  /** Every internal link found on a crawled page, with its final status and where it was found. */
  links: Map<string, { status: LinkStatus; foundOn: Set<string> }>;
};

/**
 * Internal paths the crawl never requests: they change the session, are development tools, or
 * count ad clicks (robots.txt keeps crawlers off /ads/ too; tests/api/ads.test.ts checks them).
 */
const SKIPPED = [/^\/api\/auth\//, /^\/signout(\/|$)/, /^\/dev\//, /^\/ads\//];
const MAX_REDIRECTS = 5;

/** Same-origin `<a href>` targets of a page as path + query, fragments stripped. */
export function internalLinks(html: string, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const paths = new Set<string>();
  for (const [, href = ""] of html.matchAll(/<a\s[^>]*?\bhref="([^"]*)"/gi)) {
    const url = new URL(decodeEntities(href), pageUrl);
    if (url.origin !== origin) continue;
    const path = url.pathname + url.search;
    if (!SKIPPED.some((pattern) => pattern.test(url.pathname))) paths.add(path);
  }
  return [...paths];
}

/**
 * Status after following same-origin redirects; a redirect that leaves the site counts as its
 * own status, since the target is not ours to check.
 */
async function finalResponse(url: string): Promise<{ status: LinkStatus; html: string | null }> {
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await fetch(current, { redirect: "manual" });
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, current);
      if (next.origin !== new URL(url).origin) return { status: response.status, html: null };
      current = next.href;
      continue;
    }
    // Error pages repeat the site's frame; their links are found on the pages that work.
    if (response.ok && response.headers.get("content-type")?.includes("text/html")) {
      return { status: response.status, html: await response.text() };
    }
    await response.body?.cancel();
    return { status: response.status, html: null };
  }
  return { status: "too many redirects", html: null };
}

/**
 * Breadth-first from `starts`: the first `maxPages` pages are read for links, and every link
 * found on them is requested, so a broken link on a crawled page is never missed by the cap.
 */
export async function crawlSite(
  baseUrl: string,
  starts: string[],
  { maxPages, concurrency = 4 }: { maxPages: number; concurrency?: number },
): Promise<CrawlResult> {
  const crawled: string[] = [];
  const links: CrawlResult["links"] = new Map(starts.map((s) => [s, { status: 0, foundOn: new Set<string>() }]));
  const queue = [...starts];
  const visit = async (path: string) => {
    const { status, html } = await finalResponse(`${baseUrl}${path}`);
    const entry = links.get(path);
    if (entry) entry.status = status;
    if (html === null || crawled.length >= maxPages) return;
    crawled.push(path);
    for (const link of internalLinks(html, `${baseUrl}${path}`)) {
      const known = links.get(link);
      if (known) known.foundOn.add(path);
      else {
        links.set(link, { status: 0, foundOn: new Set([path]) });
        queue.push(link);
      }
    }
  };
  while (queue.length > 0) await Promise.all(queue.splice(0, concurrency).map(visit));
  return { crawled, links };
}
