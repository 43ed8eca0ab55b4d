// Score 0..100 from a Bayesian average: PRIOR_WEIGHT imaginary reviews of PRIOR_MEAN stars are
// mixed in, so one 5-star review gives 58, not 100; the average then maps 1..5 stars onto 0..100.
export const PRIOR_MEAN = 3;
export const PRIOR_WEIGHT = 5;

export function score(reviewCount: number, ratingSum: number): number {
  if (reviewCount === 0) return 0;
  const bayesian = (PRIOR_WEIGHT * PRIOR_MEAN + ratingSum) / (PRIOR_WEIGHT + reviewCount);
  return Math.round(((bayesian - 1) / 4) * 100);
}
