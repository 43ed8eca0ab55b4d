// What the coach page says around its reviews before the rating dialog loads: the rate button, why
// it is missing, and a delete's confirmation and outcome. The API answers with the same texts.
export const reviewActionTexts = {
  rateCoach: "Rate this coach",
  ownProfile: "You cannot rate your own profile.",
  alreadyRated: "You have already rated this coach.",
  /** The author's own review held by the review-bomb guard (decision 0075). */
  awaitingCheck:
    "Your review of this coach is awaiting a check: it appears once a moderator has looked at it, usually within a day.",
  deleteConfirm: "Are you sure you want to delete this comment?",
  deleted: "Comment deleted successfully.",
  deleteFailed: "Failed to delete comment. Please try again.",
} as const;
