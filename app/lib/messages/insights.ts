import type { InsightCount } from "../insights.ts";

// Coach insights (issue 26, decision 0076): what the owner, an admin and the API are told.
export const insightTexts = {
  /** Who may see insights: the owner of a claimed coach profile, from level 2 (level 2 sees a part). */
  notOwner: "Only the owner of a claimed coach profile can see its insights.",
  otherProfile: "You can only see the insights of your own profile.",
  adminNeedsId: "Name the coach whose insights you want: add id=<the coach's profile id>.",
  unknownCoach: "There is no coach profile with this id.",
  badDays: "days must be 30 or 90.",
  badId: "id must be a profile id.",
} as const;

/** The daily counts' names, as charts, tables and legends say them. */
export const insightCountLabels: Record<InsightCount | "reviews" | "averageRating", string> = {
  views: "Profile views",
  searchImpressions: "Search listings",
  nicheImpressions: "Niche listings",
  websiteClicks: "Website clicks",
  socialClicks: "Social link clicks",
  videoClicks: "Video clicks",
  messages: "Contact messages",
  reviews: "Reviews",
  averageRating: "Average rating",
};

/** The "Insights" part of /profile and of the admin's coach editor. */
export const insightsSectionTexts = {
  title: "Insights",
  lead: (days: number) =>
    `What the profile earned each day of the last ${days} days (days in UTC), and the ${days} days before for comparison. Views are counted for people only: not robots, not the owner, not admins. New counts appear within a minute.`,
  periods: "Period",
  period: (days: number) => `Last ${days} days`,
  charts: {
    views: "Profile views",
    listings: "Listings on search and niche pages",
    clicks: "Clicks on the website, social link and videos",
    messages: "Contact messages",
    reviews: "Reviews and their average rating",
  },
  /** What a chart shows, for screen readers (the table under it has every day). */
  summary: (title: string, total: number, days: number) => `${title}: ${total} in the last ${days} days.`,
  peak: (n: number) => `Highest day: ${n}`,
  ratingScale: "The upper bars are each day's average rating, on a scale of 0 to 5.",
  caption: (title: string, from: string, to: string) => `${title} per day, ${from} to ${to}`,
  day: "Day",
  totalsTitle: "Totals",
  totalsCaption: (days: number) => `Totals of the last ${days} days against the ${days} days before`,
  thisPeriod: (days: number) => `Last ${days} days`,
  previousPeriod: (days: number) => `The ${days} days before`,
  noRating: "none",
  ratingChange: (stars: number) => `${stars > 0 ? "+" : ""}${stars.toFixed(1)} stars`,
  nichesTitle: "How you compare in your niches",
  nichesLead: (days: number) =>
    `The share of each niche's other listed coaches who had fewer views, and fewer reviews, than this profile in the last ${days} days.`,
  nichesCaption: (days: number) => `Standing in each niche, last ${days} days`,
  niche: "Niche",
  peers: "Other coaches",
  fewerViews: "With fewer views",
  fewerReviews: "With fewer reviews",
  percent: (n: number) => `${n}%`,
  noPeers: "no other coaches",
  noNiches: "The profile is in no niche yet: choose niches to see how it compares.",
  /** Level 2: one figure and the way to the rest. */
  totalViews30: (n: number) =>
    n === 1
      ? "Your profile was viewed once in the last 30 days."
      : `Your profile was viewed ${n} times in the last 30 days.`,
  upgrade:
    "Upgrade to Level 3 to see views, listings, clicks, messages and reviews day by day, with charts, and how you compare in your niches.",
  upgradeLink: "See the plans",
} as const;

/** A table of totals against the period before (the insights', the admin panel's site figures). */
export const comparisonTexts = {
  figure: "Figure",
  change: "Change",
  noDataBefore: "no data before",
  percentChange: (percent: number) => `${percent > 0 ? "+" : ""}${percent}%`,
} as const;
