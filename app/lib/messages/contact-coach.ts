// Contact-me-directly on level 5 coach pages (decision 0046): the button, the dialog's title and note, the outcome.
export const contactCoachTexts = {
  contactMeDirectly: "Contact me directly",
  contactCoachTitle: (name: string) => `Contact ${name}`,
  /** Under the coach dialog: what the coach sees and what stays private. */
  coachNote: "The coach receives your message by e-mail and can reply to your address.",
  signInToContact: "Please sign in to contact this coach.",
  coachSent: "An email is sent to this person successfully.",
  coachFailed: "Failed to send an email.",
} as const;
