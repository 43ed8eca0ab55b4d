import type { Group } from "./levels.ts";

export type NavGroup = { group: Group; niches: { name: string; slug: string }[] };

/** The six home cards (docs/product.md §6); `niche` is the category each links to. */
export const HOME_CATEGORY_CARDS = [
  { title: "Business Coach", niche: "Business Coach", slug: "business-coach", tone: "from-blue-700 to-indigo-900" },
  { title: "Life Coach", niche: "Life Coach", slug: "life-coach", tone: "from-emerald-600 to-teal-900" },
  {
    title: "Relationship Coach",
    niche: "Relationship Coach",
    slug: "relationship-coach",
    tone: "from-rose-600 to-pink-900",
  },
  { title: "Health Coach", niche: "Health Coach", slug: "health-coach", tone: "from-lime-600 to-green-900" },
  { title: "Fitness Trainer", niche: "Fitness Trainer", slug: "fitness-trainer", tone: "from-orange-600 to-red-900" },
  { title: "Actors", subtitle: "Influencers", niche: "Actors", slug: "actors", tone: "from-violet-600 to-purple-900" },
] as const;

/** Home shows a featured block for every card except the Influencers one. */
export const HOME_FEATURED_NICHES = HOME_CATEGORY_CARDS.filter((c) => c.niche !== "Actors").map((c) => c.niche);
