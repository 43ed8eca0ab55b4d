// The site's figures for admins (issue 26, decision 0077), as the service answers and the panel shows them.

/** A figure in each week shown, oldest first, and its totals over those weeks and as many before. */
export type WeekSeries = { values: number[]; total: number; previousTotal: number };
/** Revenue in cents; no plan for a subscription that went with its purged profile. */
export type PlanRevenue = WeekSeries & { planId: string | null; planName: string | null };
/** The site's figures on /adminpanel, as siteFigures answers them. */
export type SiteFigures = {
  /** The Mondays of the weeks shown, oldest first; the last is the current week, counted so far. */
  weeks: string[];
  signUps: WeekSeries;
  claimsFiled: WeekSeries;
  claimsApproved: WeekSeries;
  reviews: WeekSeries;
  paidPlans: WeekSeries;
  /** Every plan with revenue in either period, the most in the weeks shown first. */
  revenue: PlanRevenue[];
};
