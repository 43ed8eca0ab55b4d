import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { post } from "../support/accounts.ts";
import { type IsolatedDatabase, isolatedDatabase } from "../support/isolated-database.ts";
import { type S3StandIn, startS3StandIn } from "../support/s3-stand-in.ts";
import { type RunningServer, startServer } from "../support/server-process.ts";

// Photos as the outside probe met them: uploads at once (a double click), a kill -9 in the middle
// of uploads, and the sweep that removes what no profile points at, on disk and in S3. Each
// storage gets a server, a data folder and (on CI's PostgreSQL pass) a database of its own.

const SIZES = ["card", "page", "share"].flatMap((size) => [`${size}.webp`, `${size}.jpg`]);

/** A small PNG of its own colour, as a data URL. */
async function photo(n: number): Promise<string> {
  const png = await sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: (n * 37) % 256, g: (n * 91) % 256, b: 120 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** Polls until `check` stops throwing (the sweep runs in the server, on its own time). */
const eventually = (check: () => Promise<void>, timeout = 20_000) => vi.waitFor(check, { timeout, interval: 100 });

type Site = {
  server: RunningServer;
  token: string;
  coachId: string;
  start(env?: Record<string, string>): Promise<void>;
  /** The set of files the coach's profile points at, as keys ("photos/<id>/<stem>-card.webp"). */
  linkedSet(): Promise<string[]>;
  put(photoUrl: string): Promise<number>;
};

function useSite(label: string, env: () => Record<string, string>, linkPrefix: () => string) {
  let dataDir = "";
  let database: IsolatedDatabase | undefined;
  const site = {
    dataDir: () => dataDir,
  } as Site & { dataDir: () => string };
  site.start = async (extra = {}) => {
    site.server = await startServer({
      dataDir,
      logName: `server-${label}`,
      env: { RATE_LIMIT_IP_FACTOR: "50", ...(database?.url ? { DATABASE_URL: database.url } : {}), ...env(), ...extra },
    });
    const signin = await post(site.server.url, "/api/signin", {
      email: "coach@example.com",
      password: "demo-password",
    });
    expect(signin.status).toBe(200);
    site.token = signin.body.data.token as string;
  };
  const own = async () => {
    const response = await fetch(`${site.server.url}/api/profile`, {
      headers: { Authorization: `Bearer ${site.token}` },
    });
    return ((await response.json()) as { data: { _id: string; photoLink: string } }).data;
  };
  site.linkedSet = async () => {
    const { photoLink } = await own();
    expect(photoLink.startsWith(linkPrefix())).toBe(true);
    const key = photoLink.slice(linkPrefix().length);
    return SIZES.map((name) => key.replace(/page\.webp$/, name)).sort();
  };
  site.put = async (photoUrl) => {
    const answer = await post(
      site.server.url,
      "/api/profile",
      { photo: photoUrl },
      {
        method: "PUT",
        headers: { Authorization: `Bearer ${site.token}` },
      },
    );
    return answer.status;
  };
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), `coach-${label}-`));
    database = await isolatedDatabase(`coach_${label.replace(/-/g, "_")}`);
    await site.start();
    site.coachId = (await own())._id;
  });
  afterAll(async () => {
    await site.server?.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  return site;
}

describe("photos on local disk", () => {
  const site = useSite(
    "photo-lifecycle-disk",
    () => ({}),
    () => "/media/",
  );
  const media = () => path.join(site.dataDir(), "media");
  const filesOf = async (coachId: string) =>
    (await readdir(path.join(media(), "photos", coachId)).catch(() => [] as string[]))
      .map((name) => `photos/${coachId}/${name}`)
      .sort();
  const partials = () => readdir(`${media()}.partial`).catch(() => [] as string[]);

  it("takes the same photo four times at once, five rounds, and keeps one set", async () => {
    for (let round = 0; round < 5; round += 1) {
      const same = await photo(round);
      const statuses = await Promise.all([1, 2, 3, 4].map(() => site.put(same)));
      expect(statuses).toEqual([200, 200, 200, 200]);
      expect(await filesOf(site.coachId)).toEqual(await site.linkedSet());
    }
    expect(await partials()).toEqual([]);
  });

  it("takes eight different photos at once and keeps only the one the profile shows", async () => {
    const photos = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map((n) => photo(100 + n)));
    expect(await Promise.all(photos.map((p) => site.put(p)))).toEqual(Array(8).fill(200));
    expect(await filesOf(site.coachId)).toEqual(await site.linkedSet());
  });

  it("after a kill -9 during uploads, a restart's sweep leaves no orphan and no half-written file", async () => {
    const photos = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => photo(200 + n)));
    const uploads = photos.map((p) => site.put(p).catch(() => 0));
    // Killed once the first upload has written something, while the others are on their way.
    const before = await filesOf(site.coachId);
    await eventually(async () => {
      const now = [...(await filesOf(site.coachId)), ...(await partials())];
      expect(now.some((file) => !before.includes(file))).toBe(true);
    }, 10_000);
    site.server.process.kill("SIGKILL");
    await Promise.all(uploads);
    // What a crash can leave whatever the timing: a half-written file, and a set stored but never linked.
    await mkdir(`${media()}.partial`, { recursive: true });
    await writeFile(path.join(`${media()}.partial`, "crashed-write"), "");
    const stray = `photos/${site.coachId}/00000000000000000000-card.webp`;
    await writeFile(path.join(media(), stray), "not linked");
    expect(await filesOf(site.coachId)).toContain(stray);

    await site.start({ PHOTO_SWEEP_GRACE_SECONDS: "0" });
    const linked = await site.linkedSet();
    await eventually(async () => {
      expect(await filesOf(site.coachId)).toEqual(linked);
      expect(await partials()).toEqual([]);
    });
    expect((await fetch(`${site.server.url}/media/${stray}`)).status).toBe(404);
    expect((await fetch(`${site.server.url}/media/${linked[0]}`)).status).toBe(200);
  });
});

