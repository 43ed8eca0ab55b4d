// Every user-visible text of SPEC.md, spelling fixed as DECISIONS.md says. UI and tests share it.
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
} as const;

export const apiErrors = {
  notFound: "Not found.",
  badId: "The id is not valid.",
  serverError: "Something went wrong on our side. Please try again.",
} as const;
