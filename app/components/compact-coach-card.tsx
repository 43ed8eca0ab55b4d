import X from "lucide-react/icons/x";
import { Suspense, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { COMPACT_NAME_CUT, type CompactCardData, roundToHalf, truncate } from "../lib/coach.ts";
import { messages } from "../lib/messages/common.ts";
import { directoryTexts } from "../lib/messages/directory.ts";
import { coachPath } from "../lib/urls.ts";
import { preloadable, usePreload } from "./preloadable.ts";
import { StarRating } from "./star-rating.tsx";
import { Avatar } from "./ui/avatar.tsx";

// The full card (badges, offers, the longer about text) is not in the page's first load: its code
// loads when the page is idle or a card's button is hovered or focused, its data when a popup
// first opens.
const { Component: CoachPopupCard, preload } = preloadable(() => import("./coach-popup-card.tsx"));

/** The photo, the name (cut, whole in its title) and the rating or that there are no reviews yet. */
function CardHeader({ coach }: { coach: CompactCardData }) {
  return (
    <div className="flex items-center gap-3">
      <Avatar src={coach.photoLink} size={56} shape="circle" />
      <div className="min-w-0">
        <h3 className="font-semibold leading-tight text-slate-900">
          <Link
            to={coachPath(coach)}
            className="hover:underline"
            title={coach.fullName.length > COMPACT_NAME_CUT ? coach.fullName : undefined}
          >
            {truncate(coach.fullName, COMPACT_NAME_CUT)}
          </Link>
        </h3>
        <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
          {coach.reviewCount > 0 ? (
            <>
              <StarRating rating={coach.rating} size={14} />
              <span>
                {roundToHalf(coach.rating).toFixed(1)} ({coach.reviewCount})
              </span>
            </>
          ) : (
            <span>{directoryTexts.noReviewsYet}</span>
          )}
        </p>
      </div>
    </div>
  );
}

/**
 * The last row: the sponsored mark (or an empty cell) and the button that opens the popup, a native
 * popover button, so it opens the popup before the cards have hydrated too (see CoachPopup).
 */
function CardFooter({ coach, popupId }: { coach: CompactCardData; popupId: string }) {
  const loadSooner = usePreload(preload);
  return (
    <div className="mt-3 flex items-center justify-between gap-2">
      {coach.sponsored ? (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {messages.sponsored}
        </span>
      ) : (
        <span />
      )}
      <button
        type="button"
        popoverTarget={popupId}
        {...loadSooner}
        className="rounded-full p-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
      >
        <span aria-hidden="true" className="icon icon-info size-5" />
        <span className="sr-only">{directoryTexts.moreAbout(coach.fullName)}</span>
      </button>
    </div>
  );
}

/** The full card in a popover, with its close button. */
function CoachPopup({ coach, popupId }: { coach: CompactCardData; popupId: string }) {
  // The popup's content renders only once it opens: forty hidden cards would triple the page (and
  // before hydration the browser opens it empty; Escape or a click outside closes it).
  const [opened, setOpened] = useState(false);
  const popup = useRef<HTMLDivElement>(null);
  // The popup works before hydration too; if it was opened then, fill it now.
  useEffect(() => {
    if (popup.current?.matches(":popover-open")) setOpened(true);
  }, []);
  return (
    <div
      ref={popup}
      id={popupId}
      popover="auto"
      role="dialog"
      aria-label={coach.fullName}
      className="m-auto w-[min(42rem,calc(100vw-2rem))] rounded-xl bg-transparent p-0 backdrop:bg-slate-950/50"
      onToggle={(event) => {
        if ((event.nativeEvent as ToggleEvent).newState === "open") setOpened(true);
      }}
    >
      {opened && (
        <div className="relative">
          <Suspense fallback={null}>
            <CoachPopupCard id={coach._id} sponsored={coach.sponsored} />
          </Suspense>
          <button
            type="button"
            popoverTarget={popupId}
            popoverTargetAction="hide"
            className="absolute right-2 top-2 rounded-full p-1 text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{directoryTexts.close}</span>
          </button>
        </div>
      )}
    </div>
  );
}

/** The featured card of the home blocks: name cut at 35, about at 50 characters, full card in a popup. */
export function CompactCoachCard({ coach }: { coach: CompactCardData }) {
  const popupId = `coach-popup-${useId().replace(/:/g, "")}`;
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:shadow-md">
      <CardHeader coach={coach} />
      <p className="mt-3 flex-1 text-sm text-slate-700">{coach.snippet}</p>
      <CardFooter coach={coach} popupId={popupId} />
      <CoachPopup coach={coach} popupId={popupId} />
    </article>
  );
}
