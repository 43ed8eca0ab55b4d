// The site's figures on /adminpanel (issue 26): week by week, weeks from Monday 00:00 UTC.

/** The figures' names, as chart titles, tables and legends say them. */
export const siteFigureLabels = {
  signUps: "Sign-ups",
  claimsFiled: "Claims filed",
  claimsApproved: "Claims approved",
  reviews: "Reviews posted",
  paidPlans: "Paid plans started",
  revenue: "Revenue",
} as const;

export const siteFiguresTexts = {
  title: "Site figures",
  lead: (weeks: number) =>
    `The last ${weeks} weeks, Monday to Sunday in UTC, this week so far; the totals compare them with the ${weeks} weeks before. Sign-ups are new accounts; reviews are the shown ones (not removed, not held); paid plans leave out the complimentary plans admins give; revenue is what paid invoices took, by the plan paid for.`,
  revenueTitle: "Revenue by plan",
  otherPlans: "Other plans",
  /** Revenue of a subscription that went with its purged profile. */
  unknownPlan: "Plan of a deleted profile",
  planRevenue: (plan: string) => `Revenue: ${plan}`,
  /** What a chart shows, for screen readers (the table under it has every week). */
  summary: (title: string, total: string, weeks: number) => `${title}: ${total} in the last ${weeks} weeks.`,
  peak: (value: string) => `Highest week: ${value}`,
  caption: (title: string, from: string, to: string) => `${title} per week, weeks of ${from} to ${to}`,
  week: "Week",
  weekOf: (day: string) => `Week of ${day}`,
  soFar: (week: string) => `${week} (so far)`,
  totalsCaption: (weeks: number) => `Totals of the last ${weeks} weeks against the ${weeks} weeks before`,
  thisPeriod: (weeks: number) => `Last ${weeks} weeks`,
  previousPeriod: (weeks: number) => `The ${weeks} weeks before`,
} as const;

/** Cents as dollars, always with the cents, so that a column of amounts lines up. */
export const dollars = (cents: number) =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
