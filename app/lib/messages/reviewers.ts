// A reviewer's page, /reviewers/{id} (decision 0075): their shown reviews, for signed-in visitors.

export const reviewerTexts = {
  metaTitle: (name: string) => (name ? `Reviews by ${name}` : "A reviewer's reviews"),
  signedOutTitle: "A reviewer's reviews",
  signedOut: "Sign in to see the other reviews of this reviewer.",
  signIn: "Sign in",
  notFound: "This reviewer does not exist.",
  unnamed: "A reviewer",
  memberSince: (month: string) => `Member since ${month}`,
  reviewCount: (n: number) => (n === 1 ? "1 review" : `${n.toLocaleString("en-US")} reviews`),
  listTitle: "Reviews",
  none: "No reviews shown.",
  reviewOf: "Review of",
  more: "More reviews",
  badPage: "The page must be a whole number from 1.",
} as const;
