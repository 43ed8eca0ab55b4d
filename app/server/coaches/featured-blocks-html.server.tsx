import { renderToStaticMarkup } from "react-dom/server";
import { type FeaturedBlock, FeaturedBlocks } from "../../components/featured-blocks.tsx";

/** The home page's featured blocks as HTML (kept by the page: components/featured-cards.tsx). */
export function featuredBlocksHtml(blocks: FeaturedBlock[]): string {
  return renderToStaticMarkup(<FeaturedBlocks blocks={blocks} />);
}
