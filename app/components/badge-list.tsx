import {
  Award,
  Brain,
  Clock,
  Eye,
  HeartHandshake,
  type LucideIcon,
  MessageCircle,
  Puzzle,
  Sparkles,
} from "lucide-react";
import type { BadgeName } from "../lib/levels.ts";
import { messages } from "../lib/messages.ts";

const ICONS: Record<BadgeName, LucideIcon> = {
  "Great Communicator": MessageCircle,
  "Very Intuitive": Sparkles,
  "Problem Solver": Puzzle,
  "Very Smart": Brain,
  "A True Specialist": Award,
  "Always On Time": Clock,
  "Has Vision": Eye,
  "Great Friend": HeartHandshake,
};

/** The eight badges with their counts; `labels` also prints the names (profile page). */
export function BadgeList({
  badges,
  labels = false,
}: {
  badges: { name: BadgeName; count: number }[];
  labels?: boolean;
}) {
  return (
    <ul
      aria-label={messages.badges}
      className={labels ? "grid grid-cols-2 gap-2 sm:grid-cols-4" : "flex flex-wrap gap-1.5"}
    >
      {badges.map(({ name, count }) => {
        const Icon = ICONS[name];
        return (
          <li
            key={name}
            title={name}
            className={`flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${count > 0 ? "bg-blue-50 text-blue-900" : "bg-slate-100 text-slate-600"}`}
          >
            <Icon aria-hidden="true" className="size-3.5" />
            <span className={labels ? "" : "sr-only"}>{name}</span>
            <span>
              <span className="sr-only">: </span>
              {count}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
