// The weekly digest (issue 26, decision 0077): its e-mail and the page its unsubscribe link opens.

export const weeklyDigestMailTexts = {
  subject: (views: number, reviews: number) =>
    `Your week on Coach Directory: ${views} profile ${views === 1 ? "view" : "views"}, ${reviews} new ${reviews === 1 ? "review" : "reviews"}`,
  heading: (from: string, to: string) => `Your week, ${from} to ${to}`,
  intro: (coach: string) => `Here is what the profile of ${coach} earned last week (days in UTC).`,
  figure: "Figure",
  thisWeek: "Last week",
  weekBefore: "The week before",
  reviewsTitle: "New reviews",
  noReviews: "No new reviews last week.",
  stars: (rating: number) => `${rating} out of 5`,
  moreReviews: (n: number) => `and ${n} more on your page.`,
  upgrade:
    "Level 3 and above see every figure here (listings, clicks, messages) and how they compare in their niches, every day on their profile.",
  button: "See your insights",
  pageLink: "Your coach page",
  footer: (coach: string) =>
    `You receive this digest once a week, after a week with views or reviews, because you own the profile of ${coach} on Coach Directory.`,
  stop: "Stop the weekly digest",
} as const;

/** /weekly-digest/stop: the signed link of every digest, no sign-in needed. */
export const weeklyDigestPageTexts = {
  metaTitle: "Weekly digest",
  onTitle: "Stop the weekly digest?",
  on: (coach: string) =>
    `The weekly digest of ${coach}'s profile is sent to its owner every Monday after a week with views or reviews.`,
  stopButton: "Stop the weekly digest",
  offTitle: "The weekly digest is off",
  off: (coach: string) =>
    `No more weekly digests will be sent for ${coach}'s profile. Insights stay on your profile page.`,
  resumeButton: "Send it again",
  stopped: "Done: the weekly digest is off.",
  resumed: "Done: the weekly digest will be sent again.",
  notOneClick: 'Send "List-Unsubscribe=One-Click" as the form body to stop the digest.',
  tooMany: "This digest was stopped and resumed many times in the last hour. Try again later.",
  badLinkTitle: "This link does not work",
  badLink:
    "This unsubscribe link is incomplete or was changed. Use the link of the latest digest, or sign in and open your profile.",
} as const;
