import X from "lucide-react/icons/x";
import { Suspense, useState } from "react";
import { directoryTexts } from "../lib/messages/directory.ts";
import { KeptHtml } from "./kept-html.tsx";
import { preloadable, usePreload } from "./preloadable.ts";

// The full card (badges, offers, the longer about text) is not in the page's first load: its code
// loads when the page is idle or a card's button is hovered or focused, its data when the popup
// opens on it.
const { Component: CoachPopupCard, preload } = preloadable(() => import("./coach-popup-card.tsx"));

export const FEATURED_ID = "featured";
/** The one popup of the featured cards: it shows the card whose button opened it. */
export const COACH_POPUP_ID = "coach-popup";

type Shown = { id: string; name: string; sponsored: boolean };

/** The coach of the card whose popup button this is (compact-coach-card.tsx). */
function coachOf(button: Element): Shown | null {
  const card = button.closest("li");
  const link = card?.querySelector<HTMLAnchorElement>("h3 a[href]");
  const id = link?.pathname.split("/").at(-1);
  if (!card || !link || !id) return null;
  return { id, name: link.title || (link.textContent ?? ""), sponsored: card.querySelector(".sponsored") !== null };
}

/**
 * The home page's featured blocks (featured-blocks.tsx) as kept HTML, so that the page's data does
 * not carry the forty cards a second time, and their one popup: a card's button names the coach
 * (on the click's way down) and then opens it natively.
 */
export function FeaturedCards({ html }: { html: string | null }) {
  const [shown, setShown] = useState<Shown | null>(null);
  usePreload(preload);
  const popupButton = (event: React.SyntheticEvent) =>
    event.target instanceof Element ? event.target.closest(`button[popovertarget="${COACH_POPUP_ID}"]`) : null;
  const choose = (event: React.MouseEvent) => {
    const button = popupButton(event);
    const coach = button && coachOf(button);
    if (coach) setShown(coach);
  };
  // The popup's code loads sooner when the pointer comes onto a card's button or it gets focus.
  const loadSooner = (event: React.SyntheticEvent) => {
    if (popupButton(event)) preload();
  };
  return (
    <>
      <KeptHtml id={FEATURED_ID} html={html} onClickCapture={choose} onPointerOver={loadSooner} onFocus={loadSooner} />
      <div
        id={COACH_POPUP_ID}
        popover="auto"
        role="dialog"
        aria-label={shown?.name ?? directoryTexts.coachPopup}
        className="coach-popup"
      >
        {shown && (
          <div className="relative">
            <Suspense fallback={null}>
              <CoachPopupCard key={shown.id} id={shown.id} sponsored={shown.sponsored} />
            </Suspense>
            <button
              type="button"
              popoverTarget={COACH_POPUP_ID}
              popoverTargetAction="hide"
              className="absolute right-2 top-2 rounded-full p-1 text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
              <span className="sr-only">{directoryTexts.close}</span>
            </button>
          </div>
        )}
      </div>
    </>
  );
}
