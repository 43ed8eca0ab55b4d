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

const reviewCount = (n: number) => `${n} ${n === 1 ? "review" : "reviews"}`;

// Page and component texts, grouped by screen.
export const homeTexts = {
  metaTitle: (siteName: string) => `${siteName}: ratings and reviews of business, life, health and fitness coaches`,
  metaDescription:
    "Search coaches by niche, read honest ratings, badges and reviews from their clients, and share your own experience.",
  howItWorks: "How it works",
  steps: {
    search: { title: "Search", text: "Find coaches by name, niche or city across hundreds of categories." },
    read: { title: "Read reviews", text: "See star ratings, badges and comments from people who worked with them." },
    share: { title: "Share", text: "Rate the coaches you know with stars, up to three badges and a comment." },
  },
  browseByCategory: "Browse by category",
  featured: (pluralName: string) => `Featured ${pluralName}`,
  seeAll: "See all",
  /** Screen-reader tail of "See all". */
  seeAllListings: (category: string) => ` ${category} listings`,
  joinTitle: "Are you a coach?",
  joinText: "Claim your profile, answer your reviews and reach the clients who are looking for you.",
  joinHint: "Already listed? Open your profile and press Claim this profile. Not listed yet? Create one:",
  joinButton: "Create my coach profile",
} as const;

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
  close: "Close",
  loading: "Loading…",
  loadFailed: "Could not load more. Try again",
  showMore: "Show more coaches",
  /** Follows the score number; the leading space is part of the text. */
  score: " score",
  offers: "Offers",
  oneOnOne: "One on One",
  groupCoaching: "Group Coaching",
  freeTraining: "Free Training",
} as const;

// Filters, sort and result count of the search and category pages (issue 15).
export const filterTexts = {
  resultCount: (count: number, cap: number) =>
    count > cap
      ? `${cap.toLocaleString("en-US")}+ coaches`
      : count === 1
        ? "1 coach"
        : `${count.toLocaleString("en-US")} coaches`,
  heading: "Filter and sort",
  minRating: "Minimum rating",
  anyRating: "Any rating",
  starsOrMore: (stars: string) => `${stars}+ stars`,
  offers: "Offers",
  badges: (times: number) => `Badges (given at least ${times} times)`,
  location: "City or state",
  sort: "Sort by",
  sortBest: "Best match",
  sortScore: "Highest score",
  sortReviews: "Most reviewed",
  apply: "Apply",
  clear: "Clear filters",
} as const;

/** 400 answers for bad filter values in the URL query. */
export const filterErrors = {
  minRating: "minRating must be 3, 4 or 4.5.",
  offer: "offer must be one-on-one, group-coaching or free-training.",
  badge: "badge must be one of the badge slugs, e.g. great-communicator.",
  location: (max: number) => `location must be at most ${max} characters.`,
  sort: "sort must be best, score or reviews.",
} as const;

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
} as const;

// The video facade and the training-video carousel (decision 0044).
// The toasts' region (sonner adds its keyboard shortcut to the name).
export const toastTexts = { region: "Notifications", close: "Close notification" } as const;

export const videoTexts = {
  play: (title: string) => `Play video: ${title}`,
  previous: "Previous video",
  next: "Next video",
  position: (n: number, total: number) => `${n} of ${total}`,
  carousel: "carousel",
  watchOn: (title: string) => `${title} (opens the video's site)`,
} as const;

// The signed-in visitor's own profile page.
export const profileTexts = {
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
} as const;

// Sign-in, sign-up, verification, thanks and account type screens.
export const accountTexts = {
  signInMetaTitle: "Sign in",
  signInMetaDescription: "Sign in to rate coaches, manage your coach profile and upgrade your plan.",
  signInFormLabel: "Sign in",
  newHere: "New here?",
  enterVerificationCode: "Enter a verification code",
  sendCode: "Send me a code",
  sendAnotherCode: "Send a new code",
  oneTimeCode: "One-time code",
  newPassword: "New password",
  resetPassword: "Reset password",
  or: "or",
  signUpMetaTitle: "Create your profile",
  signUpMetaDescription: "Create a free account to rate coaches, or claim and manage your coach profile.",
  passwordHint: "Password (at least 8 characters)",
  backToSignIn: `Back to ${messages.signIn}`,
  verifyTitle: "Verify your e-mail",
  verificationCode: "Verification code",
  verify: "Verify",
  sendNewCode: "Send me a new code",
  confirmationMetaTitle: "E-mail confirmation",
  notVerified: "We could not verify your e-mail",
  enterCodeByHand: "Enter a code by hand",
  continue: "Continue",
  thanksTitle: "Thank you for signing up",
  accountTypeMetaTitle: "Account type",
  userChoice: { title: "I'm a User", text: "Leave ratings and reviews." },
  coachChoice: { title: "I'm a Coach", text: "Claim my profile." },
  welcomeMetaTitle: "Welcome",
  welcomeTo: (siteName: string) => `Welcome to ${siteName}`,
} as const;

