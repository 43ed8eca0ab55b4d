import { crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { photoMessages } from "../../lib/messages/photos.ts";
import { DomainError } from "../domain-error.server.ts";
import { decodeDataUrl, MAX_PHOTO_BYTES, processPhoto, sniffPhotoType } from "./photo-service.server.ts";

const dataUrl = (bytes: Uint8Array, type = "image/png") =>
  `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;

const solid = (format: "png" | "jpeg") => {
  const image = sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366aa" } });
  return (format === "png" ? image.png() : image.jpeg()).toBuffer();
};

const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
);

/** "kind: message" of the DomainError the call throws, or what happened instead. */
async function refusal(run: () => unknown): Promise<string> {
  try {
    await run();
    return "no refusal";
  } catch (error) {
    return error instanceof DomainError ? `${error.kind}: ${error.message}` : `not a DomainError: ${String(error)}`;
  }
}
const invalid = (message: string) => `invalid: ${message}`;

describe("sniffPhotoType", () => {
  it("knows JPEG and PNG by their first bytes", async () => {
    expect(sniffPhotoType(await solid("png"))).toBe("png");
    expect(sniffPhotoType(await solid("jpeg"))).toBe("jpeg");
  });

  it("refuses anything else, whatever it claims to be", async () => {
    expect(sniffPhotoType(svgWithScript)).toBeNull();
    expect(sniffPhotoType(Buffer.from("just some text, saved as photo.png\n"))).toBeNull();
    expect(
      sniffPhotoType(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
          .webp()
          .toBuffer(),
      ),
    ).toBeNull();
    expect(
      sniffPhotoType(
        await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
          .gif()
          .toBuffer(),
      ),
    ).toBeNull();
    expect(sniffPhotoType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(sniffPhotoType(Buffer.alloc(0))).toBeNull();
  });
});

describe("decodeDataUrl", () => {
  it("returns the bytes of a base64 data URL, whatever type it declares", async () => {
    const png = await solid("png");
    expect(decodeDataUrl(dataUrl(png))).toEqual(png);
    expect(decodeDataUrl(dataUrl(png, "image/jpeg"))).toEqual(png);
    expect(decodeDataUrl(`data:image/png;name=a.png;base64,${png.toString("base64")}`)).toEqual(png);
  });

  it("refuses what is not a base64 data URL", async () => {
    const png = (await solid("png")).toString("base64");
    for (const input of [
      "",
      png,
      `data:image/png,${png}`,
      `data:image/png;base64,`,
      `data:image/png;base64,${png.slice(0, -1)}`,
      `data:image/png;base64,${png} `,
      `data:image/png;base64,${png.replaceAll("+", "-")}!!`,
      "https://example.com/photo.png",
    ]) {
      expect(await refusal(() => decodeDataUrl(input)), input.slice(0, 40)).toBe(invalid(photoMessages.notJpgOrPng));
    }
  });

  it("refuses 2 MB and more of decoded bytes, before decoding", async () => {
    expect(await refusal(() => decodeDataUrl(dataUrl(Buffer.alloc(MAX_PHOTO_BYTES))))).toBe(
      invalid(photoMessages.tooBig),
    );
    expect(decodeDataUrl(dataUrl(Buffer.alloc(MAX_PHOTO_BYTES - 1))).length).toBe(MAX_PHOTO_BYTES - 1);
  });

  it("says a 3 MB JPEG is too big", async () => {
    // Noise does not compress: a 1800x1300 noisy JPEG at top quality is about 3 MB.
    const jpeg = await sharp({
      create: {
        width: 1800,
        height: 1300,
        channels: 3,
        background: "#888",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(jpeg.length).toBeGreaterThan(2.9 * 1024 * 1024);
    expect(await refusal(() => decodeDataUrl(dataUrl(jpeg, "image/jpeg")))).toBe(invalid(photoMessages.tooBig));
  });
});

describe("processPhoto", () => {
  it("re-encodes a JPEG and a PNG into three sizes as WebP and JPEG", async () => {
    for (const input of [await solid("jpeg"), await solid("png")]) {
      const files = await processPhoto(input);
      expect(files.map((f) => `${f.size}.${f.format}`).sort()).toEqual([
        "card.jpg",
        "card.webp",
        "page.jpg",
        "page.webp",
        "share.jpg",
        "share.webp",
      ]);
      const sizes = await Promise.all(
        files.map(async (f) => {
          const m = await sharp(f.body).metadata();
          return `${f.size}.${f.format}:${m.format}:${m.width}x${m.height}`;
        }),
      );
      expect(sizes.sort()).toEqual([
        "card.jpg:jpeg:160x160",
        "card.webp:webp:160x160",
        "page.jpg:jpeg:480x480",
        "page.webp:webp:480x480",
        "share.jpg:jpeg:1200x630",
        "share.webp:webp:1200x630",
      ]);
    }
  });

  it("refuses an SVG named .png, a text file and an image that only starts like one", async () => {
    expect(await refusal(() => processPhoto(svgWithScript))).toBe(invalid(photoMessages.notJpgOrPng));
    expect(await refusal(() => processPhoto(Buffer.from("hello\n")))).toBe(invalid(photoMessages.notJpgOrPng));
    const png = await solid("png");
    expect(await refusal(() => processPhoto(Buffer.concat([png.subarray(0, 8), svgWithScript])))).toBe(
      invalid(photoMessages.notJpgOrPng),
    );
    // PNG magic number in front of a JPEG: the bytes and the decoder must agree.
    const jpeg = await solid("jpeg");
    expect(await refusal(() => processPhoto(Buffer.concat([png.subarray(0, 8), jpeg])))).toBe(
      invalid(photoMessages.notJpgOrPng),
    );
  });

  it("refuses a small file that claims a huge canvas", async () => {
    // A real 64x48 PNG whose header says 10000x6000 (60 megapixels): the header alone is refused.
    const png = Buffer.from(await solid("png"));
    png.writeUInt32BE(10_000, 16);
    png.writeUInt32BE(6_000, 20);
    png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
    const huge = png;
    expect(huge.length).toBeLessThan(MAX_PHOTO_BYTES);
    expect(await refusal(() => processPhoto(huge))).toBe(invalid(photoMessages.tooManyPixels));
  });

  it("applies the EXIF orientation and keeps no metadata", async () => {
    // Stored 200x100, blue above red, with orientation 6 (turn 90° clockwise to show): shown
    // upright it is red on the left and blue on the right, however a square is cut from it.
    const blueBand = await sharp({ create: { width: 200, height: 50, channels: 3, background: "#0000ff" } })
      .png()
      .toBuffer();
    const tagged = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#ff0000" } })
      .composite([{ input: blueBand, top: 0, left: 0 }])
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: "secret-owner", ImageDescription: "home address" } })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const files = await processPhoto(tagged);
    for (const file of files) {
      const m = await sharp(file.body).metadata();
      expect(m.exif, `${file.size}.${file.format}`).toBeUndefined();
      expect(m.xmp).toBeUndefined();
      expect(m.orientation).toBeUndefined();
      expect(file.body.includes("secret-owner")).toBe(false);
    }
    const card = files.find((f) => f.size === "card" && f.format === "webp")?.body ?? Buffer.alloc(0);
    const { data, info } = await sharp(card).raw().toBuffer({ resolveWithObject: true });
    const rgb = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels).subarray(0, 3)];
    const [leftR, , leftB] = rgb(20, 80);
    const [rightR, , rightB] = rgb(140, 80);
    expect(leftR).toBeGreaterThan(200);
    expect(leftB).toBeLessThan(60);
    expect(rightB).toBeGreaterThan(200);
    expect(rightR).toBeLessThan(60);
  });
});
