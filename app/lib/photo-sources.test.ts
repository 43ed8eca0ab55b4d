import { describe, expect, it } from "vitest";
import { NO_PHOTO, photoSetOf, photoSources, sharePhoto } from "./photo-sources.ts";

const stem = "/media/photos/aaaaaaaa-0000-4000-8000-000000000001/0123456789abcdef0123";

describe("photoSources", () => {
  it("gives an uploaded photo's WebP and JPEG widths and a JPEG fallback", () => {
    expect(photoSources(`${stem}-page.webp`)).toEqual({
      src: `${stem}-page.jpg`,
      webpSrcSet: `${stem}-card.webp 160w, ${stem}-page.webp 480w`,
      jpegSrcSet: `${stem}-card.jpg 160w, ${stem}-page.jpg 480w`,
    });
  });

  it("works the same for photos on another origin (S3)", () => {
    const s3 = "https://cdn.example/photos/abc-1/0123456789abcdef0123";
    expect(photoSources(`${s3}-page.webp`).webpSrcSet).toBe(`${s3}-card.webp 160w, ${s3}-page.webp 480w`);
    expect(sharePhoto(`${s3}-page.webp`)).toBe(`${s3}-share.jpg`);
  });

  it("keeps older links as one file and shows the silhouette without a photo", () => {
    expect(photoSources("/media/demo/42.svg")).toEqual({
      src: "/media/demo/42.svg",
      webpSrcSet: null,
      jpegSrcSet: null,
    });
    expect(photoSources(null)).toEqual({ src: NO_PHOTO, webpSrcSet: null, jpegSrcSet: null });
    expect(photoSources("")).toEqual({ src: NO_PHOTO, webpSrcSet: null, jpegSrcSet: null });
    expect(photoSources(`${stem}-card.webp`).webpSrcSet).toBeNull();
    expect(photoSetOf("/media/photos/../x/0123456789abcdef0123-page.webp")).toBeNull();
  });
});

describe("sharePhoto", () => {
  it("uses the 1200x630 JPEG of a set and leaves other links alone", () => {
    expect(sharePhoto(`${stem}-page.webp`)).toBe(`${stem}-share.jpg`);
    expect(sharePhoto("/media/demo/1.svg")).toBe("/media/demo/1.svg");
    expect(sharePhoto(null)).toBeNull();
  });
});
