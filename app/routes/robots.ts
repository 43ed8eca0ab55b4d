import { config } from "../server/config.server.ts";

/** GET /robots.txt: everything public may be crawled (not the API, nor the ad server's counted hits); the sitemap lists it. */
export function loader() {
  const body = `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /ads/\n\nSitemap: ${new URL("/sitemap.xml", config.baseUrl)}\n`;
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
