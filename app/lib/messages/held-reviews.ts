// The review-bomb guard's queue (decision 0075): reviews held for an administrator, who approves
// them (then shown and counted) or rejects them (a removal by the site, with a reason).

const count = (n: number) => n.toLocaleString("en-US");

export const heldReviewTexts = {
  idsRequired: "Choose at least one held review.",
  tooMany: (max: number) => `Decide on at most ${count(max)} held reviews at once.`,
  badId: "A review id is not valid.",
  notFound: "A chosen review does not exist.",
  notHeld: "A chosen review is not held any more: reload the queue.",
  approved: (n: number) =>
    n === 1 ? "The review is approved: it is shown and counted." : `${count(n)} reviews approved: shown and counted.`,
  rejected: (n: number) =>
    n === 1
      ? "The review is removed and its author is told why."
      : `${count(n)} reviews removed; each author is told why.`,

  // /adminpanel
  title: "Held reviews",
  intro:
    "Reviews from accounts younger than a week that came in a burst on one coach: nobody sees or counts them until you approve them. A rejection is a removal by the site, with a reason: counted in the coach's public record, and its author is told why and may appeal.",
  none: "No held reviews.",
  /** The heading of one coach's held reviews. */
  coachGroup: (coach: string, n: number) => `${coach}: ${n === 1 ? "1 held review" : `${count(n)} held reviews`}`,
  heldOn: "Held",
  account: "Author's account",
  /** How old the author's account was when they wrote the review. */
  accountAge: (days: number) =>
    days < 1
      ? "opened less than a day before the review"
      : `opened ${days === 1 ? "1 day" : `${count(days)} days`} before the review`,
  invited: "Invited by the coach",
  reason: "Reason to reject",
  chooseReason: "Choose a reason (to reject)",
  note: "Note (optional)",
  noteHint:
    "With a rejection, the note is e-mailed to the author with the reason; with approval, it stays in the admin record.",
  approve: "Approve",
  reject: "Reject",
  approveAll: "Approve all",
  rejectAll: "Reject all",
  /** What a coach's "all" buttons decide on, in their accessible names. */
  allOf: (coach: string) => `every held review of ${coach}`,
} as const;
