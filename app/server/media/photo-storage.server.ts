import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { DeleteObjectsCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { config } from "../config.server.ts";
import { logger } from "../logger.server.ts";

/** A stored object and when it was last written. */
export type StoredObject = { key: string; modifiedAt: Date };

/**
 * Where photo files live. Keys are relative paths chosen by the server ("photos/<id>/<random>-card.webp",
 * never a user's file name); every key is written once and never overwritten with other bytes, so
 * the long cache lifetime of /media (docs/decisions/0036-caching.md) cannot serve a stale photo.
 */
export interface PhotoStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the objects; keys that do not exist are not an error. */
  delete(keys: string[]): Promise<void>;
  /** The objects whose keys start with `prefix`, a page (up to 1,000) at a time. */
  list(prefix: string): AsyncGenerator<StoredObject[]>;
  /** Removes what writes left half done before `before` (a crash between write and rename); how many. */
  removeIncompleteWrites(before: Date): Promise<number>;
  /** The URL a browser loads the object from. */
  url(key: string): string;
  /** The key behind a URL this storage made, or null for any other URL. */
  keyOf(url: string): string | null;
}

/** Photos are cached for a year by browsers and CDNs: a key's bytes never change. */
const CACHE_CONTROL = "public, max-age=31536000, immutable";

const KEY = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes("..")) throw new Error(`Not a photo storage key: ${key}`);
  return key;
}

function keyUnder(base: string, url: string): string | null {
  if (!url.startsWith(base)) return null;
  const key = url.slice(base.length);
  return KEY.test(key) && !key.includes("..") ? key : null;
}

/** At most this many objects in one page of `list`, as S3's ListObjectsV2 answers. */
const PAGE = 1000;

/**
 * Files under `mediaDir`, served by server.ts at `urlBase` (/media). A file is written into
 * `<mediaDir>.partial` (never served) and renamed into place, so a reader never sees half a file
 * and a crash leaves its debris outside what /media serves.
 */
export function localPhotoStorage(mediaDir: string, urlBase = "/media"): PhotoStorage {
  const root = path.resolve(mediaDir);
  const partialDir = `${root}.partial`;
  const base = `${urlBase.replace(/\/+$/, "")}/`;
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split("/"));
  return {
    kind: "local",
    async put(key, body) {
      const file = fileOf(key);
      await Promise.all([mkdir(path.dirname(file), { recursive: true }), mkdir(partialDir, { recursive: true })]);
      // A name no other write can have, even the same key at the same millisecond (a double click).
      const partial = path.join(partialDir, randomUUID());
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async *list(prefix) {
      let page: StoredObject[] = [];
      for (const key of await filesUnder(root, prefix)) {
        const modified = await stat(fileOf(key)).catch(() => null);
        if (modified) page.push({ key, modifiedAt: modified.mtime });
        if (page.length === PAGE) {
          yield page;
          page = [];
        }
      }
      if (page.length) yield page;
    },
    async removeIncompleteWrites(before) {
      const names = await readdir(partialDir).catch(() => [] as string[]);
      let removed = 0;
      for (const name of names) {
        const file = path.join(partialDir, name);
        const modified = await stat(file).catch(() => null);
        if (modified && modified.mtime < before) {
          await rm(file, { force: true });
          removed += 1;
        }
      }
      return removed;
    },
    url: (key) => base + checkKey(key),
    keyOf: (url) => keyUnder(base, url),
  };
}

/** The keys of the files under `root` that start with `prefix` (a folder path ending in "/"). */
async function filesUnder(root: string, prefix: string): Promise<string[]> {
  const entries = await readdir(path.join(root, prefix), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .filter((key) => KEY.test(key) && !key.includes(".."))
    .sort();
}

export type S3Options = {
  bucket: string;
  region: string;
  /** A custom endpoint (MinIO, R2, a stand-in); addressed path-style. Unset means AWS. */
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Base URL the objects are served from, e.g. a CDN in front of the bucket. */
  publicUrl: string;
};

/** An S3-compatible bucket; objects are public-read through `publicUrl`. */
export function s3PhotoStorage(options: S3Options): PhotoStorage {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint, forcePathStyle: true } : {}),
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
  });
  const base = `${options.publicUrl.replace(/\/+$/, "")}/`;
  return {
    kind: "s3",
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: checkKey(key),
          Body: body,
          ContentType: contentType,
          CacheControl: CACHE_CONTROL,
        }),
      );
    },
    async delete(keys) {
      if (keys.length === 0) return;
      const answer = await client.send(
        new DeleteObjectsCommand({
          Bucket: options.bucket,
          Delete: { Objects: keys.map((key) => ({ Key: checkKey(key) })), Quiet: true },
        }),
      );
      if (answer.Errors?.length) {
        throw new Error(`Could not delete photos: ${answer.Errors.map((e) => `${e.Key}: ${e.Code}`).join(", ")}`);
      }
    },
    async *list(prefix) {
      let token: string | undefined;
      do {
        const answer = await client.send(
          new ListObjectsV2Command({ Bucket: options.bucket, Prefix: prefix, ContinuationToken: token, MaxKeys: PAGE }),
        );
        const page = (answer.Contents ?? []).flatMap((object) =>
          object.Key ? [{ key: object.Key, modifiedAt: object.LastModified ?? new Date(0) }] : [],
        );
        if (page.length) yield page;
        token = answer.IsTruncated ? answer.NextContinuationToken : undefined;
      } while (token);
    },
    // One PUT writes a whole object or nothing: there is nothing half done to remove.
    removeIncompleteWrites: async () => 0,
    url: (key) => base + checkKey(key),
    keyOf: (url) => keyUnder(base, url),
  };
}

let configured: PhotoStorage | undefined;

/** The storage the configuration asks for: S3 with S3_BUCKET, else DATA_DIR/media (said once in the log). */
export function photoStorage(): PhotoStorage {
  if (configured) return configured;
  if (config.S3_BUCKET && config.S3_PUBLIC_URL) {
    configured = s3PhotoStorage({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      publicUrl: config.S3_PUBLIC_URL,
    });
    logger.info({ bucket: config.S3_BUCKET, publicUrl: config.S3_PUBLIC_URL }, "photos are stored in S3");
  } else {
    const mediaDir = path.resolve(config.DATA_DIR, "media");
    configured = localPhotoStorage(mediaDir);
    logger.info({ mediaDir }, "S3_BUCKET is not set: photos are stored on local disk");
  }
  return configured;
}
