import type { NavGroup } from "../lib/categories.ts";
import { chipLabel } from "../lib/chips.ts";
import { navTexts } from "../lib/messages/nav.ts";

/** Stacked in the menu panel on narrow screens, a row in the bar from `lg` on. */
export const GROUP_LIST_CLASS = "nav-groups flex flex-col gap-1 lg:order-1 lg:flex-row lg:items-center";

/**
 * The groups and their niche dropdowns, once per page: stacked in the menu panel on narrow
 * screens, inline dropdowns in the bar from the `lg` breakpoint (where the panel shows its list in
 * place, see MenuPanel). Only plain links and <details>: the server renders it once to HTML
 * (navigation-menus.server.tsx) and the panel's handlers act on it.
 */
export function GroupList({ groups, className }: { groups: NavGroup[]; className: string }) {
  return (
    <ul className={className}>
      {groups.map(({ group, niches }) => (
        <li key={group}>
          <details name="nav-group">
            <summary className="nav-group">
              {group}
              <span aria-hidden="true" className="icon icon-chevron-down nav-chevron" />
            </summary>
            <ul
              aria-label={navTexts.groupNiches(group)}
              // The links' looks are app.css's (.nav-niches): a hundred of them are on every page.
              className={`nav-niches ${niches.length > 20 ? "lg:w-[40rem] lg:grid-cols-3" : niches.length > 10 ? "lg:w-[28rem] lg:grid-cols-2" : "lg:w-56"}`}
            >
              {niches.map((n) => {
                const label = chipLabel(n.name);
                return (
                  <li key={n.slug}>
                    {/* The full name only where the chip label cuts it: the menus are on every page. */}
                    <a href={`/category/${n.slug}`} title={label === n.name ? undefined : n.name}>
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
