// Pure logic of the star rating input (rate dialog): half steps from 1 to 5.

export const MIN_RATING = 1;
export const MAX_RATING = 5;
/** The nine values of the radio group: 1, 1.5, ... 5. */
export const RATING_STEPS = Array.from({ length: 9 }, (_, i) => MIN_RATING + i / 2);

const clamp = (value: number) => Math.min(MAX_RATING, Math.max(MIN_RATING, value));

/**
 * The value a key moves to, or null for a key the group leaves alone. Arrows move by half a star
 * (right and up raise it), Home and End go to 1 and 5; with nothing chosen yet an arrow picks 1.
 */
export function stepRating(current: number | null, key: string): number | null {
  if (key === "Home") return MIN_RATING;
  if (key === "End") return MAX_RATING;
  const delta = key === "ArrowRight" || key === "ArrowUp" ? 0.5 : key === "ArrowLeft" || key === "ArrowDown" ? -0.5 : 0;
  if (!delta) return null;
  return current === null ? MIN_RATING : clamp(current + delta);
}

/** How much of star `star` (1 to 5) a value fills: 0, 0.5 or 1. */
export function starFill(star: number, value: number): number {
  return Math.min(1, Math.max(0, Math.round((value - star + 1) * 2) / 2));
}
