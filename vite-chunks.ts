import path from "node:path";
import type { Plugin } from "vite";

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router[\\/][^\\/]+)[\\/]/;
const ROOT_ROUTE = path.resolve("app/root.tsx");
/** The pages ARCHITECTURE.md holds to the first-load budget. */
const PUBLIC_PAGES = ["home", "search", "category", "coach"].map((name) => path.resolve(`app/routes/${name}.tsx`));

type Graph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };

/** Every module `from` reaches by static imports. */
function reach(graph: Graph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** What every page loads anyway: the layout and its imports, and what all public pages import. */
function siteModules(graph: Graph): Set<string> {
  const site = reach(graph, ROOT_ROUTE);
  const [first, ...others] = PUBLIC_PAGES.map((page) => reach(graph, page));
  for (const id of first ?? []) {
    if (!PUBLIC_PAGES.includes(id) && others.every((pageModules) => pageModules.has(id))) site.add(id);
  }
  return site;
}

/**
 * Chunks of the browser build, so that a page loads few, well-compressed files before it is
 * interactive (decision 0052). Left alone, the bundler cuts React, React Router and the modules
 * the layout shares with the pages into twenty small chunks; each costs a request and compresses
 * worse alone. Here React and React Router become one chunk ("framework"), and everything the
 * layout (root.tsx) imports, with the modules all four public pages import, another ("site");
 * route modules and what fewer pages share keep the bundler's own splitting, and lazy chunks
 * stay lazy.
 */
export function chunkGroups(): Plugin {
  let site: Set<string> | undefined;
  return {
    name: "chunk-groups",
    apply: "build",
    configEnvironment(name) {
      if (name !== "client") return;
      site = undefined;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "framework", test: FRAMEWORK, priority: 2 },
                  {
                    name: (id, graph) => {
                      site ??= siteModules(graph);
                      return site.has(id) ? "site" : null;
                    },
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      };
    },
  };
}
