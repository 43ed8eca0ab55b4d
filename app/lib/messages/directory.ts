import { reviewCount } from "./common.ts";

// Search and category pages, coach cards and lists.
export const directoryTexts = {
  searchMetaTitle: (keyword: string, siteName: string) => `${keyword}: coaches, ratings and reviews | ${siteName}`,
  searchMetaDescription: (keyword: string) =>
    `Coaches matching "${keyword}", with their star ratings, badges and client reviews.`,
  searchHeading: (keyword: string) => `Coaches for “${keyword}”`,
  searchLabel: "Search coaches",
  categoryMetaTitle: (name: string, siteName: string) => `Best ${name} reviews and ratings | ${siteName}`,
  categoryMetaDescription: (name: string) =>
    `Compare ${name} profiles: star ratings, badges and honest client reviews. Find the right ${name.toLowerCase()} for you.`,
  categoryLead: "Ratings, badges and reviews from real clients. Sponsored coaches are listed first.",
  /** Names the chip list of the category group's niches. */
  relatedNiches: "Related niches",
  ratingWithCount: (rating: string, count: number) => `${rating} (${reviewCount(count)})`,
  noReviewsYet: "No reviews yet",
  /** Screen-reader tail of "Learn more". */
  learnMoreAbout: (name: string) => ` about ${name}`,
  moreAbout: (name: string) => `More about ${name}`,
  /** The featured cards' popup before a card has opened it. */
  coachPopup: "A coach's full card",
  close: "Close",
  loading: "Loading…",
  loadFailed: "Could not load more. Try again",
  cardLoadFailed: "Could not load this coach's card.",
  tryAgain: "Try again",
  showMore: "Show more coaches",
  /** Follows the score number; the leading space is part of the text. */
  score: " score",
  offers: "Offers",
  oneOnOne: "One on One",
  groupCoaching: "Group Coaching",
  freeTraining: "Free Training",
} as const;
