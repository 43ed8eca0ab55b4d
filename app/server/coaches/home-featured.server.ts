import { HOME_FEATURED_NICHES } from "../../lib/categories.ts";
import { cachedValue } from "../cache/cached-value.server.ts";
import { onPublicChange } from "../cache/public-changes.server.ts";
import { findCategory } from "../categories/category-service.server.ts";
import { featuredBlocksHtml } from "./featured-blocks-html.server.tsx";
import { featuredCompactBlocks } from "./featured-blocks.server.ts";

/**
 * The home page's featured blocks are the same for every visitor: read and rendered once, then
 * kept in this process until a committed change to what public pages show (any process's: the
 * public change feed) or for a minute at most, which bounds a missed notification and a
 * sponsorship that lapses by the clock. Their two statements were most of a rendered home page's
 * database time (issue 24).
 */
const kept = cachedValue(readHomeFeaturedHtml, 60_000);
onPublicChange(kept.forget);

/** The home page's featured blocks as HTML (docs/product.md §6): one per featured niche that exists. */
export const homeFeaturedHtml = (): Promise<string> => kept.get();

async function readHomeFeaturedHtml(): Promise<string> {
  const categories = (await Promise.all(HOME_FEATURED_NICHES.map(findCategory))).filter((c) => c !== null);
  const coaches = await featuredCompactBlocks(categories.map((c) => c.id));
  return featuredBlocksHtml(categories.map((c) => ({ name: c.name, slug: c.slug, coaches: coaches.get(c.id) ?? [] })));
}
