import type { Remover, ReviewReason } from "../review-reasons.ts";

// Owner replies, flags, removals, appeals and the public records of them (decision 0067).

/** The reasons as a visitor reads them, in flag forms, removal forms and public records. */
export const reasonLabels: Record<ReviewReason, string> = {
  "not-a-client": "Not a real client",
  fake: "Fake or paid",
  offensive: "Offensive or hateful",
  "personal-information": "Shares personal information",
  spam: "Spam or advertising",
  illegal: "Illegal content",
  other: "Something else",
};

/** The rule of the review terms (/terms, section 4) each reason relates to, quoted in a statement of reasons. */
export const reasonRules: Record<ReviewReason, string> = {
  "not-a-client":
    "Reviews must be based on your own first-hand experience with the coach (terms, section 4, first rule).",
  fake: "You may not post fake, paid-for or automated reviews, or a review you are paid or rewarded for (terms, section 4, second rule, and section 8).",
  offensive:
    "No hate speech, threats, harassment, insults or other aggressive language (terms, section 4, third rule).",
  "personal-information":
    "No phone numbers, links or other contact details, and no one's personal information (terms, section 4, fourth rule).",
  spam: "No advertising, links or contact details (terms, section 4, fourth rule).",
  illegal: "Content must be lawful (terms, section 8).",
  other: "The review terms (terms, section 4).",
};

export const removerLabels: Record<Remover, string> = { site: "the site's moderators", coach: "the coach" };

export const moderationTexts = {
  reasonRequired: "Choose a reason from the list.",
  noteTooLong: "A note can be at most 1,000 characters.",
  detailsTooLong: "The details can be at most 1,000 characters.",
  detailsRequired: "Please say in a few words what is wrong with this review.",
  decisionRequired: "Choose a decision.",
  replyRequired: "Please write your reply.",
  replyTooLong: "A reply can be at most 2,000 characters.",
  replyNoLinks: "Please remove the link: replies cannot contain links.",
  replyNoPhones: "Please remove the phone number: replies cannot contain phone numbers.",
  appealRequired: "Please say why the review should be restored.",
  appealTooLong: "An appeal can be at most 5,000 characters.",

  notOwner: "Only the coach who owns this profile can reply to its reviews.",
  replyExists: "You have already replied to this review. Edit your reply instead.",
  noReply: "This review has no reply.",
  replyPosted: "Your reply is posted.",
  replyEdited: "Your reply is updated.",
  replyDeleted: "Your reply is deleted.",
  replyNotAllowed: "You are not allowed to delete this reply.",

  flagged: "Thank you. The review is reported and a moderator will look at it.",
  alreadyFlagged: "You have already reported this review.",
  tooManyFlags: "You have reported many reviews in a short time. Please try again later.",
  tooManyReplies: "You have written many replies in a short time. Please try again later.",
  tooManyAppeals: "Too many appeals in a short time. Please try again later.",
  notFound: "This review does not exist.",

  removed: "The review is removed and its author is told why.",
  kept: "The review stays; its reports are closed.",
  noOpenFlags: "This review has no open reports.",
  alreadyRemoved: "This review is already removed.",
  removalReasonRequired: "Choose why you remove this review: removals are counted publicly on your profile.",

  notAuthor: "Only the author of a removed review can appeal its removal.",
  notRemoved: "This review is not removed, so there is nothing to appeal.",
  alreadyAppealed: "You have already appealed this removal.",
  appealClosed: "The 14 days to appeal this removal have passed.",
  appealed: "Your appeal is sent. You will get an e-mail with the outcome.",
  noOpenAppeal: "This review has no open appeal.",
  upheld: "The removal stands; the author is told.",
  restored: "The review is restored; the author is told.",
} as const;
