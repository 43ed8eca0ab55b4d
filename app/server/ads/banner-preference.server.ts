import { cachedValue } from "../cache/cached-value.server.ts";
import { getDb } from "../db/database.server.ts";
import { bannerPreference } from "../db/schema.ts";
import type { Viewer } from "../identity/session.server.ts";
import { asAdmin } from "../admin/admin-access.server.ts";
import { recordAction } from "../admin/audit.server.ts";
import type { BannerPreference } from "../../lib/banner-schemas.ts";

/** The banner type (docs/product.md §22): Google's placeholder or our ad server's banners; false when unset. */
async function storedBannerPreference(): Promise<BannerPreference> {
  const [row] = await getDb().select({ isGoogleBanner: bannerPreference.isGoogleBanner }).from(bannerPreference);
  return { isGoogleBanner: row?.isGoogleBanner ?? false };
}

// Every page shows the banner: kept in this process, forgotten when an admin switches it here;
// another process follows within the lifetime (decision 0053).
const cachedPreference = cachedValue(storedBannerPreference, 30_000);

/** The banner type for pages. */
export const readBannerPreference = (): Promise<BannerPreference> => cachedPreference.get();

/** After the preference was written: the next page reads it again. */
export const forgetBannerPreference = () => cachedPreference.forget();

/** GET /api/admin/bannerpreference: admins only (docs/product.md §2: admins set the banner type), always the stored one. */
export async function bannerPreferenceFor(viewer: Viewer | null): Promise<BannerPreference> {
  asAdmin(viewer);
  return storedBannerPreference();
}

/** PUT /api/admin/bannerpreference (docs/product.md §21: the admin panel's switch); recorded. */
export async function changeBannerPreference(
  viewer: Viewer | null,
  isGoogleBanner: boolean,
): Promise<BannerPreference> {
  const actor = asAdmin(viewer);
  const changed = await getDb().transaction(async (tx) => {
    const [before] = await tx
      .select({ isGoogleBanner: bannerPreference.isGoogleBanner })
      .from(bannerPreference)
      .for("update");
    await tx
      .insert(bannerPreference)
      .values({ id: 1, isGoogleBanner })
      .onConflictDoUpdate({ target: bannerPreference.id, set: { isGoogleBanner, updatedAt: new Date() } });
    await recordAction(tx, actor, {
      action: "banner.update",
      profileId: null,
      before: { isGoogleBanner: before?.isGoogleBanner ?? false },
      after: { isGoogleBanner },
    });
    return { isGoogleBanner };
  });
  // After the commit: a page read in between would otherwise keep the old value.
  forgetBannerPreference();
  return changed;
}
