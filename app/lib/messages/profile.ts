// The signed-in visitor's own profile page.
export const profileTexts = {
  /** An account whose claim of a coach profile waits for an administrator. */
  claimWaits: (name: string) =>
    `Your claim of the profile of ${name} is waiting for an administrator's approval. We will e-mail you once it is decided.`,
  myProfile: "My profile",
  levelNames: {
    level1: "Free user account",
    level2: "Level 2 (free coach profile)",
    level3: "Level 3",
    level4: "Level 4",
    level5: "Level 5",
    "20": "Administrator",
  },
  plan: "Plan: ",
  addOn: "Advertising add-on: ",
  addOnNames: {
    level6alt: "Alternate Level 6 advertising",
    level6standard: "Standard Level 6 advertising",
    level6premium: "Premium Level 6 advertising",
  },
  planHeading: "My plan",
  upgrade: "Upgrade",
  editProfile: "Edit Profile",
  reviewCount: (count: number) => `(${count} reviews)`,
  publicPage: "See my public page",
  myReviews: "My reviews",
  noReviews: "You have not reviewed a coach yet.",
  /** A review held by the review-bomb guard, as its author sees it (decision 0075). */
  awaitingCheck: "Awaiting a check: a moderator looks at this review before it appears.",
} as const;
