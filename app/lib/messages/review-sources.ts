// How a review came (decision 0075), as every review, the split and the score page say it.
export const reviewSourceTexts = {
  invited: "Invited by the coach",
  organic: "On the reviewer's own initiative",
} as const;
