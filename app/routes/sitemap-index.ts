import { config } from "../server/config.server.ts";
import { sitemapIndex } from "../server/seo/sitemap-service.server.ts";

/** GET /sitemap.xml: the index of the category file and the coach files. */
export async function loader() {
  return new Response(await sitemapIndex(config.baseUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
