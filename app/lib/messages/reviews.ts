// Review rules and answers: the rating dialog, the review schema and the review services.
export const reviewMessages = {
  ratingRequired: "Kindly select star ratings for the coach.",
  ratingRange: "The rating must be from 1 to 5 stars in half steps.",
  tooManyBadges: "You can only select up to 3 badges.",
  unknownBadge: "Choose badges from the list.",
  commentRequired: "Please write a comment.",
  commentTooLong: "Your comment can be at most 5,000 characters.",
  noLinks: "Please remove the link: reviews cannot contain links.",
  noPhones: "Please remove the phone number: reviews cannot contain phone numbers.",
  agreementRequired: "Please agree to the review terms.",
  agreement: "I agree to the review terms.",
  terms:
    "Your review must be about your own first-hand experience with this coach. No hate speech, aggressive language, phone numbers or links. Before leaving a review below 2 stars, please try to resolve the issue with the coach. The coach may e-mail you about your review. Reviews that break these rules may be removed and their authors banned.",
  posted: "Your feedback posted successfully.",
  /** The review was held by the review-bomb guard (decision 0075). */
  postedHeld:
    "Thank you: your review is awaiting a check. This coach received many reviews from new accounts in a short time, so a moderator looks at each before it appears.",
  postFailed: "Failed to post your feedback. Please try again.",
  badCoachId: "userId must be the coach's id.",
  notAllowedToDelete: "You are not allowed to delete this comment.",
  notFound: "This comment does not exist.",
  coachNotFound: "This coach does not exist.",
} as const;