// Navigation bar, footer and the 404 page.
export const navTexts = {
  brandFirst: "Coach",
  brandSecond: "Directory",
  main: "Main",
  groupNiches: (group: string) => `${group} niches`,
  closeMenu: "Close menu",
  // Around the niche count; the spaces are part of the text.
  taglineStart: "Honest ratings and reviews of coaches in ",
  taglineEnd: " niche categories.",
  partners: "Partners",
  legal: "Legal",
  terms: "Terms of Service",
  privacy: "Privacy Policy",
  earningsDisclaimer: "Earnings Disclaimer",
  copyright: (firstYear: number, year: number) => `(c) ${firstYear}-${year} Coach Directory LLC. All rights reserved.`,
  notFoundText: "The page you are looking for does not exist or has moved.",
  backHome: "Back to the home page",
} as const;

// The frame of the legal pages; each page's own wording stays with it (app/routes/terms.tsx ...).
export const legalTexts = {
  lastUpdated: (date: string) => `Last updated: ${date}`,
} as const;

export const apiErrors = {
  notFound: "Not found.",
  badId: "The id is not valid.",
  methodNotAllowed: (allowed: string) => `This address does not take that method. Use ${allowed}.`,
  badForm: "The form could not be read. Please reload the page and try again.",
  badInput: "Please check the form.",
  signInRequired: "Please sign in.",
  badCategoriesFormat: "format must be plain, or left out.",
} as const;

// PUT /api/profile (app/lib/profile-schemas.ts).
export const profileApiMessages = {
  accountType: "accountType must be 'user' or 'coach'.",
  levelFollowsType: "level and isCoach follow from accountType: user is level1, coach is level2.",
  sendOne: "Send accountType, affiliateId, or profile fields.",
} as const;

// The profile form (/profileForm) and PUT /api/profile with profile fields (app/lib/profile-form-schema.ts).
export const profileFormMessages = {
  updated: "Profile updated successfully.",
  updateFailed: "Failed to update profile.",
  tooManyCategories: (max: number) => `You can only select up to ${max} categories.`,
  unknownCategory: (name: string) => `There is no category named ${name}.`,
  aboutNoLinks: "You cannot have links in the About me section.",
  websiteInvalid: "Enter a valid website link.",
  socialInvalid: "Enter a valid social media link.",
  tooManyTrainingVideos: "You can add only up to 5 training videos.",
  duplicateTrainingVideo: "You have already added this link.",
  videoLinkInvalid: "Enter a valid video link (an http or https address).",
  tooManyStoryVideos: "You can add only up to 3 story videos.",
  storyVideoIncomplete: "Each story video needs a Title and a Link.",
  duplicateStoryTitle: "You have already added this Title.",
  duplicateStoryLink: "You have already added this Link.",
  notText: "This field must be text.",
  notList: "This field must be a list.",
  notBoolean: "This field must be true or false.",
  upgradeLinks: "Upgrade to Level3 to add Links",
  upgradeStoryVideos: "Upgrade to Level3 to add Story Videos",
  upgradeTrainingVideos: "Upgrade to Level4 to add Training Videos",
  upgradeLevel5: "Upgrade to Level5 to receive direct messages and become an affiliate",
  upgradeLevel6: "Upgrade to Level6 to be a sponsored coach in your niche",
  coachOnly: "Only coach accounts can set categories, the About me text, contact details and coaching offers.",
  passwordUpdated: "Password updated successfully.",
  oldPasswordRequired: "Please enter your old password.",
  passwordMismatch: "new password and confirm new password mismatch.",
  // Labels and section texts of the form.
  metaTitle: "Edit profile",
  editProfile: "Edit Profile",
  generalProfile: "General Profile",
  photo: "Photo",
  firstName: "First name",
  lastName: "Last name",
  location: "Location",
  city: "City",
  state: "State",
  zip: "Zip",
  phone: "Phone",
  aboutMe: "About me",
  niches: "Categories",
  nichesHint: (max: number) => `Choose up to ${max}.`,
  offers: "What you offer",
  isOneOnOne: "One on One",
  isGroupCoaching: "Group Coaching",
  isFreeTraining: "Free Training",
  level3Features: "Level 3 Features",
  level4Features: "Level 4 Features",
  level5And6: "Level 5 and 6",
  level5Info: "Level 5 adds direct messages from visitors by e-mail and affiliate status.",
  level6Info: "Level 6 puts you on the sponsored leaderboard of a niche of your choice.",
  website: "Website",
  socialLink: "Social media link",
  storyVideos: "Story videos",
  storyTitle: (n: number) => `Story video ${n} title`,
  storyLink: (n: number) => `Story video ${n} link`,
  addStoryVideo: "Add a story video",
  removeStoryVideo: (n: number) => `Remove story video ${n}`,
  trainingVideos: "Training videos",
  trainingLink: (n: number) => `Training video ${n} link`,
  addTrainingVideo: "Add a training video",
  removeTrainingVideo: (n: number) => `Remove training video ${n}`,
  save: "Save profile",
  changePassword: "Change Password",
  oldPassword: "Old password",
  newPassword: "New password",
  confirmPassword: "Confirm new password",
  updatePassword: "Update password",
  seePlans: "See the plans",
} as const;

