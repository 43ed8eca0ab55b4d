import { useId } from "react";
import { roundToHalf } from "../lib/coach.ts";

const STAR = "M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L12 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z";

/** Five stars filled in half steps; screen readers hear the number. */
export function StarRating({ rating, size = 18 }: { rating: number; size?: number }) {
  const value = roundToHalf(rating);
  const uid = useId();
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className="inline-flex items-center">
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = value >= n ? 1 : value >= n - 0.5 ? 0.5 : 0;
        const id = `${uid}-half`;
        return (
          <svg key={n} aria-hidden="true" width={size} height={size} viewBox="0 0 24 24">
            {fill === 0.5 && (
              <defs>
                <linearGradient id={id}>
                  <stop offset="50%" stopColor="#f59e0b" />
                  <stop offset="50%" stopColor="#cbd5e1" />
                </linearGradient>
              </defs>
            )}
            <path d={STAR} fill={fill === 1 ? "#f59e0b" : fill === 0.5 ? `url(#${id})` : "#cbd5e1"} />
          </svg>
        );
      })}
    </span>
  );
}
