// The site-wide moderation record at /transparency (decision 0067), linked from the footer.
export const transparencyTexts = {
  footerLink: "Transparency",
  metaTitle: "Moderation transparency",
  metaDescription:
    "How many reviews were posted, reported, removed and restored on the Coach Directory each month, by reason and by whom: counted from the database.",
  title: "Moderation transparency",
  intro:
    "Every month: the reviews posted, the reports visitors made and their reasons, the reviews removed, why and by whom (the site's moderators or the coach who owns the profile), the appeals and their outcomes, and how long a report waited for a decision.",
  computed: (months: number) =>
    `The figures cover the last ${months} months, newest first, by calendar month in UTC. They are counted from the database each time this page is shown, not kept by hand.`,
  howTitle: "How moderation works",
  howFlags:
    "Any signed-in visitor can report a review once, with a reason. A report never hides a review, however many reports it gets: only a moderator's decision, or a removal by the coach, does.",
  howCoach:
    "A coach on level 3 or higher may remove reviews on their own profile, but only with a reason. Those removals are counted here and on the coach's page, with their reasons and the average stars of the removed reviews.",
  howAppeal: (days: number) =>
    `The author of a removed review gets a statement of reasons by e-mail and may appeal once, within ${days} days, to the site's moderators, who uphold the removal or restore the review. An author deleting their own review is not a removal and is not counted.`,
  rulesLink: "The review rules (terms, section 4)",
  scoresLink: "How removals affect the score",

  month: "Month",
  reviewsTitle: "Reviews posted and reports received",
  reviewsCaption: "Reviews posted and reports received per month, by reason",
  reviewsPosted: "Reviews posted",
  reportsTotal: "Reports (all reasons)",
  siteTitle: "Reviews removed by the site's moderators",
  siteCaption: "Reviews removed by the site's moderators per month, by reason",
  coachTitle: "Reviews removed by coaches",
  coachCaption: "Reviews removed by the coach who owns the profile per month, by reason",
  removedTotal: "Removed (all reasons)",
  appealsTitle: "Appeals and decisions",
  appealsCaption: "Appeals filed per month, their outcomes, and the median time from a report to its decision",
  appealsFiled: "Appeals filed",
  upheld: "Removal upheld",
  restored: "Review restored",
  pending: "Pending",
  medianHours: "Median hours from report to decision",
  noDecision: "No report decided",
  countingNote:
    "A report is counted in the month it was made, a removal in the month it was made (also when it was later restored on appeal: the restoration is counted under appeals), an appeal in the month it was filed, and a report's time to a decision in the month it was decided.",
} as const;
