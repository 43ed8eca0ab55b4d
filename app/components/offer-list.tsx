import type { CoachCardData } from "../lib/coach.ts";
import { directoryTexts } from "../lib/messages/directory.ts";

type Offers = Pick<CoachCardData, "isOneOnOne" | "isGroupCoaching" | "isFreeTraining">;

export function offersOf(coach: Offers): string[] {
  const offers: (string | false)[] = [
    coach.isOneOnOne && directoryTexts.oneOnOne,
    coach.isGroupCoaching && directoryTexts.groupCoaching,
    coach.isFreeTraining && directoryTexts.freeTraining,
  ];
  return offers.filter((o): o is string => Boolean(o));
}

/** What the coach offers (docs/product.md §9: One on One, Group Coaching, Free Training), nothing when none. */
export function OfferList({ coach }: { coach: Offers }) {
  const offers = offersOf(coach);
  if (offers.length === 0) return null;
  return (
    <ul aria-label={directoryTexts.offers} className="mt-3 flex flex-wrap gap-3 text-sm text-slate-800">
      {offers.map((o) => (
        <li key={o} className="flex items-center gap-1">
          <span aria-hidden="true" className="icon icon-check size-4 text-emerald-700" />
          {o}
        </li>
      ))}
    </ul>
  );
}
