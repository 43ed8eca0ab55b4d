// Review invitations (decision 0075): what the coach, the invitee and the API are told.
export const invitationTexts = {
  unknown: "This invitation link is not valid. Check that you copied the whole link from the e-mail.",
  used: "This invitation has already been used: each invitation is good for one review.",
  expired: "This invitation has expired: invitations are valid for 30 days. Ask the coach for a new one.",
  otherAddress:
    "This invitation was sent to another e-mail address. Sign in with the address the invitation was sent to.",
  otherCoach: "This invitation is for another coach.",
} as const;
