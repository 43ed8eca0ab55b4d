import { Suspense, useState } from "react";
import { useNavigate } from "react-router";
import { STORAGE_KEYS, store } from "../lib/browser-storage.ts";
import { reviewActionTexts } from "../lib/messages/review-actions.ts";
import { preloadable, usePreload } from "./preloadable.ts";
import { Button } from "./ui/button.tsx";

// The dialog (its form, star input and checks) is not in the page's first load: it loads when the
// page is idle or the button is hovered or focused (for a visitor who may rate), so that the click
// opens it at once.
const { Component: RateCoachDialog, preload } = preloadable(() => import("./rate-coach-dialog.tsx"));

const BLOCKED = {
  own: reviewActionTexts.ownProfile,
  rated: reviewActionTexts.alreadyRated,
  held: reviewActionTexts.awaitingCheck,
} as const;

export type RateState = "signed-out" | "own" | "rated" | "held" | "yes";

/**
 * The Rate button, or why there is none; signed out, it goes to sign-in and comes back (docs/product.md §11).
 * A click before the page has hydrated is held and made again once it has (early-clicks.ts).
 */
export function RateCoach({ coach, state }: { coach: { _id: string; fullName: string }; state: RateState }) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  const loadSooner = usePreload(preload, state === "yes");

  const startRating = () => {
    if (state === "signed-out") {
      // After sign-in, home brings the visitor back here (docs/product.md §14).
      store(STORAGE_KEYS.rateCoachId, coach._id);
      store(STORAGE_KEYS.rateCoachName, coach.fullName);
      navigate("/signin");
      return;
    }
    setOpened(true);
    setOpen(true);
  };

  const blocked = state === "yes" || state === "signed-out" ? null : BLOCKED[state];
  return (
    <div>
      {blocked ? (
        <p className="mt-2 text-sm text-slate-700">{blocked}</p>
      ) : (
        <Button variant="accent" size="lg" data-early-click="" {...loadSooner} onClick={startRating} className="mt-2">
          {reviewActionTexts.rateCoach}
        </Button>
      )}
      {/* Stays mounted once opened: after a post the page says the coach is rated, and the toast still shows. */}
      {opened && (
        <Suspense fallback={null}>
          <RateCoachDialog coach={coach} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </div>
  );
}
