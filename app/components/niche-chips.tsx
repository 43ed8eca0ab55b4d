import { chipLabel } from "../lib/chips.ts";
import { directoryTexts } from "../lib/messages/directory.ts";
import { categoryPath } from "../lib/urls.ts";
import { useFollowLinksInApp } from "./follow-links-in-app.ts";

type Niche = { name: string; slug: string };

/**
 * The chips of docs/product.md §7: short labels, the full name as the title, the current niche
 * marked. Plain links, followed in the app by the list's one handler (a niche has dozens of chips).
 */
export function NicheChips({ chips, currentSlug }: { chips: Niche[]; currentSlug: string }) {
  const followInApp = useFollowLinksInApp();
  if (chips.length === 0) return null;
  return (
    // oxlint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegated: the links inside are focusable and followed by the keyboard natively
    <nav aria-label={directoryTexts.relatedNiches} className="mb-8" onClick={followInApp}>
      <ul className="flex flex-wrap gap-2">
        {chips.map((niche) => {
          const current = niche.slug === currentSlug;
          return (
            <li key={niche.slug}>
              <a
                href={categoryPath(niche)}
                title={chipLabel(niche.name) === niche.name ? undefined : niche.name}
                aria-current={current ? "page" : undefined}
                className={current ? "chip bg-slate-900 text-white" : "chip"}
              >
                {chipLabel(niche.name)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
