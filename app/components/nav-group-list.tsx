import type { MouseEvent } from "react";
import { useNavigate } from "react-router";
import type { NavGroup } from "../lib/categories.ts";
import { chipLabel } from "../lib/chips.ts";
import { navTexts } from "../lib/messages/nav.ts";

const LINKS = "[&_a]:block [&_a]:rounded [&_a]:px-2 [&_a]:py-1 [&_a:hover]:bg-slate-100 [&_a:focus]:bg-slate-100";

/** The groups and their niche dropdowns: inline in the wide bar, stacked in the menu panel. */
export function GroupList({
  groups,
  className,
  inPanel = false,
}: {
  groups: NavGroup[];
  className: string;
  inPanel?: boolean;
}) {
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
          <details name={inPanel ? "nav-panel-group" : "nav-group"} className="group">
            <summary
              className={`flex cursor-pointer list-none items-center gap-1 rounded px-2 font-medium [&::-webkit-details-marker]:hidden ${inPanel ? "justify-between py-2 hover:bg-slate-100" : "py-1 text-sm"}`}
            >
              {group}
              <span
                aria-hidden="true"
                className="icon icon-chevron-down size-4 transition-transform group-open:rotate-180"
              />
            </summary>
            <ul
              aria-label={navTexts.groupNiches(group)}
              // The links' looks are set once here: hundreds of them are on every page.
              className={
                inPanel
                  ? `grid gap-0.5 py-1 pl-3 text-sm ${LINKS}`
                  : `${LINKS} z-40 mt-2 grid gap-x-4 gap-y-0.5 rounded-lg bg-white p-3 text-sm text-slate-800 shadow-xl ring-1 ring-slate-200 lg:absolute lg:left-0 ${niches.length > 20 ? "lg:w-[40rem] lg:grid-cols-3" : niches.length > 10 ? "lg:w-[28rem] lg:grid-cols-2" : "lg:w-56"}`
              }
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
