// The e-mails of owner replies, removals, appeals and flag decisions (decision 0067).
export const moderationMailTexts = {
  reply: {
    subject: (coach: string) => `${coach} replied to your review`,
    heading: "The coach replied to your review",
    intro: (coach: string) => `${coach} posted a public reply to your review:`,
    button: "See the reply",
  },
  removal: {
    subject: "Your review was removed",
    heading: "Your review was removed",
    intro: (coach: string, by: string) => `Your review of ${coach} was removed by ${by}. This is what was removed:`,
    reason: (reason: string) => `Reason: ${reason}.`,
    rule: (rule: string) => `The rule it relates to: ${rule}`,
    note: (note: string) => `Note from the moderator: ${note}`,
    hidden: "The review is hidden from the site and does not count in the coach's rating.",
    appeal: (days: number) =>
      `If you think this is a mistake, you can appeal once within ${days} days. A moderator of the site, not the coach, decides.`,
    button: "Appeal the removal",
  },
  appealOutcome: {
    subject: "The outcome of your appeal",
    upheldHeading: "The removal of your review stands",
    upheld: (coach: string) =>
      `A moderator looked at your appeal about your review of ${coach} and decided that the removal stands.`,
    restoredHeading: "Your review is back",
    restored: (coach: string) =>
      `A moderator looked at your appeal about your review of ${coach} and restored it. It shows on the coach's page again and counts in the rating.`,
    note: (note: string) => `Note from the moderator: ${note}`,
    button: "See the coach's page",
  },
  flagDecision: {
    subject: "The review you reported",
    heading: "We looked at the review you reported",
    removed: (coach: string) => `The review of ${coach} you reported was removed. Thank you for telling us.`,
    kept: (coach: string) =>
      `The review of ${coach} you reported was checked and stays: we did not find that it breaks the review terms.`,
    button: "See the coach's page",
  },
} as const;
