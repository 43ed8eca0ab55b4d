import { renderToStaticMarkup } from "react-dom/server";
import { type FeaturedBlock, FeaturedBlocks } from "../../components/featured-blocks.tsx";

// The blocks change only when a featured coach, a rating or a sponsorship does: the last HTML is
// rendered again only for other blocks (comparing their JSON costs a fraction of the render).
let last: { blocks: string; html: string } | undefined;

/** The home page's featured blocks as HTML (kept by the page: components/featured-cards.tsx). */
export function featuredBlocksHtml(blocks: FeaturedBlock[]): string {
  const key = JSON.stringify(blocks);
  if (last?.blocks !== key) last = { blocks: key, html: renderToStaticMarkup(<FeaturedBlocks blocks={blocks} />) };
  return last.html;
}
