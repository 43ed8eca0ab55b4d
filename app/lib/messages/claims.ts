// Claiming a profile (docs/product.md §17, §23; decision 0045).
export const claimTexts = {
  inProcessTitle: "Claim Profile In Process ...",
  inProcessText: "Your claim is being verified by our team. You will be notified once it is complete.",
  successTitle: "Congratulations",
  successText: "You have successfully claimed your profile.",
  /** The success toast of docs/product.md §17, spelling fixed (§23). */
  successToast: "Congratulations. You have successfully claimed this profile",
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
