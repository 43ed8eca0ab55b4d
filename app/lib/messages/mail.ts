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
    coachHint: "Are you a coach? Find your profile and press Claim this profile to manage it.",
    /** For an account whose e-mail is on a coach profile nobody owns yet: it is theirs to claim. */
    coachIntro:
      "Thank you for joining. Your coach profile is yours to claim: keep your photo, about text, niches and offers up to date, collect ratings and reviews, and upgrade for a website and social link, videos and direct messages from clients.",
    settings: "Complete your profile in your profile settings:",
    button: "Open my profile settings",
  },
} as const;
