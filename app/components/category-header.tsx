import type { LucideIcon } from "lucide-react";
import Activity from "lucide-react/icons/activity";
import Briefcase from "lucide-react/icons/briefcase";
import Dumbbell from "lucide-react/icons/dumbbell";
import Smile from "lucide-react/icons/face-slightly-smiling";
import Heart from "lucide-react/icons/heart";
import Sparkles from "lucide-react/icons/sparkles";
import Star from "lucide-react/icons/star";
import type { Group } from "../lib/levels.ts";
import { directoryTexts } from "../lib/messages/directory.ts";

/** The header picture of each main group (docs/product.md §7: chosen by group, Business by default). */
const HEADERS: Record<Group, { icon: LucideIcon; tone: string }> = {
  Business: { icon: Briefcase, tone: "from-blue-800 to-indigo-950" },
  Life: { icon: Smile, tone: "from-emerald-700 to-teal-950" },
  Relationship: { icon: Heart, tone: "from-rose-700 to-pink-950" },
  Health: { icon: Activity, tone: "from-lime-700 to-green-950" },
  Fitness: { icon: Dumbbell, tone: "from-orange-700 to-red-950" },
  More: { icon: Sparkles, tone: "from-sky-700 to-slate-950" },
  Influencers: { icon: Star, tone: "from-violet-700 to-purple-950" },
};

/** The top of a category page: its group's picture and colours, the niche's name and the lead. */
export function CategoryHeader({ group, name }: { group: Group; name: string }) {
  const header = HEADERS[group] ?? HEADERS.Business;
  return (
    <header className={`bg-gradient-to-br ${header.tone} px-4 py-14 text-white`}>
      <div className="mx-auto flex max-w-5xl items-center gap-6">
        <header.icon aria-hidden="true" className="hidden size-20 shrink-0 opacity-80 sm:block" />
        <div>
          <p className="text-sm uppercase tracking-wide text-white/90">{group}</p>
          <h1 className="text-3xl font-bold sm:text-4xl">{name}</h1>
          <p className="mt-2 max-w-2xl text-white/90">{directoryTexts.categoryLead}</p>
        </div>
      </div>
    </header>
  );
}
