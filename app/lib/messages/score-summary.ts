// The score gauge and the rating distribution of a coach page (issue 15); /how-scores-work has its own texts.
export const scoreSummaryTexts = {
  caption: "out of 100, from the coach's ratings.",
  howLink: "How the score works",
  distributionTitle: "Rating distribution",
  /** A half star counts with the whole star below it, so a row covers x to x.5 (5 is alone). */
  distributionRow: (stars: number) => (stars === 5 ? "5 stars" : `${stars}–${stars}.5 stars`),
  distributionCount: (count: number) => `${count} ${count === 1 ? "review" : "reviews"}`,
} as const;
