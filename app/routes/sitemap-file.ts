import type { Route } from "./+types/sitemap-file";
import { config } from "../server/config.server.ts";
import { categorySitemap, coachSitemapCount, coachSitemapStream } from "../server/seo/sitemap-service.server.ts";

const headers = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

/** GET /sitemaps/categories.xml and /sitemaps/coaches-N.xml */
export async function loader({ params }: Route.LoaderArgs) {
  if (params.file === "categories.xml") return new Response(await categorySitemap(config.baseUrl), { headers });
  const part = Number(/^coaches-(\d+)\.xml$/.exec(params.file)?.[1]);
  if (!Number.isInteger(part) || part < 1 || part > (await coachSitemapCount())) {
    return new Response("Not found", { status: 404 });
  }
  return new Response(coachSitemapStream(config.baseUrl, part), { headers });
}
