// The ad banner (app/components/ad-banner.tsx), the house ads and the banner preference
// (GET/PUT /api/admin/bannerpreference; docs/product.md §23, spelling fixed).
export const bannerMessages = {
  region: "Advertisement",
  frameTitle: "Advertisement",
  narrowAlt: "Advertisement: open the advertiser's offer",
  google: "Google Ad Banners",
  updated: "Banner preference updated successfully.",
  updateFailed: "Failed to update banner preference.",
  isGoogleBannerBoolean: "isGoogleBanner must be true or false.",
  noSuchAd: "There is no such ad.",
  noSuchZone: "There is no such ad zone.",
  learnMore: "Learn more",
} as const;
