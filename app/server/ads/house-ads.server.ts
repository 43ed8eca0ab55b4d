import { createHash } from "node:crypto";
import { and, arrayContains, asc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import { AD_ZONES, type AdZone, pickWeighted } from "../../lib/ad-zones.ts";
import { bannerMessages } from "../../lib/messages/ads.ts";
import { config } from "../config.server.ts";
import { getDb } from "../db/database.server.ts";
import { houseAds } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import { hit, LIMITS } from "../security/rate-limit.server.ts";
import { asAdmin } from "../admin/admin-access.server.ts";
import type { Viewer } from "../identity/session.server.ts";

export type HouseAd = {
  id: string;
  headline: string;
  body: string;
  imageUrl: string | null;
  target: string;
  weight: number;
};

/**
 * The zone a house-ad address names. The address carries the zone's id at the ad server
 * (AD_ZONES), which for our own server is by default the zone's name.
 */
export function zoneOfId(id: string | undefined): AdZone {
  const zone = AD_ZONES.find((z) => config.AD_ZONES[z] === id);
  if (!zone) throw new DomainError("not-found", bannerMessages.noSuchZone);
  return zone;
}

/** The ads a zone shows now, in a stable order (by creation, then id). */
export async function activeAds(zone: AdZone, now = new Date()): Promise<HouseAd[]> {
  return getDb()
    .select({
      id: houseAds.id,
      headline: houseAds.headline,
      body: houseAds.body,
      imageUrl: houseAds.imageUrl,
      target: houseAds.target,
      weight: houseAds.weight,
    })
    .from(houseAds)
    .where(
      and(
        arrayContains(houseAds.zones, [zone]),
        or(isNull(houseAds.activeFrom), lte(houseAds.activeFrom, now)),
        or(isNull(houseAds.activeUntil), gt(houseAds.activeUntil, now)),
      ),
    )
    .orderBy(asc(houseAds.createdAt), asc(houseAds.id));
}

/** A number in [0, 1) made from a key, so the same key picks the same ad (image, then its click). */
export function unitFromKey(key: string): number {
  return createHash("sha256").update(key).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * One ad of the zone, picked by weight (`random` in [0, 1)), with its impression counted; null
 * when the zone has no active ad.
 */
export async function serveAd(zone: AdZone, random: number): Promise<HouseAd | null> {
  const ad = pickWeighted(await activeAds(zone), random);
  if (!ad) return null;
  await getDb()
    .update(houseAds)
    .set({ impressions: sql`${houseAds.impressions} + 1` })
    .where(eq(houseAds.id, ad.id));
  return ad;
}

/** The ad a narrow image link's key picks in the zone, without counting anything. */
export async function adForKey(zone: AdZone, key: string): Promise<HouseAd | null> {
  return pickWeighted(await activeAds(zone), unitFromKey(key)) ?? null;
}

/**
 * Answers the ad's stored target, the only place a click may lead, and counts the click once per
 * visitor and day: `visitor` is the key `visitorKey` makes (null for a bot, never counted).
 */
export async function clickAd(adId: string, visitor: string | null): Promise<string> {
  const counts = visitor !== null && (await hit(LIMITS.adClickPerVisitor, `${adId}:${visitor}`));
  const [ad] = counts
    ? await getDb()
        .update(houseAds)
        .set({ clicks: sql`${houseAds.clicks} + 1` })
        .where(eq(houseAds.id, adId))
        .returning({ target: houseAds.target })
    : await getDb().select({ target: houseAds.target }).from(houseAds).where(eq(houseAds.id, adId));
  if (!ad) throw new DomainError("not-found", bannerMessages.noSuchAd);
  return ad.target;
}

/** Counts an impression of an ad picked elsewhere (the narrow image). */
export async function countImpression(adId: string): Promise<void> {
  await getDb()
    .update(houseAds)
    .set({ impressions: sql`${houseAds.impressions} + 1` })
    .where(eq(houseAds.id, adId));
}

export type HouseAdReport = HouseAd & {
  zones: AdZone[];
  activeFrom: string | null;
  activeUntil: string | null;
  impressions: number;
  clicks: number;
};

/** Every house ad with its counts (GET /api/admin/houseads). */
export async function houseAdReport(viewer: Viewer | null): Promise<HouseAdReport[]> {
  asAdmin(viewer);
  const rows = await getDb().select().from(houseAds).orderBy(asc(houseAds.createdAt), asc(houseAds.id));
  return rows.map((row) => ({
    id: row.id,
    headline: row.headline,
    body: row.body,
    imageUrl: row.imageUrl,
    target: row.target,
    weight: row.weight,
    zones: row.zones,
    activeFrom: row.activeFrom?.toISOString() ?? null,
    activeUntil: row.activeUntil?.toISOString() ?? null,
    impressions: row.impressions,
    clicks: row.clicks,
  }));
}
