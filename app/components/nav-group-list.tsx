import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import type { NavGroup } from "../lib/categories.ts";
import { chipLabel } from "../lib/chips.ts";
import { navTexts } from "../lib/messages/nav.ts";

const LINKS = "[&_a]:block [&_a]:rounded [&_a]:px-2 [&_a]:py-1 [&_a:hover]:bg-slate-100 [&_a:focus]:bg-slate-100";
/** From `lg` on, a niche list is a floating panel under its group. */
const DROPDOWN =
  "lg:absolute lg:left-0 lg:z-40 lg:mt-2 lg:gap-x-4 lg:gap-y-0.5 lg:rounded-lg lg:bg-white lg:p-3 lg:text-slate-800 lg:shadow-xl lg:ring-1 lg:ring-slate-200";

/**
 * The groups and their niche dropdowns, once per page: stacked in the menu panel on narrow
 * screens, inline dropdowns in the bar from the `lg` breakpoint (where the panel shows its list in
 * place, see MenuPanel).
 */
export function GroupList({ groups, className }: { groups: NavGroup[]; className: string }) {
  const navigate = useNavigate();
  // Hundreds of niche links render on every page: plain anchors cost a fraction of <Link>'s
  // server render (each resolves its path), and their click handler keeps in-app navigation.
  const followInApp = (event: MouseEvent<HTMLAnchorElement>) => {
    const anchor = event.currentTarget;
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(anchor.getAttribute("href") ?? "/");
  };
  return (
    <ul className={className}>
      {groups.map(({ group, niches }) => (
        <li key={group} className="relative">
          <details name="nav-group" className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-1 rounded px-2 py-2 font-medium hover:bg-slate-100 lg:justify-start lg:py-1 lg:text-sm lg:hover:bg-transparent [&::-webkit-details-marker]:hidden">
              {group}
              <span
                aria-hidden="true"
                className="icon icon-chevron-down size-4 transition-transform group-open:rotate-180"
              />
            </summary>
            <ul
              aria-label={navTexts.groupNiches(group)}
              // The links' looks are set once here: hundreds of them are on every page.
              className={`${LINKS} ${DROPDOWN} grid gap-0.5 py-1 pl-3 text-sm ${niches.length > 20 ? "lg:w-[40rem] lg:grid-cols-3" : niches.length > 10 ? "lg:w-[28rem] lg:grid-cols-2" : "lg:w-56"}`}
            >
              {niches.map((n) => {
                const label = chipLabel(n.name);
                return (
                  <li key={n.slug}>
                    <a
                      href={`/category/${n.slug}`}
                      onClick={followInApp}
                      // The full name only where the chip label cuts it: the menus are on every page.
                      title={label === n.name ? undefined : n.name}
                    >
                      {label}
                    </a>
                  </li>
                );
              })}
            </ul>
          </details>
        </li>
      ))}
    </ul>
  );
}
