// Page and component texts, grouped by screen.
export const homeTexts = {
  metaTitle: (siteName: string) => `${siteName}: ratings and reviews of business, life, health and fitness coaches`,
  metaDescription:
    "Search coaches by niche, read honest ratings, badges and reviews from their clients, and share your own experience.",
  howItWorks: "How it works",
  steps: {
    search: { title: "Search", text: "Find coaches by name, niche or city across hundreds of categories." },
    read: { title: "Read reviews", text: "See star ratings, badges and comments from people who worked with them." },
    share: { title: "Share", text: "Rate the coaches you know with stars, up to three badges and a comment." },
  },
  browseByCategory: "Browse by category",
  featured: (pluralName: string) => `Featured ${pluralName}`,
  seeAll: "See all",
  /** Screen-reader tail of "See all". */
  seeAllListings: (category: string) => ` ${category} listings`,
  joinTitle: "Are you a coach?",
  joinText: "Claim your profile, answer your reviews and reach the clients who are looking for you.",
  joinHint: "Already listed? Open your profile and press Claim this profile. Not listed yet? Create one:",
  joinButton: "Create my coach profile",
} as const;
