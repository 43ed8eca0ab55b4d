import { reviewCount } from "./common.ts";

// The public coach page and its rating dialog.
export const coachPageTexts = {
  metaNicheFallback: "Coach",
  metaRating: (rating: number, count: number) => ` Rated ${rating}/5 from ${count} reviews.`,
  metaTitle: (name: string, niches: string, place: string, siteName: string) =>
    `${name}, ${niches}${place ? ` in ${place}` : ""}: reviews | ${siteName}`,
  metaDescription: (name: string, niches: string, rating: string, about: string) =>
    `${name}: ${niches}.${rating} ${about}`,
  shareText: (name: string, siteName: string) => `${name} on ${siteName}`,
  reviewCount: (count: number) => `(${reviewCount(count)})`,
  about: (name: string) => `About ${name}`,
  website: "Website",
  /** A social link whose network we do not name. */
  socialLink: "Social media",
  links: "Links",
  videos: "Videos",
  trainingVideo: (n: number) => `Training video ${n}`,
  trainingVideos: "Training videos",
  storyVideos: "Story videos",
  share: "Share this profile",
  opensInNewTab: " (opens in a new tab)",
  reviewsHeading: (count: number) => `Reviews (${count})`,
  noReviews: "No reviews yet.",
  badgesGiven: "Badges given",
  /** Under a reviewer's name (decision 0075): their history, one click from their other reviews. */
  reviewerReviews: (n: number) => (n === 1 ? "1 review" : `${n.toLocaleString("en-US")} reviews`),
  memberSince: (month: string) => `Member since ${month}`,
  /** While the review-bomb guard holds reviews of this coach (decision 0075). */
  reviewsBeingChecked: (n: number) =>
    `${n === 1 ? "1 recent review is" : `${n.toLocaleString("en-US")} recent reviews are`} being checked: this coach received many reviews from new accounts in a short time, so a moderator looks at each before it counts.`,
  rateTitle: (name: string) => `Rate ${name}`,
  stars: "Stars",
  /** The accessible name of one value of the star input, e.g. "3.5 stars". */
  starValue: (value: number) => `${value} ${value === 1 ? "star" : "stars"}`,
  /** The chosen value in words under the star input. */
  ratingInWords: (value: number) => `${value} out of 5`,
  noStarsYet: "No stars chosen yet",
  badgesUpTo: "Badges (up to 3)",
  comment: "Comment",
  postReview: "Post review",
  deleteComment: "Delete",
  /** Administrators only: a link to the admin editor of the profile. */
  editLink: "Edit this profile",
} as const;
