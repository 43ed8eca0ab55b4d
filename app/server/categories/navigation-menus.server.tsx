import { renderToStaticMarkup } from "react-dom/server";
import { GroupList, GROUP_LIST_CLASS } from "../../components/nav-group-list.tsx";
import type { NavGroup } from "../../lib/categories.ts";
import { navigationGroups } from "./category-service.server.ts";

const rendered = new WeakMap<NavGroup[], string>();

/**
 * The niche menus' HTML, the same on every page: rendered once per list of niches (which changes
 * only when the catalog is loaded again) rather than on every request (components/kept-html.tsx).
 */
export async function navigationMenusHtml(): Promise<string> {
  const groups = await navigationGroups();
  let html = rendered.get(groups);
  if (html === undefined) {
    html = renderToStaticMarkup(<GroupList groups={groups} className={GROUP_LIST_CLASS} />);
    rendered.set(groups, html);
  }
  return html;
}
