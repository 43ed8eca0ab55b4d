import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { type S3StandIn, startS3StandIn } from "../support/s3-stand-in.ts";

// The photo service in-process on both storages: files under a temporary DATA_DIR/media (the
// default), and an S3 bucket on a local S3 stand-in reached through @aws-sdk/client-s3. It needs
// no database. The running test server shows that /media serves what local storage wrote.
let dir: string;
let s3: S3StandIn;
let service: typeof import("../../app/server/media/photo-service.server.ts");
let storage: typeof import("../../app/server/media/photo-storage.server.ts");
let messages: typeof import("../../app/lib/messages/photos.ts");
/** About 1.9 MB: a noisy 3000x2000 JPEG (noise barely compresses) carrying EXIF with a GPS position. */
let bigJpeg: Buffer;
let smallPng: Buffer;

const profileId = "aaaaaaaa-0000-4000-8000-0000000000a1";
const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString("base64")}`;
const SET = ["card", "page", "share"].flatMap((size) => [`${size}.webp`, `${size}.jpg`]);
const measured: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "coach-photos-"));
  process.env.DATA_DIR = dir;
  process.env.LOG_LEVEL = "silent";
  for (const name of ["S3_BUCKET", "S3_PUBLIC_URL", "S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) {
    delete process.env[name];
  }
  service = await import("../../app/server/media/photo-service.server.ts");
  storage = await import("../../app/server/media/photo-storage.server.ts");
  messages = await import("../../app/lib/messages/photos.ts");
  s3 = await startS3StandIn();
  // Blobs of colour (coarse noise scaled up) that survive down-scaling, under fine grain.
  const coarse = await sharp({
    create: {
      width: 120,
      height: 80,
      channels: 3,
      background: "#7a8c9e",
      noise: { type: "gaussian", mean: 128, sigma: 70 },
    },
  })
    .png()
    .toBuffer();
  const grain = await sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 30 },
    },
  })
    .png()
    .toBuffer();
  bigJpeg = await sharp(coarse)
    .resize(3000, 2000, { kernel: "cubic" })
    .composite([{ input: grain, blend: "soft-light" }])
    .jpeg({ quality: 87 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Camera 1", Copyright: "exif-marker-owner" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "48/1 51/1 2964/100",
        GPSLongitudeRef: "E",
        GPSLongitude: "2/1 17/1 4026/100",
      },
    })
    .toBuffer();
  smallPng = await sharp({ create: { width: 300, height: 300, channels: 4, background: "#22aa6680" } })
    .png()
    .toBuffer();
});

afterAll(async () => {
  if (measured.length) console.log(`photo measurements:\n  ${measured.join("\n  ")}`);
  await s3?.close();
  await rm(dir, { recursive: true, force: true });
});

type Backend = {
  name: string;
  make: () => import("../../app/server/media/photo-storage.server.ts").PhotoStorage;
  /** The object's bytes as a browser would get them, or null when it is gone. */
  read: (url: string) => Promise<Buffer | null>;
  linkPrefix: () => string;
};

const backends: Backend[] = [
  {
    name: "local disk under DATA_DIR/media",
    make: () => storage.photoStorage(),
    async read(url) {
      const key = storage.photoStorage().keyOf(url);
      if (!key) throw new Error(`not a local photo URL: ${url}`);
      return readFile(path.join(dir, "media", key)).catch(() => null);
    },
    linkPrefix: () => `/media/photos/${profileId}/`,
  },
  {
    name: "S3 on a local stand-in",
    make: () =>
      storage.s3PhotoStorage({
        bucket: s3.bucket,
        region: "us-east-1",
        endpoint: s3.endpoint,
        accessKeyId: s3.accessKeyId,
        secretAccessKey: s3.secretAccessKey,
        publicUrl: s3.publicUrl,
      }),
    async read(url) {
      const answer = await fetch(url);
      if (answer.status === 404) return null;
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe(url.endsWith(".webp") ? "image/webp" : "image/jpeg");
      return Buffer.from(await answer.arrayBuffer());
    },
    linkPrefix: () => `${s3.publicUrl}/photos/${profileId}/`,
  },
];

/** The URLs of every file of the set a photoLink names. */
const setUrls = (photoLink: string) => SET.map((name) => photoLink.replace(/page\.webp$/, name));

describe.each(backends)("photos on $name", (backend) => {
  let firstLink: string;

  it("stores a 1.9 MB JPEG in every size under a name of its own, small and without EXIF", async () => {
    expect(bigJpeg.length).toBeGreaterThan(1.8 * 1024 * 1024);
    expect(bigJpeg.length).toBeLessThan(2 * 1024 * 1024);
    expect((await sharp(bigJpeg).metadata()).exif).toBeDefined();
    const started = performance.now();
    firstLink = await service.storeProfilePhoto(profileId, dataUrl(bigJpeg, "image/jpeg"), backend.make());
    const ms = performance.now() - started;
    expect(firstLink).toMatch(new RegExp(`^${backend.linkPrefix().replace(/[.]/g, "\\.")}[0-9a-f]{20}-page\\.webp$`));

    const bytes: Record<string, number> = {};
    for (const url of setUrls(firstLink)) {
      const body = await backend.read(url);
      expect(body, url).not.toBeNull();
      const meta = await sharp(body ?? Buffer.alloc(0)).metadata();
      expect(meta.format).toBe(url.endsWith(".webp") ? "webp" : "jpeg");
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
      expect(meta.icc, url).toBeUndefined();
      expect(body?.includes("exif-marker-owner")).toBe(false);
      expect(body?.includes("PhoneMaker")).toBe(false);
      bytes[url.slice(url.lastIndexOf("-") + 1)] = body?.length ?? 0;
    }
    expect(bytes["card.webp"]).toBeLessThanOrEqual(40 * 1024);
    measured.push(
      `${backend.name}: ${(bigJpeg.length / 1024 / 1024).toFixed(2)} MiB JPEG (3000x2000) stored in ${Math.round(ms)} ms; ` +
        Object.entries(bytes)
          .map(([name, n]) => `${name} ${(n / 1024).toFixed(1)} KiB`)
          .join(", "),
    );
  });

  it("gives every upload its own set, the same bytes too, and removes one set without touching another", async () => {
    const store = backend.make();
    const secondLink = await service.storeProfilePhoto(profileId, dataUrl(smallPng, "image/png"), store);
    const again = await service.storeProfilePhoto(profileId, dataUrl(smallPng, "image/png"), store);
    expect(new Set([firstLink, secondLink, again]).size).toBe(3);
    await service.removeProfilePhoto(firstLink, store);
    await service.removeProfilePhoto(secondLink, store);
    for (const url of [...setUrls(firstLink), ...setUrls(secondLink)]) expect(await backend.read(url), url).toBeNull();
    for (const url of setUrls(again)) expect(await backend.read(url), url).not.toBeNull();
  });

  it("leaves a photo alone that is not one of ours", async () => {
    const store = backend.make();
    const demo = path.join(dir, "media", "demo", "7.svg");
    await mkdir(path.dirname(demo), { recursive: true });
    await writeFile(demo, "<svg/>");
    await service.removeProfilePhoto("/media/demo/7.svg", store);
    await service.removeProfilePhoto("https://elsewhere.example/photos/x/0123456789abcdef0123-page.webp", store);
    expect(await readFile(demo, "utf8")).toBe("<svg/>");
  });

  it("lists what it stored, a page at a time", async () => {
    const store = backend.make();
    const link = await service.storeProfilePhoto(profileId.replace("a1", "d4"), dataUrl(smallPng, "image/png"), store);
    const listed: string[] = [];
    for await (const page of store.list(`photos/${profileId.replace("a1", "d4")}/`)) {
      for (const object of page) {
        expect(Date.now() - object.modifiedAt.getTime()).toBeLessThan(60_000);
        listed.push(object.key);
      }
    }
    expect(listed.sort()).toEqual(
      setUrls(link)
        .map((url) => store.keyOf(url))
        .sort(),
    );
  });

  it("refuses what is not a JPG or PNG under 2 MB and stores nothing for it", async () => {
    const store = backend.make();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const stranger = "cccccccc-0000-4000-8000-0000000000c3";
    await expect(service.storeProfilePhoto(stranger, dataUrl(svg, "image/png"), store)).rejects.toMatchObject({
      kind: "invalid",
      message: messages.photoMessages.notJpgOrPng,
    });
    const tooBig = Buffer.concat([bigJpeg, bigJpeg]);
    await expect(service.storeProfilePhoto(stranger, dataUrl(tooBig, "image/jpeg"), store)).rejects.toMatchObject({
      kind: "invalid",
      message: messages.photoMessages.tooBig,
    });
    expect(await readdir(path.join(dir, "media", "photos")).catch(() => [])).not.toContain(stranger);
  });
});

describe("the local storage behind /media", () => {
  it("is served by the site with the photo's type and a long cache lifetime", async () => {
    const served = storage.localPhotoStorage(path.join(inject("dataDir"), "media"));
    const link = await service.storeProfilePhoto(profileId, dataUrl(smallPng, "image/png"), served);
    const answer = await fetch(new URL(link, inject("baseUrl")));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/webp");
    expect(answer.headers.get("cache-control")).toContain("max-age=2592000");
    expect((await sharp(Buffer.from(await answer.arrayBuffer())).metadata()).width).toBe(480);
  });

  it("serves only photos: no half-written file, whatever its name", async () => {
    const folder = path.join(inject("dataDir"), "media", "photos", profileId);
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, "0123456789abcdef0123-card.webp.4242.1700000000000.partial"), "");
    const answer = await fetch(
      new URL(
        `/media/photos/${profileId}/0123456789abcdef0123-card.webp.4242.1700000000000.partial`,
        inject("baseUrl"),
      ),
    );
    expect(answer.status).toBe(404);
  });

  it("chose local disk because S3_BUCKET is not set", () => {
    expect(storage.photoStorage().kind).toBe("local");
  });
});
