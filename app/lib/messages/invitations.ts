// Review invitations (decision 0075): what the coach, the invitee and the API are told.
export const invitationTexts = {
  unknown: "This invitation link is not valid. Check that you copied the whole link from the e-mail.",
  used: "This invitation has already been used: each invitation is good for one review.",
  expired: "This invitation has expired: invitations are valid for 30 days. Ask the coach for a new one.",
  otherAddress:
    "This invitation was sent to another e-mail address. Sign in with the address the invitation was sent to.",
  otherCoach: "This invitation is for another coach.",
  /** Who may invite: the owner of a claimed coach profile, at any level. */
  notOwner: "Only the owner of a claimed coach profile can invite clients to review it.",
  noPublicPage: "Your profile has no public page yet (it needs a name): clients could not review it.",
  emailsRequired: "Enter at least one e-mail address.",
  tooManyAddresses: (max: number) => `You can invite at most ${max} addresses at a time.`,
  badAddress: (address: string) => `"${address.slice(0, 60)}" is not a valid e-mail address.`,
  /** Per-address refusals: the address is left out, the others are sent. */
  ownAddress: "This is your own address: you cannot invite yourself.",
  alreadyReviewed: "This address has already reviewed you.",
  invitedRecently: (days: number) => `This address was invited less than ${days} days ago.`,
  /** A batch over the daily allowance is refused whole. */
  dailyLimit: (perDay: number, left: number) =>
    left === 0
      ? `You have sent ${perDay} invitations in the last 24 hours, the most a day. Nothing was sent: try again tomorrow.`
      : `Only ${left} of your ${perDay} invitations a day ${left === 1 ? "is" : "are"} left. Nothing was sent: invite fewer addresses.`,
  tooManyRequests: "Too many invitation requests from this account. Try again in an hour.",
  sent: (n: number) => (n === 1 ? "1 invitation sent." : `${n} invitations sent.`),
} as const;

/** The invitee's page at the link (/invitations/{token}). */
export const invitationPageTexts = {
  metaTitle: "Review invitation",
  title: (coach: string) => `${coach} invites you to review them`,
  honest:
    'Write your review as you experienced it: it may be negative. It is marked "Invited by the coach", and the coach cannot remove it for being negative.',
  validUntil: "This invitation is valid until",
  sentTo: (email: string) =>
    `The invitation was sent to ${email}. Sign up or sign in with that address to write your review.`,
  signUp: "Create an account",
  signIn: "Sign in",
  formTitle: "Your review",
  coachPage: "See the coach's page",
  unknownTitle: "Invitation not found",
  closedTitle: "This invitation cannot be used",
} as const;

/** The "Invite your clients" part of /profile. */
export const inviteClientsTexts = {
  title: "Invite your clients",
  lead: (perRequest: number, perDay: number, days: number) =>
    `Send your clients a link to review you: up to ${perRequest} addresses at a time and ${perDay} a day. Each link works once, for ${days} days, with the address it was sent to. Their reviews are marked "Invited by the coach" and may be negative: you cannot remove a review for being negative.`,
  label: "E-mail addresses, one per line or separated by commas",
  send: "Send invitations",
  allowance: (left: number, perDay: number) => `You can send ${left} more today (${perDay} in any 24 hours).`,
  notSent: "Not sent:",
  refusal: (email: string, reason: string) => `${email}: ${reason}`,
  caption: "Your invitations, newest first",
  email: "E-mail",
  sentOn: "Sent",
  validUntil: "Valid until",
  state: "State",
  none: "You have not invited anyone yet.",
  more: (n: number) => (n === 1 ? "And 1 older invitation." : `And ${n} older invitations.`),
} as const;

/** How each invitation state reads in the coach's list. */
export const invitationStateLabels = {
  sent: "Sent",
  opened: "Opened",
  reviewed: "Reviewed",
  expired: "Expired",
} as const;

/** The invitation e-mail: who invites, that the review may be negative, how long the link works. */
export const invitationMailTexts = {
  subject: (coach: string) => `${coach} invites you to write a review`,
  heading: "Would you review your coach?",
  intro: (coach: string) =>
    `${coach} invites you to review them on Coach Directory: tell others what working with them was like.`,
  honest:
    'Your review may be negative: write it as you experienced it. It is marked "Invited by the coach", and the coach cannot remove it for being negative.',
  valid: (days: number) => `The link works once, for ${days} days, with this e-mail address.`,
  button: "Write your review",
  footer:
    "You received this e-mail because a coach listed on Coach Directory invited this address to review them. If you do not know them, ignore it: nothing happens.",
} as const;
