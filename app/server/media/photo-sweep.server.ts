import { inArray } from "drizzle-orm";
import { photoSetOf } from "../../lib/photo-sources.ts";
import { getDb } from "../db/database.server.ts";
import { profiles } from "../db/schema.ts";
import { logger } from "../logger.server.ts";
import { type PhotoStorage, photoStorage } from "./photo-storage.server.ts";

/** `photos/<profile id>/…`: the folder of one profile's sets. */
const PROFILE_FOLDER = /^photos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//i;
/** A set's stem from one of its files' keys (`…/<random>-page.webp` → `…/<random>`). */
const stemOf = (key: string) => key.replace(/-(card|page|share)\.(webp|jpg)$/, "");

/**
 * Removes the photo files no profile points at, and writes a crash left half done: what replaced
 * photos and concurrent uploads left when a process died between storing and linking, and the
 * sets of purged profiles. Only files older than `graceSeconds` go, since an upload stores its
 * files a moment before its transaction links them. A deleted profile keeps its photo (it can be
 * restored). Safe to run in several processes at once: it only removes what nobody points at.
 */
export async function sweepPhotos(graceSeconds: number, storage: PhotoStorage = photoStorage()): Promise<number> {
  const before = new Date(Date.now() - graceSeconds * 1000);
  let removed = await storage.removeIncompleteWrites(before);
  for await (const page of storage.list("photos/")) {
    const settled = page.filter((object) => object.modifiedAt < before);
    if (settled.length === 0) continue;
    const linked = await linkedStems(
      storage,
      settled.map((object) => object.key),
    );
    const orphans = settled.filter((object) => !linked.has(stemOf(object.key))).map((object) => object.key);
    if (orphans.length === 0) continue;
    await storage.delete(orphans);
    removed += orphans.length;
  }
  if (removed > 0) logger.info({ removed }, "photo sweep removed files no profile points at");
  return removed;
}

/** The stems of the sets that the profiles owning these keys' folders point at. */
async function linkedStems(storage: PhotoStorage, keys: string[]): Promise<Set<string>> {
  const ids = [...new Set(keys.flatMap((key) => PROFILE_FOLDER.exec(key)?.[1]?.toLowerCase() ?? []))];
  if (ids.length === 0) return new Set();
  const rows = await getDb().select({ photoLink: profiles.photoLink }).from(profiles).where(inArray(profiles.id, ids));
  return new Set(
    rows.flatMap(({ photoLink }) => {
      const key = photoLink ? storage.keyOf(photoLink) : null;
      return (key && photoSetOf(key)?.stem) || [];
    }),
  );
}
