// Contact messages (decision 0046): the dialog's form, the checks of its schema and the services' answers.
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
  tooMany: (max: number, window: string) =>
    `You have sent too many messages (at most ${max} in ${window}). Please try again later.`,
  /** Stored, but the mail server did not take it yet: it is retried, so the sender must not send it again. */
  queued: "Your message is saved and will be delivered in a few minutes: our mail service is busy.",
  yourEmail: "Your e-mail",
  message: "Message",
  send: "Send",
  sending: "Sending…",
  /** The honeypot's label, read by nobody but robots. */
  honeypotLabel: "Leave this field empty",
  charactersLeft: (n: number) => `${n.toLocaleString("en-US")} characters left`,
} as const;
