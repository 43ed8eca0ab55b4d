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
