import { isAdmin, type Level } from "./levels.ts";

/**
 * The banner zones (docs/product.md §22): one for signed-out visitors and one per level 1 to
 * 5. Admins see the level5 zone (decision 0048, which has the table).
 */
export const AD_ZONES = ["signed-out", "level1", "level2", "level3", "level4", "level5"] as const;
export type AdZone = (typeof AD_ZONES)[number];

export const isAdZone = (value: string): value is AdZone => (AD_ZONES as readonly string[]).includes(value);

/**
 * The zone a viewer sees. Only the plan level counts: add-ons (level6*) buy a sponsored seat,
 * not another zone, so an account whose level is an add-on value sees the level1 zone. A
 * signed-in account without a profile is a level1 user.
 */
export function zoneFor(viewer: { level: Level | null } | null): AdZone {
  if (!viewer) return "signed-out";
  const { level } = viewer;
  if (isAdmin(level)) return "level5";
  if (level && isAdZone(level)) return level;
  return "level1";
}

/** Zones whose banner refreshes on a timer: all but level5's (paying coaches are not distracted). */
export const refreshes = (zone: AdZone) => zone !== "level5";

/**
 * A house-ad target: a path on our own site (not `//host`, no backslash) or an https address.
 * Checked when an ad is stored (the table's CHECK says the same), so the click redirect can
 * only ever lead to what an admin stored.
 */
export function isAllowedAdTarget(target: string): boolean {
  if (target.length > 500 || /[\s\\]/.test(target)) return false;
  if (target.startsWith("/")) return !target.startsWith("//");
  try {
    const url = new URL(target);
    return url.protocol === "https:" && url.hostname !== "" && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * Weighted random choice: `random` in [0, 1) picks an item with probability weight / total.
 * Items with a weight of 0 or less are never picked; undefined when nothing can be.
 */
export function pickWeighted<T extends { weight: number }>(items: readonly T[], random: number): T | undefined {
  const usable = items.filter((item) => item.weight > 0);
  const total = usable.reduce((sum, item) => sum + item.weight, 0);
  if (total <= 0) return undefined;
  let point = Math.min(Math.max(random, 0), 0.999999999) * total;
  for (const item of usable) {
    if (point < item.weight) return item;
    point -= item.weight;
  }
  return usable.at(-1);
}
