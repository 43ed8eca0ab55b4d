import { isAdmin, type Level } from "../../lib/levels.ts";
import { bannerMessages } from "../../lib/messages.ts";
import { getDb } from "../db/database.server.ts";
import { bannerPreference } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";

export type BannerPreference = { isGoogleBanner: boolean };

/** The banner type (SPEC.md section 3): Google's placeholder or our ad server's banners; false when unset. */
export async function readBannerPreference(): Promise<BannerPreference> {
  const [row] = await getDb().select({ isGoogleBanner: bannerPreference.isGoogleBanner }).from(bannerPreference);
  return { isGoogleBanner: row?.isGoogleBanner ?? false };
}

/** Sets the banner type; the single row is created when it is missing. */
export async function setBannerPreference(isGoogleBanner: boolean): Promise<BannerPreference> {
  await getDb()
    .insert(bannerPreference)
    .values({ id: 1, isGoogleBanner })
    .onConflictDoUpdate({ target: bannerPreference.id, set: { isGoogleBanner, updatedAt: new Date() } });
  return { isGoogleBanner };
}

/** Admins only (SPEC.md section 6: "set the banner type"). */
export function requireAdmin(actor: { level: Level | null } | null): void {
  if (!isAdmin(actor?.level)) throw new DomainError("forbidden", bannerMessages.adminsOnly);
}

/** GET /api/admin/bannerpreference. */
export async function bannerPreferenceFor(actor: { level: Level | null } | null): Promise<BannerPreference> {
  requireAdmin(actor);
  return readBannerPreference();
}

/** PUT /api/admin/bannerpreference (SPEC.md section 4: "switching sets the banner type"). */
export async function changeBannerPreference(
  actor: { level: Level | null } | null,
  isGoogleBanner: boolean,
): Promise<BannerPreference> {
  requireAdmin(actor);
  return setBannerPreference(isGoogleBanner);
}
