// The score explained at /how-scores-work (issue 15): the formula and a worked example.
export const scoreTexts = {
  metaTitle: "How the coach score works",
  metaDescription:
    "Every coach's score out of 100 is a Bayesian average of their ratings: the formula, and a worked example you can check.",
  title: "How the coach score works",
  intro:
    "Every coach gets a score from 0 to 100, worked out from their ratings alone: nobody can buy or type a score. A coach without reviews has 0.",
  whyTitle: "Why not just the average?",
  why: (weight: number, mean: number) =>
    `One 5-star review would otherwise put a coach above one with fifty 4.5-star reviews. So every coach starts with ${weight} imaginary ratings of ${mean} stars, which real reviews outweigh as they add up. This is a Bayesian average.`,
  formulaTitle: "The formula",
  formula: (weight: number, mean: number) =>
    `score = round(((${weight} × ${mean} + sum of ratings) ÷ (${weight} + number of reviews) − 1) ÷ 4 × 100)`,
  formulaNote:
    "Ratings go from 1 to 5 stars in half steps; subtracting 1 and dividing by 4 maps 1 to 5 stars onto 0 to 100.",
  exampleTitle: "A worked example",
  exampleIntro: (name: string) => `${name} is the coach with the most reviews in the directory today.`,
  exampleReviews: (count: number, sum: string) => `${count} reviews, whose ratings add up to ${sum} stars.`,
  exampleAverage: (weight: number, mean: number, sum: string, count: number, value: string) =>
    `Bayesian average: (${weight} × ${mean} + ${sum}) ÷ (${weight} + ${count}) = ${value} stars.`,
  exampleScore: (value: string, exact: string, score: number) =>
    `Score: (${value} − 1) ÷ 4 × 100 = ${exact}, rounded to ${score}.`,
  exampleCheck: "Their page shows the same score:",
  noExample: "Once coaches have reviews, a worked example with real numbers appears here.",
  removedTitle: "Removed reviews",
  removedStart:
    "Removed reviews do not count: a review removed by the site's moderators, or by the coach with a reason, leaves the score, the rating and the review count (a review restored on appeal counts again). Reports alone change nothing. Every removal is published, by whom and why, on the coach's page and month by month on ",
  removedLink: "the transparency page",
  removedEnd: ".",
  invitedTitle: "Invited reviews",
  invited:
    "A coach may invite their clients to review them, by e-mail, one invitation per address, each good for one review. Those reviews are marked \"Invited by the coach\" and count in the score exactly like any other: a client's rating is a client's rating. Every coach page shows the number and average stars of invited reviews and of reviews written on the reviewers' own initiative side by side, so a difference between them is plain to see. The invitation tells the client that an honest review, negative included, is welcome; a coach cannot remove a review for being negative.",
  heldTitle: "Sudden bursts of reviews",
  held: (b: { min: number; factor: number; accountDays: number }) =>
    `When a coach receives, within 24 hours, more than ${b.min} reviews plus ${b.factor} times their usual number a day from accounts younger than ${b.accountDays} days, those reviews are held: they do not show and do not count until a moderator has checked each one. This stops a wave of fake one-star (or five-star) reviews from moving a score in an hour. The coach's page says while reviews are being checked.`,
} as const;