// The API reference page (/api/docs). What it lists comes from the OpenAPI document.
export const apiDocsTexts = {
  jsonLink: "The same as an OpenAPI 3.1 document (JSON)",
  contents: "Operations",
  errors: "Errors",
  errorsLead: "Every error answers with one of these statuses and this body:",
  schemas: "Schemas",
  parameters: "Parameters",
  requestBody: "Request body (JSON)",
  responses: "Responses",
  access: {
    public: "No sign-in needed.",
    optional: "Sign-in optional: a signed-in caller gets more.",
    signedIn: "Signed in: a bearer token or the session cookie.",
  },
  columns: {
    name: "Name",
    in: "In",
    type: "Type",
    required: "Required",
    description: "Description",
    field: "Field",
    status: "Status",
    body: "Body",
  },
  yes: "yes",
  no: "no",
  noBody: "none",
  oneOf: "One of:",
  or: " or ",
  arrayOf: "array of ",
  anything: "any value",
  constraints: {
    format: (format: string) => `format ${format}`,
    minLength: (n: number) => (n === 1 ? "not empty" : `at least ${n} characters`),
    maxLength: (n: number) => `at most ${n} characters`,
    pattern: (pattern: string) => `matches ${pattern}`,
    minimum: (n: number) => `at least ${n}`,
    maximum: (n: number) => `at most ${n}`,
    minItems: (n: number) => `at least ${n} items`,
    maxItems: (n: number) => `at most ${n} items`,
    oneOfValues: (values: string) => `one of ${values}`,
    always: (value: string) => `always ${value}`,
    byDefault: (value: string) => `default ${value}`,
    each: (note: string) => `each ${note}`,
  },
} as const;

// The error page (app/root.tsx ErrorBoundary) for anything but a 404.
export const errorTexts = {
  serverError: "Something went wrong",
  requestRefused: "This request could not be completed",
  tryAgain: "Please try again in a moment.",
} as const;

// The server's guards (server.ts, app/server/security): answers to requests refused before any route runs.
export const securityMessages = {
  crossSite: "This request came from another site and was refused.",
  jsonRequired: "This request must send JSON (Content-Type: application/json).",
  bodyTooLarge: (limit: string) => `The request is too large (at most ${limit}).`,
  lengthRequired: "Send the request body with a Content-Length.",
  nulByte: "The request contains a character that is not allowed (NUL).",
  tooLong: (max: number) => `This field must be at most ${max} characters.`,
} as const;

/** How long an e-mailed code lives, in words: "10 minutes", "1 minute", "90 seconds". */
export const lifetimeText = (seconds: number) =>
  seconds % 60 === 0
    ? `${seconds / 60} ${seconds === 60 ? "minute" : "minutes"}`
    : `${seconds} ${seconds === 1 ? "second" : "seconds"}`;

