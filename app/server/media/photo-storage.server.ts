import { mkdir, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { DeleteObjectsCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { config } from "../config.server.ts";
import { logger } from "../logger.server.ts";

/**
 * Where photo files live. Keys are relative paths chosen by the server ("photos/<id>/<hash>-card.webp",
 * never a user's file name); every key is written once and never overwritten with other bytes, so
 * the long cache lifetime of /media (docs/decisions/0036-caching.md) cannot serve a stale photo.
 */
export interface PhotoStorage {
  readonly kind: "local" | "s3";
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Removes the objects; keys that do not exist are not an error. */
  delete(keys: string[]): Promise<void>;
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

/** Files under `mediaDir`, served by server.ts at `urlBase` (/media). */
export function localPhotoStorage(mediaDir: string, urlBase = "/media"): PhotoStorage {
  const root = path.resolve(mediaDir);
  const base = `${urlBase.replace(/\/+$/, "")}/`;
  const fileOf = (key: string) => path.join(root, ...checkKey(key).split("/"));
  return {
    kind: "local",
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${file}.${process.pid}.${Date.now()}.partial`;
      await writeFile(partial, body);
      await rename(partial, file);
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    url: (key) => base + checkKey(key),
    keyOf: (url) => keyUnder(base, url),
  };
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
