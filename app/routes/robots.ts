import { config } from "../server/config.server.ts";

/** GET /robots.txt: everything public may be crawled; the sitemap lists it. */
export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL("/sitemap.xml", config.baseUrl)}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