// The e-mails the site sends (app/server/mail/templates.server.tsx), HTML and plain-text versions alike.
export const mailTexts = {
  siteName: "Coach Directory",
  footer: "You received this e-mail because of an action on your Coach Directory account.",
  codeExpires: (lifetime: string) => `The code expires in ${lifetime}.`,
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
  coachMessage: {
    subject: "A visitor wrote to you through your Coach Directory profile",
    heading: "A message from a visitor of your profile",
    intro: (from: string) => `${from} sent you this message. Reply to this e-mail to answer them.`,
    privacy: "Your e-mail address was not shown to the sender; it is theirs once you reply.",
    footer: "You received this e-mail because your Coach Directory profile takes direct messages.",
  },
  siteMessage: {
    subject: (from: string) => `Contact Us message from ${from}`,
    heading: "A Contact Us message",
    intro: (from: string) => `${from} wrote through the Contact Us form. Reply to this e-mail to answer them.`,
    footer: "You received this e-mail because you are a Coach Directory site owner.",
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
  nameInvalid: "name must be text.",
  signUpSuccess: (email: string) =>
    `You have successfully signed up using your Email: ${email}. Please go to your email box and verify your identity by clicking on the link we sent to you.`,
  signInTitle: "Sign in to rate coaches and manage your profile",
  signUpTitle: "Create your free account",
  forgotPassword: "Forgot Password?",
  forgotPasswordTitle: "Check your e-mail for a one-time code",
  forgotPasswordSent: (lifetime: string) =>
    `If an account exists for this address, we sent it a one-time code. It is valid for ${lifetime}.`,
  passwordReset: "Password reset successfully.",
  emailVerified: "Your email has been verified",
  verificationFailed: "This verification code is not valid or has expired.",
  newCodeSent: (lifetime: string) => `We sent you a new code. It is valid for ${lifetime}.`,
  verifyFirst: "Please verify your e-mail address first: we sent you a code.",
  invalidCredentials: "Invalid email or password",
  tooManyAttempts: "Too many attempts. Please wait a minute and try again.",
  signInRequired: "Please sign in to continue.",
  thanksEnterCode: "The e-mail holds a 6-digit code too: enter it below to confirm your address and sign in.",
  accountTypeQuestion: "What kind of account do you want?",
  accountTypeSaved: "User type preference saved successfully.",
  paidLevelKept: "Your account already has a paid level.",
  thankYou: "Thank you for joining us. Please update your profile by clicking this button.",
  profileSettings: "Profile Settings",
  profileNotFound: "Your profile was not found.",
  noAccountFor: (email: string) => `No account with the e-mail ${email}. The person must sign up first.`,
  requestFailed: "The request could not be completed.",
  providerUnavailable: "This sign-in provider is not available.",
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
  badCoachId: "userId must be the coach's id.",
  alreadyRated: "You have already rated this coach.",
  ownProfile: "You cannot rate your own profile.",
  deleteConfirm: "Are you sure you want to delete this comment?",
  deleted: "Comment deleted successfully.",
  deleteFailed: "Failed to delete comment. Please try again.",
  notAllowedToDelete: "You are not allowed to delete this comment.",
  notFound: "This comment does not exist.",
  coachNotFound: "This coach does not exist.",
} as const;

// Contact-me-directly (coach page) and Contact Us (footer): SPEC.md sections 5 and 8, decision 0046.
export const contactMessages = {
  emailEmpty: "Please enter your email address.",
  emailInvalid: "Please enter a valid email address.",
  messageEmpty: "Please write some message.",
  messageTooLong: (max: number) =>
    `Your message is too long: it can be at most ${max.toLocaleString("en-US")} characters.`,
  /** The honeypot field, which people never see, was filled in: what bots do. */
  honeypot:
    "Your message was not sent: a hidden field meant to catch spam robots was filled in. If you are a person, please reload the page and try again.",
  badCoachId: "userId must be the coach's id.",
  fromNotYours: "Messages are sent from your account's e-mail address; leave from out or send that address.",
  coachNotFound: "This coach does not exist.",
  coachNoDirectMessages: "This coach does not receive direct messages.",
  verifyFirst: "Please verify your e-mail address before contacting a coach.",
  signInToContact: "Please sign in to contact this coach.",
  tooMany: (max: number, window: string) =>
    `You have sent too many messages (at most ${max} in ${window}). Please try again later.`,
  coachSent: "An email is sent to this person successfully.",
  coachFailed: "Failed to send an email.",
  siteSent: "Your message sent successfully. we will get back to you soon.",
  siteFailed: "Failed to send your message. Please try again.",
  /** Stored, but the mail server did not take it yet: it is retried, so the sender must not send it again. */
  queued: "Your message is saved and will be delivered in a few minutes: our mail service is busy.",
  // The dialogs.
  contactMeDirectly: "Contact me directly",
  contactCoachTitle: (name: string) => `Contact ${name}`,
  contactUs: "Contact Us",
  contactUsTitle: "Contact Us",
  yourEmail: "Your e-mail",
  message: "Message",
  send: "Send",
  sending: "Sending…",
  /** Under the coach dialog: what the coach sees and what stays private. */
  coachNote: "The coach receives your message by e-mail and can reply to your address.",
  /** The honeypot's label, read by nobody but robots. */
  honeypotLabel: "Leave this field empty",
  charactersLeft: (n: number) => `${n.toLocaleString("en-US")} characters left`,
} as const;

// Profile photos (app/server/media/photo-service.server.ts; SPEC.md section 5).
export const photoMessages = {
  notJpgOrPng: "You can only upload JPG/PNG file!",
  tooBig: "Image must be smaller than 2MB!",
  tooManyPixels: "Image must be at most 50 megapixels.",
} as const;

// Claiming a profile (SPEC.md sections 2, 4 and 8; DECISIONS.md "Claiming").
export const claimTexts = {
  button: "Claim this profile",
  buttonHint: "Is this you? Claim the profile to keep it up to date and answer your reviews.",
  inProcessTitle: "Claim Profile In Process ...",
  inProcessText: "Your claim is being verified by our team. You will be notified once it is complete.",
  successTitle: "Congratulations",
  successText: "You have successfully claimed your profile.",
  viewProfile: "View Profile",
  pendingTitle: "Thanks For Your Patience",
  pendingText: "An administrator is manually approving your profile.",
  pendingMail: "You will receive an e-mail with the details once your claim is approved.",
  tipsTitle: "While you wait",
  tipWhitelist: (address: string) =>
    `Add ${address} to your contacts (whitelist the address) so that our e-mail reaches your inbox.`,
  tipSpam: "If you do not see our e-mail, check your spam or junk folder.",
  tipGuidePrefix: "Read our free guide:",
  failedTitle: "We regret the inconvenience. Your claim is not successful.",
  backHome: "Back to the home page",
  signUpTitle: (name: string) =>
    name ? `You are claiming the profile of ${name}` : "You are claiming a coach profile",
  signUpSteps: [
    "Create your account below (or sign up with Google or Facebook).",
    "Confirm your e-mail address with the code we send you, then sign in.",
    "If your e-mail address is the one on the profile, the profile is yours at once; otherwise an administrator checks your claim and e-mails you.",
  ],
  signUpCancel: "Not you? Cancel the claim",
  // The service's answers (POST /api/user/mapping/{id}).
  claimed: "You have successfully claimed your profile.",
  pending: "An administrator is manually approving your profile.",
  alreadyLinked: "This profile is already linked.",
  ownsProfile:
    "Your account already holds a coach profile, and one account holds one coach profile. Contact us if this profile is yours too.",
  reviewedIt:
    "You have reviewed this coach, so this account cannot claim the profile. Contact us if the profile is yours.",
  notFound: "This coach profile does not exist.",
  tooMany: "Too many claims from this account. Please try again in an hour.",
} as const;

// The e-mail that tells the administrators about a pending claim.
export const claimMailTexts = {
  subject: (name: string) => `Claim request: ${name}`,
  heading: "A profile claim waits for your decision",
  intro: (claimant: string, name: string) =>
    `${claimant} asks to own the profile of ${name}. Their e-mail address is not the one on the profile, so the claim needs an administrator.`,
  onRecord: (email: string | null) => `E-mail address on the profile: ${email ?? "none"}`,
  check:
    "Check that the claimant is this coach (for example by writing to the address on the profile) before you link the profile to their account.",
  button: "Open the profile",
} as const;

// The free guide linked from the claim screen (/coach-profile-guide).
export const guideTexts = {
  metaTitle: "Free guide: get the most out of your coach profile",
  metaDescription:
    "Seven practical steps that turn a coach directory profile into new clients: photo, niches, about text, reviews and more.",
  title: "Get the most out of your coach profile",
  intro:
    "Clients compare several coaches before they book a first call. These steps are what the profiles that get contacted most have in common.",
  steps: [
    {
      title: "Use a clear, friendly photo",
      text: "A face, looking at the camera, in good light. Profiles with a real photo are opened far more often than those with initials. JPG or PNG, under 2 MB.",
    },
    {
      title: "Choose the niches you are known for",
      text: "Pick the niches a client would search for, most important first: your first niche decides where you appear on category pages.",
    },
    {
      title: "Write an about text for your client, not for you",
      text: "Say who you help, with what problem, and how a first session goes. Short paragraphs; no links (they are not allowed in the about text).",
    },
    {
      title: "Say how you work",
      text: "Tick One on One, Group Coaching or Free Training so that visitors know at a glance what you offer.",
    },
    {
      title: "Ask your clients for reviews",
      text: "Send your profile's address to recent clients and ask for an honest review. Your score is a Bayesian average: it rises with both good ratings and their number.",
    },
    {
      title: "Answer every review",
      text: "Thank clients for good reviews; for a poor one, contact the reviewer and try to resolve it. Visitors read how you handle criticism.",
    },
    {
      title: "Show your work on video",
      text: "From level 3 you can add your website, a social profile and story videos; from level 4, a carousel of training videos.",
    },
  ],
  closing: "Keep your profile current: a profile that changes shows visitors that the coach is active.",
  editProfile: "Edit my profile",
  findProfile: "Find my profile",
} as const;

// Plans, upgrades, payments and sponsored slots (SPEC.md sections 2, 4 and 8; DECISIONS.md).
export const planMessages = {
  // SPEC.md section 8, spelling fixed.
  signInToUpgrade: "Please sign in to upgrade your plan.",
  upgraded: "You have successfully upgraded your plan",
  level2Failed: "Failed to upgrade your plan.",
  requestFailed: "An error occurred while executing your request. Please try again.",
  nicheUpgradeFailed: "An error occurred while upgrading your plan",
  success: "Congratulations! You have successfully upgraded your profile.",
  fail: "We could not process your payment. Please retry.",
  tooManyNiches: "You can only select up to 3 categories.",
  // Answers of POST /api/subscription.
  redirecting: "Redirecting you to the checkout.",
  sendOne: "Send level2, a plan, or an addOnLevel with a featuredCategory.",
  unknownPlan: "There is no such plan.",
  chooseNiches: "Please choose at least one category.",
  chooseNiche: "Please choose a niche.",
  notBoolean: "fourMonthSubscription must be true or false.",
  notAnUpgrade: "You already have this plan or a higher one.",
  coachesOnly: "Only coach profiles can buy advertising.",
  addOnActive: "You already have an advertising add-on.",
  wrongTier: (niche: string, tier: string) => `${niche} is not one of the ${tier} niches.`,
  nicheFull: (niche: string) => `All 3 sponsored slots in ${niche} are taken. Please choose another niche.`,
  nicheHeld: (niche: string) =>
    `The last sponsored slot in ${niche} is in someone else's open checkout. Please choose another niche, or try again in 30 minutes.`,
  checkoutUnavailable: "The checkout is not available right now. Please try again later.",
  // The webhook.
  badSignature: "The signature of this event is not valid.",
  badEvent: "This event could not be read.",
} as const;

export const planTexts = {
  complimentary: "(complimentary, given by an administrator)",
  metaTitle: "Plans",
  heading: "Choose your plan",
  lead: "Upgrade your coach profile, or put it at the top of a niche with an advertising plan.",
  standardPlans: "Standard Plans",
  advertisingPlans: "Advertising Plans",
  planKinds: "Plan type",
  getStarted: "Get Started",
  currentPlan: "Current plan",
  included: "Included in your plan",
  free: "Free",
  perYear: "/ year",
  per30Days: "/ 30 days",
  regularPrice: (price: string) => `Regular price ${price}`,
  firstThreeMonths: "for the first three months",
  specification: "Plan specification",
  specificationOf: (name: string) => `${name}: plan specification`,
  features: "Features",
  previousPage: "Previous",
  nextPage: "Next",
  page: (n: number, total: number) => `Page ${n} of ${total}`,
  close: "Close",
  affiliate: (rate: number) => `Affiliates earn ${rate} percent commission on the plans they refer.`,
  level5Affiliate: (rate: number) => `Affiliate status with commissions up to ${rate} percent.`,
  level5Title: "Level 5: choose your categories",
  level5Lead: "Choose up to 3 categories. The price follows the highest tier among them.",
  categories: "Categories",
  /** A badge with how many reviewers gave it, e.g. "Great Communicator: 3". */
  badgeCount: (name: string, count: number) => `${name}: ${count}`,
  fourMonth: "Four-month subscription",
  fourMonthHint: "Ends by itself after four 30-day periods.",
  price: "Price",
  upgrade: "Upgrade",
  level6Titles: {
    level6alt: "Alternate Level 6 Advertising Upgrade",
    level6standard: "Standard Level 6 Advertising Upgrade",
    level6premium: "Premium Level 6 Advertising Upgrade",
  },
  niche: "Niche",
  noFreeNiche: "Every niche of this tier is full right now.",
  nicheFree: "A sponsored slot is free.",
  redirectingToSignIn: "Redirecting you to sign in…",
  redirectingToFunnel: "Redirecting you to our sales funnel…",
  successTitle: "Payment received",
  failTitle: "Payment not completed",
  pendingTitle: "Confirming your payment",
  pending: "We are still confirming your payment with the card provider. This page updates when it is done.",
  checkAgain: "Check again",
  viewProfile: "View Profile",
  backToPlans: "Back to the plans",
  // /profile
  renews: (date: string) => `Renews on ${date}`,
  ends: (date: string) => `Ends on ${date}`,
  paymentFailed: "Your last payment failed. Please update your card.",
  manageBilling: "Manage billing",
  testModeBilling: "Test mode: payments are simulated, so there is no card to manage.",
} as const;

// The built-in test checkout (no provider keys).
export const testCheckoutTexts = {
  banner: "TEST CHECKOUT: no card is charged. Pay and Decline produce the same signed events as the card provider.",
  metaTitle: "Test checkout",
  heading: "Test checkout",
  plan: "Plan",
  amount: "Amount",
  email: "E-mail",
  pay: "Pay",
  decline: "Decline",
  notFound: "This checkout does not exist or is closed.",
  planTestHeading: "Plan test page",
  planTestLead: "Fixed purchase buttons for trying the payment flow (not available in production).",
  buy: (name: string) => `Buy ${name}`,
} as const;

// The admin console: /adminpanel, /coach/{id}/edit and the admin calls (SPEC.md sections 2, 7, 8).
export const adminTexts = {
  notAuthorized: "You are not authenticated to view this page.",
  adminOnly: "Only an administrator can do this.",
  panelTitle: "Admin panel",
  searchTitle: "Find a profile",
  bannerTitle: "Banner ads",
  googleAds: "Google Ads",
  customAds: "Custom Ads",
  bannerSave: "Save the banner type",
  searchLabel: "Name or e-mail",
  searchButton: "Search",
  noResults: "No profile matches.",
  edit: "Edit",
  publicPage: "Public page",
  deletedTag: "Deleted",
  claimsTitle: "Pending claims",
  noClaims: "No claim is waiting.",
  claimant: "Claimant",
  profile: "Profile",
  requested: "Asked",
  approve: "Approve",
  reject: "Reject",
  rejectTitle: "Reject this claim",
  rejectReason: "Reason (e-mailed to the claimant)",
  claimApproved: "Claim approved: the profile is linked and the claimant was told by e-mail.",
  claimRejected: "Claim rejected: the claimant was told why by e-mail.",
  claimNotFound: "This claim does not exist or was already decided.",
  actionsTitle: "Recent admin actions",
  actionsFor: (name: string) => `Recent admin actions on ${name}`,
  allActions: "Show all actions",
  when: "When",
  who: "Who",
  what: "What",
  changes: "Changes",
  noActions: "No admin action is recorded yet.",
  restore: "Restore",
  restored: "Profile restored.",
  restoreExpired: "This profile was deleted more than 30 days ago and can no longer be restored.",
  notDeleted: "This profile is not deleted.",
  actionNames: {
    "profile.update": "Edited the profile",
    "profile.delete": "Deleted the profile",
    "profile.restore": "Restored the profile",
    "profile.link": "Linked the profile to an account",
    "claim.approve": "Approved a claim",
    "claim.reject": "Rejected a claim",
    "notes.update": "Changed the notes",
    "level.update": "Changed the level",
    "banner.update": "Switched the banner type",
    "comment.delete": "Deleted a comment",
  },
  editorTitle: (name: string) => `Edit ${name || "this profile"}`,
  editorMetaTitle: "Edit a coach profile",
  email: "E-mail",
  level: "Subscription level",
  subscribed: "This coach is subscribed to this plan.",
  notSubscribed: "This coach is not subscribed to this plan.",
  adminSettings: "Admin Settings",
  levelSelector: "Level",
  addOnSelector: "Add-on level",
  noAddOn: "0 (none)",
  niche: "Sponsored niche",
  fourMonth: "Four-month subscription",
  notes: "Notes",
  notesHint: "Only administrators ever see these notes.",
  save: "Save",
  cancel: "Cancel",
  yes: "Yes",
  no: "No",
  profileUpdated: "Profile updated successfully.",
  profileUpdateFailed: "Failed to update profile.",
  deleteProfile: "Delete this profile",
  deleteConfirm: "Are you sure delete this profile?",
  deleted: "Profile deleted.",
  deleteFailed: "Failed to delete profile.",
  linkProfile: "Link this profile",
  linkEmail: "E-mail of the account to link",
  linked: "Profile linked with specified user successfully.",
  linkFailed: "Failed to link profile with specified user.",
  addNotes: "Add notes to this profile",
  notesUpdated: "Notes updated successfully.",
  notesFailed: "Failed to add Notes.",
  upgradeLevel: "Upgrade User Level",
  upgraded: "Plan upgraded successfully.",
  upgradeFailed: "Failed to upgrade level.",
  editLink: "Edit this profile",
  noAccount: (email: string) => `No account uses ${email}.`,
  ownAdminLevel: "You cannot remove your own admin level.",
  profileNotFound: "This profile does not exist.",
  nicheRequired: "Choose the niche of the add-on.",
  badId: "The id is not valid.",
  notesTooLong: (max: string) => `Notes can be at most ${max} characters.`,
  badEmail: "Please enter a valid email address.",
  accountMissing: "Give the account's e-mail (or its id, cognitoId).",
  reasonMissing: "Please give the claimant a reason.",
  reasonTooLong: (max: string) => `The reason can be at most ${max} characters.`,
} as const;

// The e-mails a claimant gets when an administrator decides their claim.
export const claimDecisionMailTexts = {
  approvedSubject: "Your profile claim is approved",
  approvedHeading: "Your claim is approved",
  approvedIntro: (name: string) =>
    `An administrator checked your claim: the profile of ${name} is now yours. Sign in to keep it up to date and answer your reviews.`,
  approvedButton: "Open my profile",
  rejectedSubject: "Your profile claim was not approved",
  rejectedHeading: "Your claim was not approved",
  rejectedIntro: (name: string) => `An administrator could not approve your claim of the profile of ${name}.`,
  reason: (reason: string) => `The reason: ${reason}`,
  rejectedHelp: "If you think this is a mistake, reply through Contact Us at the bottom of any page.",
} as const;

// The ad banner (app/components/ad-banner.tsx), the house ads and the banner preference
// (GET/PUT /api/admin/bannerpreference; SPEC.md section 8 with DECISIONS.md's spelling).
export const bannerMessages = {
  region: "Advertisement",
  frameTitle: "Advertisement",
  narrowAlt: "Advertisement: open the advertiser's offer",
  google: "Google Ad Banners",
  updated: "Banner preference updated successfully.",
  updateFailed: "Failed to update banner preference.",
  isGoogleBannerBoolean: "isGoogleBanner must be true or false.",
  noSuchAd: "There is no such ad.",
  noSuchZone: "There is no such ad zone.",
  learnMore: "Learn more",
} as const;

// The score explained (issue 15): the gauge's caption and the formula page (/how-scores-work).
export const scoreTexts = {
  caption: "out of 100, from the coach's ratings.",
  howLink: "How the score works",
  metaTitle: "How the coach score works",
  metaDescription:
    "Every coach's score out of 100 is a Bayesian average of their ratings: the formula, and a worked example you can check.",
  title: "How the coach score works",
  intro:
    "Every coach gets a score from 0 to 100, worked out from their ratings alone: nobody can buy or type a score. A coach without reviews has 0.",
  whyTitle: "Why not just the average?",
  why: (weight: number, mean: number) =>
    `One 5-star review would otherwise put a coach above one with fifty 4.5-star reviews. So every coach starts with ${weight} imaginary ratings of ${mean} stars, which real reviews outweigh as they add up. This is a Bayesian average.`,
  formulaTitle: "The formula",
  formula: (weight: number, mean: number) =>
    `score = round(((${weight} × ${mean} + sum of ratings) ÷ (${weight} + number of reviews) − 1) ÷ 4 × 100)`,
  formulaNote:
    "Ratings go from 1 to 5 stars in half steps; subtracting 1 and dividing by 4 maps 1 to 5 stars onto 0 to 100.",
  exampleTitle: "A worked example",
  exampleIntro: (name: string) => `${name} is the coach with the most reviews in the directory today.`,
  exampleReviews: (count: number, sum: string) => `${count} reviews, whose ratings add up to ${sum} stars.`,
  exampleAverage: (weight: number, mean: number, sum: string, count: number, value: string) =>
    `Bayesian average: (${weight} × ${mean} + ${sum}) ÷ (${weight} + ${count}) = ${value} stars.`,
  exampleScore: (value: string, exact: string, score: number) =>
    `Score: (${value} − 1) ÷ 4 × 100 = ${exact}, rounded to ${score}.`,
  exampleCheck: "Their page shows the same score:",
  noExample: "Once coaches have reviews, a worked example with real numbers appears here.",
  distributionTitle: "Rating distribution",
  /** A half star counts with the whole star below it, so a row covers x to x.5 (5 is alone). */
  distributionRow: (stars: number) => (stars === 5 ? "5 stars" : `${stars}–${stars}.5 stars`),
  distributionCount: (count: number) => `${count} ${count === 1 ? "review" : "reviews"}`,
} as const;
