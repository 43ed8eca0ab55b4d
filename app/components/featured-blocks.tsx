import type { CompactCardData } from "../lib/coach.ts";
import { homeTexts } from "../lib/messages/home.ts";
import { categoryPath } from "../lib/urls.ts";
import { CompactCoachCard } from "./compact-coach-card.tsx";

export type FeaturedBlock = { name: string; slug: string; coaches: CompactCardData[] };

const plural = (name: string) => (/(ch|sh|s|x)$/.test(name) ? `${name}es` : `${name}s`);

/**
 * The home page's featured niches: each one's best coaches as compact cards, and a link to all.
 * Plain markup: the server renders it to HTML (featured-blocks-html.server.tsx).
 */
export function FeaturedBlocks({ blocks }: { blocks: FeaturedBlock[] }) {
  return blocks.map((block) => (
    <section key={block.slug} aria-labelledby={`featured-${block.slug}`} className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={`featured-${block.slug}`} className="text-2xl font-bold">
          {homeTexts.featured(plural(block.name))}
        </h2>
        <a
          href={categoryPath(block)}
          className="shrink-0 whitespace-nowrap text-sm font-semibold text-blue-700 hover:underline"
        >
          {homeTexts.seeAll}
          <span className="sr-only">{homeTexts.seeAllListings(block.name)}</span>
        </a>
      </div>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {block.coaches.map((coach) => (
          <li key={coach._id} className="card card-compact">
            <CompactCoachCard coach={coach} />
          </li>
        ))}
      </ul>
    </section>
  ));
}
