import type { AdZone } from "../../lib/ad-zones.ts";

export type HouseAdSeed = {
  id: string;
  headline: string;
  body: string;
  imageUrl?: string;
  target: string;
  zones: AdZone[];
  weight: number;
};

/**
 * The product's own ads, in every database (decision 0048), so a fresh installation shows real
 * banners. Fixed ids: loading the reference data again adds none twice. Retire one by setting
 * its active_until rather than deleting it (a deleted one comes back at the next start).
 */
export const HOUSE_ADS: HouseAdSeed[] = [
  {
    id: "a0000000-0000-4000-8000-000000000001",
    headline: "Are you a coach listed here? Claim your profile",
    body: "Keep your page up to date and answer your reviews. It is free.",
    target: "/coach-profile-guide",
    zones: ["signed-out", "level1"],
    weight: 3,
  },
  {
    id: "a0000000-0000-4000-8000-000000000002",
    headline: "Worked with a great coach? Write a review",
    body: "Your words help others choose well. It takes a minute.",
    target: "/search/coach",
    zones: ["signed-out", "level1"],
    weight: 2,
  },
  {
    id: "a0000000-0000-4000-8000-000000000003",
    headline: "Upgrade to Level 3: add your website and social links",
    body: "Plus up to 3 story videos and control of your comments, $97 a year.",
    target: "/plansupgrade/level3",
    zones: ["level2"],
    weight: 3,
  },
  {
    id: "a0000000-0000-4000-8000-000000000004",
    headline: "Upgrade to Level 4: show up to 5 training videos",
    body: "Let clients see how you work before they book, right on your profile.",
    target: "/plansupgrade/level4",
    zones: ["level3"],
    weight: 2,
  },
  {
    id: "a0000000-0000-4000-8000-000000000005",
    headline: "Upgrade to Level 5: receive messages from clients directly",
    body: "Direct e-mail from your visitors, affiliate status, up to 3 categories.",
    target: "/plansupgrade/level5",
    zones: ["level4"],
    weight: 2,
  },
  {
    id: "a0000000-0000-4000-8000-000000000006",
    headline: "Advertise in your niche: be the first coach clients see",
    body: "Sponsored seats at the top of your niche's listings, from $250 for 30 days.",
    target: "/plans",
    zones: ["level2", "level3", "level4", "level5"],
    weight: 2,
  },
  {
    id: "a0000000-0000-4000-8000-000000000007",
    headline: "Advertise in your niche: sponsored seats 1 to 3 at the top of the listings",
    body: "",
    imageUrl: "/ads/advertise-in-your-niche.svg",
    target: "/plans",
    zones: ["level3", "level4", "level5"],
    weight: 1,
  },
];
