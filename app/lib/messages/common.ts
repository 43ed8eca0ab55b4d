// Texts that many screens share. Every user-visible text lives in app/lib/messages/, one module per
// feature, so that a page's script carries only its own (decision 0052); the product's wording,
// spelling fixed (docs/product.md §23). UI and tests share them.
export const messages = {
  searchPlaceholder: "Search. Share. Read Reviews",
  heroTitle: "Reviews matter.",
  heroLead:
    "We tell the truth about online authority brands: real ratings, badges and comments from the people coaches have worked with.",
  notFound: "Error 404. Page Not Found",
  noSearchResults: "No results found please try a different search.",
  noCategoryCoaches: "No Coaches Found In This Category",
  loginToViewComments: "Please log in to view comments",
  sponsored: "Sponsored",
  learnMore: "Learn more",
  signIn: "Sign In",
  createProfile: "Create Profile",
  logout: "Logout",
  viewProfile: "View Profile",
  admin: "Admin",
  skipToContent: "Skip to content",
  // Labels that several screens share.
  search: "Search",
  email: "E-mail",
  password: "Password",
  cancel: "Cancel",
  badges: "Badges",
  categories: "Categories",
  /** A badge with how many reviewers gave it, e.g. "Great Communicator: 3". */
  badgeCount: (name: string, count: number) => `${name}: ${count}`,
  /** Screen-reader tail of a number, e.g. "4 out of 5". */
  outOf: (max: number) => ` out of ${max}`,
} as const;

/** "1 review", "3 reviews". */
export const reviewCount = (n: number) => `${n} ${n === 1 ? "review" : "reviews"}`;
