// What the coach page and the appeal page show of owner replies, reports, removals and the public
// moderation record (decision 0067). The reasons' own labels are in ./moderation.ts.

const count = (n: number) => n.toLocaleString("en-US");

/** A median time to reply: hours under two days, then days. */
export function replyTime(hours: number): string {
  if (hours < 1) return "less than an hour";
  if (hours < 48) {
    const h = Math.round(hours);
    return h === 1 ? "1 hour" : `${h} hours`;
  }
  const days = Math.round(hours / 24);
  return `${days} days`;
}

/** A mean star rating with at most one decimal, e.g. "2.5 stars", "1 star". */
export function starsText(rating: number): string {
  const rounded = Math.round(rating * 10) / 10;
  return rounded === 1 ? "1 star" : `${rounded} stars`;
}

export const replyTexts = {
  /** The heading of a reply under its review. */
  from: (coach: string) => `Reply from ${coach}`,
  edited: "Edited",
  reply: "Reply",
  editReply: "Edit reply",
  deleteReply: "Delete reply",
  deleteConfirm: "Are you sure you want to delete your reply?",
  /** The reply form's textarea. */
  label: "Your reply",
  hint: "Your reply is public, under the review; its author gets it by e-mail. No links or phone numbers.",
  post: "Post reply",
  save: "Save reply",
  cancel: "Cancel",
  failed: "Your reply could not be saved. Please try again.",
} as const;

export const reportTexts = {
  report: "Report",
  /** Shown instead of the button once this account has reported the review. */
  reported: "Reported",
  /** The legend of the reasons. */
  why: "Why are you reporting this review?",
  details: "Details",
  detailsHint: "Required for \u201cSomething else\u201d.",
  notice: "A report does not hide the review: a moderator of the site looks at it and decides.",
  send: "Send report",
  cancel: "Cancel",
  failed: "Your report could not be sent. Please try again.",
} as const;

export const removalFormTexts = {
  /** The select of reasons. */
  reason: "Reason for removal",
  chooseReason: "Choose a reason",
  note: "Note to the author (optional)",
  byCoach:
    "Removals by the coach are counted publicly on your profile, with the reason. The author is told why and may appeal to the site's moderators.",
  bySite:
    "Removals by the site are counted publicly on the coach's profile, with the reason. The author is told why and may appeal.",
  remove: "Remove review",
  cancel: "Cancel",
} as const;

export const moderationRecordTexts = {
  /** The link from the rating summary to the record. */
  link: "How reviews are moderated",
  title: "How reviews are moderated",
  intro:
    "Anyone signed in can report a review; a report alone never hides it. Reviews are removed only by the site's moderators or by the coach, always with a reason, counted here. Their authors are told why and may appeal.",
  shown: (n: number) => `Reviews shown: ${count(n)}`,
  bySite: (n: number) => `Removed by the site: ${count(n)}`,
  byCoach: (n: number) => `Removed by the coach: ${count(n)}`,
  reasonCount: (reason: string, n: number) => `${reason}: ${count(n)}`,
  averageRemoved: (rating: number) => `Average rating of the reviews the coach removed: ${starsText(rating)}`,
  replyRate: (share: number) => `Owner replies: ${Math.round(share * 100)}% of reviews`,
  medianReply: (hours: number | null) =>
    hours === null ? "Median time to reply: no replies yet" : `Median time to reply: ${replyTime(hours)}`,
  siteWide: "Site-wide figures",
  /** The split of shown reviews by how they came (decision 0075). */
  splitCaption: "Invited and organic reviews",
  source: "How the review came",
  reviews: "Reviews",
  average: "Average stars",
  noAverage: "None yet",
} as const;

export const appealPageTexts = {
  metaTitle: "Appeal the removal of your review",
  title: "Your removed review",
  yourReview: "The review that was removed",
  removedBy: (by: string) => `Removed by ${by}`,
  removedOn: "Removed on",
  reason: "Reason",
  rule: "The rule it relates to",
  note: "Note",
  lastDay: "Last day to appeal",
  hidden: "The review is hidden from the site and does not count in the coach's rating.",
  about: "Your review of",
  formTitle: "Appeal the removal",
  formLead: (days: number) =>
    `You can appeal once, within ${days} days of the removal. A moderator of the site, not the coach, decides, and you get the outcome by e-mail.`,
  /** The appeal's textarea. */
  why: "Why should the review be restored?",
  send: "Send appeal",
  appealedOn: "You appealed on",
  pending: "A moderator will look at your appeal; you will get the outcome by e-mail.",
  upheld: "Your appeal was decided: the removal stands.",
  restored: "Your appeal was decided: your review is restored and shows on the coach's page again.",
  closed: (days: number) => `The ${days} days to appeal this removal have passed.`,
  failed: "Your appeal could not be sent. Please try again.",
} as const;
