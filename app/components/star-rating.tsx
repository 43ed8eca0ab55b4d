import { roundToHalf } from "../lib/coach.ts";

/** Five stars filled in half steps (a gold row clipped over a grey one); screen readers hear the number. */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  const value = roundToHalf(rating);
  return (
    <span
      role="img"
      aria-label={`Rated ${value} out of 5`}
      className="relative inline-block whitespace-nowrap leading-none tracking-[0.1em] text-slate-300"
      style={{ fontSize: size }}
    >
      ★★★★★
      <span
        aria-hidden="true"
        className="absolute inset-y-0 left-0 overflow-hidden text-amber-500"
        style={{ width: `${value * 20}%` }}
      >
        ★★★★★
      </span>
    </span>
  );
}
