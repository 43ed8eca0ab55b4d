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

// The e-mails the site sends (app/server/mail/templates.server.tsx), HTML and plain-text versions alike.
export const mailTexts = {
  siteName: "Coach Directory",
  footer: "You received this e-mail because of an action on your Coach Directory account.",
  codeExpires: "The code expires in 10 minutes.",
  linkFallback: "If the button does not work, copy this link into your browser:",
  verification: {
    subject: "Your Coach Directory verification code",
    heading: "Verify your e-mail address",
    intro: "Enter this code on the verification page to confirm your e-mail address:",
    button: "Verify my e-mail",
    ignore: "If you did not create an account, you can ignore this e-mail.",
  },
  passwordReset: {
    subject: "Your Coach Directory password reset code",
    heading: "Reset your password",
    intro: "Enter this code on the password reset page to choose a new password:",
    ignore: "If you did not ask for this, ignore this e-mail.",
  },
  welcome: {
    subject: "Welcome to Coach Directory",
    heading: "Welcome to Coach Directory",
    greeting: (name: string) => (name.trim() ? `Hi ${name.trim()},` : "Hi,"),
    intro:
      "Thank you for joining. You can now rate coaches, award badges and write reviews that help others find the right coach.",
    settings: "Complete your profile in your profile settings:",
    button: "Open my profile settings",
  },
} as const;

export const authMessages = {
  usernameEmpty: "Username cannot be empty",
  passwordEmpty: "Password cannot be empty",
  emailEmpty: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address.",
  codeEmpty: "Please enter the code from the e-mail.",
  passwordTooShort: "password length must be at least 8 characters",
  signUpSuccess: (email: string) =>
    `You have successfully signed up using your Email: ${email}. Please go to your email box and verify your identity by clicking on the link we sent to you.`,
  signInTitle: "Sign in to rate coaches and manage your profile",
  signUpTitle: "Create your free account",
  forgotPassword: "Forgot Password?",
  forgotPasswordTitle: "Check your e-mail for a one-time code",
  forgotPasswordSent: "If an account exists for this address, we sent it a one-time code. It is valid for 10 minutes.",
  passwordReset: "Password reset successfully.",
  emailVerified: "Your email has been verified",
  verificationFailed: "This verification code is not valid or has expired.",
  newCodeSent: "We sent you a new code. It is valid for 10 minutes.",
  verifyFirst: "Please verify your e-mail address first: we sent you a code.",
  invalidCredentials: "Invalid email or password",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  signInRequired: "Please sign in to continue.",
  thanksForSigningUp:
    "Thank you for signing up! Please confirm your e-mail address through the link we sent to you, or enter the code below.",
  accountTypeQuestion: "What kind of account do you want?",
  accountTypeSaved: "User type preference saved successfully.",
  thankYou: "Thank you for joining us. Please update your profile by clicking this button.",
  profileSettings: "Profile Settings",
  profileLoadError: "An error occurred while getting your profile. Please contact your system administrator.",
  upgradeRedirect:
    "Welcome, it seems you want to upgrade your plan. We are redirecting you to our sales funnels where you can upgrade your plan.",
  rateRedirect: "Welcome, redirecting you to the coach profile whom you want to rate.",
  continueWith: (provider: string) => `Continue with ${provider}`,
} as const;

export const reviewMessages = {
  rateCoach: "Rate this coach",
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
  postFailed: "Failed to post your feedback. Please try again.",
  alreadyRated: "You have already rated this coach.",
  ownProfile: "You cannot rate your own profile.",
  signInToRate: "Sign in to rate this coach.",
  deleteConfirm: "Are you sure you want to delete this comment?",
  deleted: "Comment deleted successfully.",
  deleteFailed: "Failed to delete comment. Please try again.",
  notAllowedToDelete: "You are not allowed to delete this comment.",
  notFound: "This comment does not exist.",
  coachNotFound: "This coach does not exist.",
} as const;
