import { randomBytes } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { PHOTO_SIZES, type PhotoSize, photoSetOf } from "../../lib/photo-sources.ts";
import { PHOTO_MAX_BYTES } from "../../lib/limits.ts";
import { photoMessages } from "../../lib/messages/photos.ts";
import { DomainError } from "../domain-error.server.ts";
import { logger } from "../logger.server.ts";
import { type PhotoStorage, photoStorage } from "./photo-storage.server.ts";

/** docs/product.md §16: under 2 MB, counted in decoded bytes (app/lib/limits.ts). */
export const MAX_PHOTO_BYTES = PHOTO_MAX_BYTES;
/** Decoding bomb guard: a small PNG can claim a huge canvas. 50 megapixels covers phone cameras. */
const MAX_PIXELS = 50_000_000;

export type PhotoType = "jpeg" | "png";

/**
 * The bytes of a base64 data URL ("data:<type>;base64,<data>"). Anything else is refused; the
 * declared type is ignored (the bytes decide, see `sniffPhotoType`). The length is checked before
 * decoding so an oversized upload costs no memory.
 */
export function decodeDataUrl(dataUrl: string): Buffer {
  const match = /^data:[^,;]*(?:;[^,;]*)*?;base64,/i.exec(dataUrl);
  if (!match) throw new DomainError("invalid", photoMessages.notJpgOrPng);
  const data = dataUrl.slice(match[0].length);
  if (Math.floor((data.length * 3) / 4) - 2 >= MAX_PHOTO_BYTES) throw new DomainError("invalid", photoMessages.tooBig);
  if (data.length === 0 || data.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(data)) {
    throw new DomainError("invalid", photoMessages.notJpgOrPng);
  }
  const bytes = Buffer.from(data, "base64");
  if (bytes.length >= MAX_PHOTO_BYTES) throw new DomainError("invalid", photoMessages.tooBig);
  return bytes;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** JPEG or PNG by the file's first bytes (its magic number), or null for anything else. */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && PNG_SIGNATURE.equals(bytes.subarray(0, 8))) return "png";
  return null;
}

export type PhotoFile = { size: PhotoSize; format: "webp" | "jpg"; body: Buffer };

/** How each size is cut: card and page are squares (avatars are), share is the 1.91:1 of link previews. */
const GEOMETRY: Record<PhotoSize, { width: number; height: number }> = {
  card: { width: PHOTO_SIZES.card, height: PHOTO_SIZES.card },
  page: { width: PHOTO_SIZES.page, height: PHOTO_SIZES.page },
  share: { width: 1200, height: 630 },
};

/**
 * Checks the bytes are a JPEG or PNG image and re-encodes them into every size as WebP and JPEG.
 * The output is a fresh encoding of the pixels: EXIF (with GPS), XMP, comments and anything hidden
 * after the image data are gone; the EXIF orientation is applied first.
 */
export async function processPhoto(bytes: Buffer): Promise<PhotoFile[]> {
  const type = sniffPhotoType(bytes);
  if (!type) throw new DomainError("invalid", photoMessages.notJpgOrPng);
  const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
  let metadata: Metadata;
  try {
    metadata = await image.metadata();
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw new DomainError("invalid", photoMessages.tooManyPixels);
    throw new DomainError("invalid", photoMessages.notJpgOrPng);
  }
  if (metadata.format !== type) throw new DomainError("invalid", photoMessages.notJpgOrPng);
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > MAX_PIXELS) {
    throw new DomainError("invalid", photoMessages.tooManyPixels);
  }
  const oriented = image.rotate();
  const jobs = (Object.keys(GEOMETRY) as PhotoSize[]).flatMap((size) => {
    const resized = () =>
      oriented
        .clone()
        .resize({ ...GEOMETRY[size], fit: "cover", position: sharp.strategy.attention, withoutEnlargement: false })
        // Transparent PNGs get white behind them: JPEG has no alpha and the two must look alike.
        .flatten({ background: "#ffffff" });
    return [
      resized()
        .webp({ quality: 78, effort: 4 })
        .toBuffer()
        .then((body): PhotoFile => ({ size, format: "webp", body })),
      resized()
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer()
        .then((body): PhotoFile => ({ size, format: "jpg", body })),
    ];
  });
  try {
    return await Promise.all(jobs);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError("invalid", photoMessages.notJpgOrPng);
  }
}

const CONTENT_TYPES = { webp: "image/webp", jpg: "image/jpeg" } as const;

/** The profile id becomes a folder name: only the characters of a UUID (no dots or slashes). */
function checkProfileId(profileId: string): string {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(profileId)) throw new Error(`Not a profile id: ${profileId}`);
  return profileId;
}

/**
 * Stores an uploaded photo (the data URL of docs/product.md §16) for a profile and returns its photoLink, the
 * URL of the page-size WebP; app/lib/photo-sources.ts finds the other files from it. Every upload
 * gets a random name of its own (docs/decisions/0042), so no two uploads, not even the same bytes
 * at once, share a file, and the set a profile stops pointing at can be removed without asking who
 * else uses it. The caller links it to the profile, or removes it if that fails.
 */
export async function storeProfilePhoto(
  profileId: string,
  dataUrl: string,
  storage: PhotoStorage = photoStorage(),
): Promise<string> {
  checkProfileId(profileId);
  const files = await processPhoto(decodeDataUrl(dataUrl));
  const stem = `photos/${profileId}/${randomBytes(10).toString("hex")}`;
  try {
    await Promise.all(files.map((f) => storage.put(`${stem}-${f.size}.${f.format}`, f.body, CONTENT_TYPES[f.format])));
  } catch (error) {
    await storage.delete(files.map((f) => `${stem}-${f.size}.${f.format}`)).catch(() => undefined);
    throw error;
  }
  return storage.url(`${stem}-page.webp`);
}

/** Removes the files of a photo the profile no longer shows (demo and foreign links are left). */
export const removeProfilePhoto = (photoLink: string | null, storage: PhotoStorage = photoStorage()) =>
  photoLink ? removePhotoSet(storage, photoLink) : Promise.resolve();

/** Every file of the set `photoLink` names, when it is one of ours (demo SVGs and other links are left). */
export function photoSetKeys(storage: PhotoStorage, photoLink: string): string[] | null {
  const key = storage.keyOf(photoLink);
  const set = key ? photoSetOf(key) : null;
  if (!set || !set.stem.startsWith("photos/")) return null;
  return (Object.keys(GEOMETRY) as PhotoSize[]).flatMap((size) => [
    `${set.stem}-${size}.webp`,
    `${set.stem}-${size}.jpg`,
  ]);
}

/** Removes a replaced photo's files (ours only), once the profile no longer points at them. */
export async function removePhotoSet(storage: PhotoStorage, photoLink: string): Promise<void> {
  const keys = photoSetKeys(storage, photoLink);
  if (!keys) return;
  try {
    await storage.delete(keys);
  } catch (error) {
    // The new photo is stored and linked; a leftover old file costs space, not correctness.
    logger.warn({ err: error, photoLink }, "could not delete a replaced photo");
  }
}
