// Navigation bar, footer and the 404 page.
export const navTexts = {
  brandFirst: "Coach",
  brandSecond: "Directory",
  main: "Main",
  groupNiches: (group: string) => `${group} niches`,
  closeMenu: "Close menu",
  // Around the niche count; the spaces are part of the text.
  taglineStart: "Honest ratings and reviews of coaches in ",
  taglineEnd: " niche categories.",
  partners: "Partners",
  legal: "Legal",
  terms: "Terms of Service",
  privacy: "Privacy Policy",
  earningsDisclaimer: "Earnings Disclaimer",
  copyright: (firstYear: number, year: number) => `(c) ${firstYear}-${year} Coach Directory LLC. All rights reserved.`,
  notFoundText: "The page you are looking for does not exist or has moved.",
  backHome: "Back to the home page",
} as const;
