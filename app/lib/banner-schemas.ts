import { z } from "./zod.ts";
import { bannerMessages } from "./messages/ads.ts";

/** PUT /api/admin/bannerpreference: Google's placeholder (true) or the ad server's banners (false). */
export const bannerPreferenceBody = z.object(
  { isGoogleBanner: z.boolean({ error: bannerMessages.isGoogleBannerBoolean }) },
  { error: bannerMessages.isGoogleBannerBoolean },
);

/** Which banners the site shows. */
export type BannerPreference = { isGoogleBanner: boolean };
