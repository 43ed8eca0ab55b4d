import { rankBadges } from "../lib/badge-rank.ts";
import type { BadgeName } from "../lib/levels.ts";
import { messages } from "../lib/messages/common.ts";

/** Each badge's icon: a class of app.css (lucide's drawing), not inline SVG repeated on every card. */
const ICONS: Record<BadgeName, string> = {
  "Great Communicator": "icon-message-circle",
  "Very Intuitive": "icon-sparkles",
  "Problem Solver": "icon-puzzle",
  "Very Smart": "icon-brain",
  "A True Specialist": "icon-award",
  "Always On Time": "icon-clock",
  "Has Vision": "icon-eye",
  "Great Friend": "icon-heart-handshake",
};

export type Badge = { name: BadgeName; count: number };

/**
 * One badge: icon, name and count; its accessible name reads "Great Communicator: 3". With
 * `iconOnly` the name is for assistive technology and the pointer's tooltip only (a card's badges
 * nobody gave yet, decision 0060).
 */
function BadgeItem({
  badge: { name, count },
  className,
  iconOnly = false,
}: {
  badge: Badge;
  className: string;
  iconOnly?: boolean;
}) {
  return (
    <li
      aria-label={messages.badgeCount(name, count)}
      title={iconOnly ? name : undefined}
      className={`badge${count > 0 ? " badge-given" : ""}${className}`}
    >
      <span aria-hidden="true" className={`icon ${ICONS[name]}`} />
      <span className={iconOnly ? "sr-only" : "flex-1"}>{name}</span>
      <span className="tabular-nums">
        <span className="sr-only">: </span>
        {count}
      </span>
    </li>
  );
}

/**
 * All eight badges with their counts (docs/product.md §12), most given first and the zero ones last,
 * dimmed. Cards name the given ones and show the others as icons with their count (decision
 * 0060); `ranked` (coach page) names all eight in a column; `labels` is the profile's grid.
 */
export function BadgeList({
  badges,
  labels = false,
  ranked = false,
}: {
  badges: Badge[];
  labels?: boolean;
  ranked?: boolean;
}) {
  const shown = labels ? badges : rankBadges(badges);
  if (!shown.length) return null;
  const List = ranked ? "ol" : "ul";
  return (
    <List
      aria-label={messages.badges}
      className={
        ranked
          ? "grid gap-1.5 sm:max-w-md"
          : labels
            ? "grid grid-cols-2 gap-2 sm:grid-cols-4"
            : "flex flex-wrap gap-1.5"
      }
    >
      {shown.map((badge) => (
        <BadgeItem
          key={badge.name}
          badge={badge}
          className={ranked ? " rounded-md py-1.5 text-sm" : ""}
          iconOnly={!ranked && !labels && badge.count === 0}
        />
      ))}
    </List>
  );
}