describe("photos in S3", () => {
  let s3: S3StandIn;
  let client: S3Client;
  beforeAll(async () => {
    s3 = await startS3StandIn();
    client = new S3Client({
      region: "us-east-1",
      endpoint: s3.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
    });
  });
  afterAll(async () => {
    client?.destroy();
    await s3?.close();
  });
  const site = useSite(
    "photo-lifecycle-s3",
    () => ({
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_PUBLIC_URL: s3.publicUrl,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    }),
    () => `${s3.publicUrl}/`,
  );
  const objects = async (prefix: string) => {
    const answer = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    return (answer.Contents ?? []).map((object) => object.Key ?? "").sort();
  };

  it("keeps one set after uploads at once, and a restart's sweep removes objects nobody points at", async () => {
    const same = await photo(7);
    const different = await Promise.all([1, 2, 3, 4].map((n) => photo(300 + n)));
    expect(await Promise.all([same, same, same, same].map((p) => site.put(p)))).toEqual([200, 200, 200, 200]);
    expect(await Promise.all(different.map((p) => site.put(p)))).toEqual([200, 200, 200, 200]);
    expect(await objects(`photos/${site.coachId}/`)).toEqual(await site.linkedSet());

    // Left by a process that died between storing and linking, and by a profile since purged.
    const strays = [
      `photos/${site.coachId}/11111111111111111111-page.webp`,
      "photos/99999999-9999-4999-8999-999999999999/22222222222222222222-card.jpg",
    ];
    for (const key of strays) {
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: "not linked" }));
    }
    expect(await objects("photos/")).toEqual(expect.arrayContaining(strays));
    await site.server.stop();
    await site.start({ PHOTO_SWEEP_GRACE_SECONDS: "0" });
    const linked = await site.linkedSet();
    await eventually(async () => expect(await objects("photos/")).toEqual(linked));
  });
});
