import { roundToHalf } from "../lib/coach.ts";

// Whole class names, so that Tailwind's scan and app.css find them.
const SIZES = { sm: "stars-sm", md: "", lg: "stars-lg" } as const;
const FILLED = ["", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10"] as const;

/** Five stars filled in half steps (app.css `.stars`); screen readers hear the number. */
export function StarRating({ rating, size = "md" }: { rating: number; size?: keyof typeof SIZES }) {
  const value = roundToHalf(rating);
  const classes = ["stars", SIZES[size], FILLED[Math.round(value * 2)]].filter(Boolean).join(" ");
  return <span role="img" aria-label={`Rated ${value} out of 5`} className={classes} />;
}
