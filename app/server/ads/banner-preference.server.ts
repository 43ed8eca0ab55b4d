import { getDb } from "../db/database.server.ts";
import { bannerPreference } from "../db/schema.ts";
import type { Viewer } from "../identity/session.server.ts";
import { asAdmin } from "../admin/admin-access.server.ts";
import { recordAction } from "../admin/audit.server.ts";

export type BannerPreference = { isGoogleBanner: boolean };

/** The banner type (SPEC.md section 3): Google's placeholder or our ad server's banners; false when unset. */
export async function readBannerPreference(): Promise<BannerPreference> {
  const [row] = await getDb().select({ isGoogleBanner: bannerPreference.isGoogleBanner }).from(bannerPreference);
  return { isGoogleBanner: row?.isGoogleBanner ?? false };
}

/** GET /api/admin/bannerpreference: admins only (SPEC.md section 6: "set the banner type"). */
export async function bannerPreferenceFor(viewer: Viewer | null): Promise<BannerPreference> {
  asAdmin(viewer);
  return readBannerPreference();
}

/** PUT /api/admin/bannerpreference (SPEC.md section 4: "switching sets the banner type"); recorded. */
export async function changeBannerPreference(
  viewer: Viewer | null,
  isGoogleBanner: boolean,
): Promise<BannerPreference> {
  const actor = asAdmin(viewer);
  return getDb().transaction(async (tx) => {
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
}
