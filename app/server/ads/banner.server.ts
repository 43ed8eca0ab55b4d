import { pooledRandomBytes } from "../security/random-bytes.server.ts";
import { type AdZone, refreshes, zoneFor } from "../../lib/ad-zones.ts";
import type { Level } from "../../lib/levels.ts";
import { config } from "../config.server.ts";

/** What the banner slot of a page shows (app/components/ad-banner.tsx takes it as props). */
export type Banner = {
  zone: AdZone;
  /** The admin's switch: Google's placeholder instead of our ad server's banners. */
  google: boolean;
  frameUrl: string;
  narrowImageUrl: string;
  narrowLinkUrl: string;
  /** Seconds between refreshes; null on the level5 zone. */
  refreshSeconds: number | null;
};

/** A configured template with the zone's ad-server id and the image link's key filled in. */
export function fillAdTemplate(template: string, zoneId: string, n: string): string {
  return template.replaceAll("{zone}", encodeURIComponent(zoneId)).replaceAll("{n}", encodeURIComponent(n));
}

/**
 * The banner of a viewer (null when signed out; `level` is the profile's plan level), given the
 * banner type (`readBannerPreference`).
 */
export function bannerFor(viewer: { level: Level | null } | null, isGoogleBanner: boolean): Banner {
  const zone = zoneFor(viewer);
  const zoneId = config.AD_ZONES[zone];
  // Ties the narrow image to its click (one random key per page view), as Revive's `n` does.
  const n = pooledRandomBytes(6).toString("base64url");
  return {
    zone,
    google: isGoogleBanner,
    frameUrl: fillAdTemplate(config.AD_FRAME_URL, zoneId, n),
    narrowImageUrl: fillAdTemplate(config.AD_NARROW_IMAGE_URL, zoneId, n),
    narrowLinkUrl: fillAdTemplate(config.AD_NARROW_LINK_URL, zoneId, n),
    refreshSeconds: refreshes(zone) ? config.AD_REFRESH_SECONDS : null,
  };
}

/** The origin of an absolute template (another server), or null for a path on our own site. */
export function templateOrigin(template: string): string | null {
  if (template.startsWith("/")) return null;
  try {
    return new URL(template.replaceAll("{zone}", "z").replaceAll("{n}", "n")).origin;
  } catch {
    return null;
  }
}
