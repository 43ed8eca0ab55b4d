import { BADGES } from "../../lib/levels.ts";
import { slugify } from "../../lib/urls.ts";
import type { Db } from "../db/client.server.ts";
import { forgetBannerPreference } from "../ads/banner-preference.server.ts";
import { forgetCategories } from "../categories/category-service.server.ts";
import { badges, bannerPreference, categories, houseAds, plans } from "../db/schema.ts";
import { HOUSE_ADS } from "./house-ads.ts";
import { NICHES } from "./niches.ts";
import { PLANS } from "./plans.ts";

/** Badges, niches, plans, the banner setting and the house ads: the data every installation needs. Idempotent. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db
    .insert(badges)
    .values(BADGES.map((name, i) => ({ id: i + 1, name })))
    .onConflictDoNothing();
  const navSeat = new Map<string, number>();
  await db
    .insert(categories)
    .values(
      NICHES.map((n) => {
        const seat = n.nav ? (navSeat.get(n.group) ?? 0) + 1 : null;
        if (seat) navSeat.set(n.group, seat);
        return {
          name: n.name,
          slug: slugify(n.name),
          searchName: n.searchName,
          group: n.group,
          tier: n.tier,
          navPosition: seat,
        };
      }),
    )
    .onConflictDoNothing();
  forgetCategories();
  await db
    .insert(plans)
    .values(PLANS.map((p, position) => ({ ...p, position })))
    .onConflictDoNothing();
  await db.insert(bannerPreference).values({ id: 1, isGoogleBanner: false }).onConflictDoNothing();
  forgetBannerPreference();
  await db
    .insert(houseAds)
    .values(HOUSE_ADS.map((ad) => ({ ...ad, imageUrl: ad.imageUrl ?? null })))
    .onConflictDoNothing();
}
