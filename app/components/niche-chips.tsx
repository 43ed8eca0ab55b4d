import { Link } from "react-router";
import { chipLabel } from "../lib/chips.ts";
import { directoryTexts } from "../lib/messages/directory.ts";
import { categoryPath } from "../lib/urls.ts";

type Niche = { name: string; slug: string };

/** The chips of docs/product.md §7: short labels, the full name as the title, the current niche marked. */
export function NicheChips({ chips, currentSlug }: { chips: Niche[]; currentSlug: string }) {
  if (chips.length === 0) return null;
  return (
    <nav aria-label={directoryTexts.relatedNiches} className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {chips.map((niche) => {
          const current = niche.slug === currentSlug;
          return (
            <li key={niche.slug}>
              <Link
                to={categoryPath(niche)}
                title={chipLabel(niche.name) === niche.name ? undefined : niche.name}
                aria-current={current ? "page" : undefined}
                className={current ? "chip bg-slate-900 text-white" : "chip"}
              >
                {chipLabel(niche.name)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
