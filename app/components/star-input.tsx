import { useId, useRef, useState } from "react";
import { RATING_STEPS, starFill, stepRating } from "../lib/star-input.ts";
import { coachPageTexts } from "../lib/messages/coach-page.ts";

const STAR = "M12 2l3.09 6.26L22 9.27l-5 4.87 1.18 6.88L12 17.77l-6.18 3.25L7 14.14 2 9.27l6.91-1.01z";

/**
 * Five stars chosen in half steps: a radio group of nine values (1 to 5). Each star from the second
 * on holds two radios, its left half (x.5) and its right half (whole); the first star is 1. Arrows
 * move by half a star, Home and End go to 1 and 5 (WAI-ARIA radio group, roving tabindex).
 */
export function StarInput({ value, onChange }: { value: number | null; onChange: (value: number) => void }) {
  const [hover, setHover] = useState<number | null>(null);
  const group = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const choose = (next: number) => {
    onChange(next);
    group.current?.querySelector<HTMLElement>(`[data-value="${next}"]`)?.focus();
  };
  const shown = hover ?? value ?? 0;
  return (
    <div>
      <p id={labelId} className="text-sm font-medium text-slate-800">
        {coachPageTexts.stars}
      </p>
      <div className="mt-1 flex items-center gap-3">
        <div
          ref={group}
          role="radiogroup"
          aria-labelledby={labelId}
          className="flex"
          onPointerLeave={() => setHover(null)}
        >
          {[1, 2, 3, 4, 5].map((star) => (
            <span key={star} className="relative size-10 text-slate-300">
              <svg viewBox="0 0 24 24" aria-hidden="true" className="size-10 fill-current">
                <path d={STAR} />
              </svg>
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="absolute inset-0 size-10 fill-amber-500"
                style={{ clipPath: `inset(0 ${100 - starFill(star, shown) * 100}% 0 0)` }}
              >
                <path d={STAR} />
              </svg>
              {RATING_STEPS.filter((step) => Math.ceil(step) === star).map((step) => (
                <span
                  key={step}
                  role="radio"
                  aria-checked={value === step}
                  aria-label={coachPageTexts.starValue(step)}
                  data-value={step}
                  tabIndex={step === (value ?? 1) ? 0 : -1}
                  onClick={() => choose(step)}
                  onKeyDown={(event) => {
                    // Space checks the focused radio; arrows, Home and End step from the chosen value.
                    const next = event.key === " " ? step : stepRating(value, event.key);
                    if (next === null) return;
                    event.preventDefault();
                    choose(next);
                  }}
                  onPointerEnter={() => setHover(step)}
                  className={`absolute inset-y-0 cursor-pointer rounded-sm focus-visible:outline-2 focus-visible:outline-blue-600 ${step === star ? (step === 1 ? "inset-x-0" : "right-0 w-1/2") : "left-0 w-1/2"}`}
                />
              ))}
            </span>
          ))}
        </div>
        <p aria-live="polite" className="text-sm text-slate-700">
          {value ? coachPageTexts.ratingInWords(value) : coachPageTexts.noStarsYet}
        </p>
      </div>
    </div>
  );
}
