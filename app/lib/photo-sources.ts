/**
 * Uploaded photos are stored as a set of files named after one stem
 * (app/server/media/photo-service.server.ts): `<stem>-<size>.webp` and `<stem>-<size>.jpg`. A
 * profile's photoLink is the page-size WebP; everything a page needs is derived from it here.
 */

/** Widths in pixels; card and page are squares, share is 1200x630 (link previews). */
export const PHOTO_SIZES = { card: 160, page: 480, share: 1200 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;

/** What the server names a set: `…/photos/<profile id>/<20 hex digits>-page.webp`. */
const SET_LINK = /^(.*photos\/[A-Za-z0-9-]{1,64}\/[0-9a-f]{20})-page\.webp$/;

/** The stem of a photo set's link (a URL or a storage key), or null for any other link. */
export function photoSetOf(photoLink: string): { stem: string } | null {
  const match = SET_LINK.exec(photoLink);
  return match?.[1] ? { stem: match[1] } : null;
}

export type PhotoSources = {
  /** For the <img>: the page-size JPEG for a photo set, else the link itself or the silhouette. */
  src: string;
  /** WebP widths for a <source type="image/webp">; null for links that are a single file. */
  webpSrcSet: string | null;
  /** JPEG widths for the <img>'s srcset; null for links that are a single file. */
  jpegSrcSet: string | null;
};

export const NO_PHOTO = "/avatar.svg";

/** The sources of a <picture> for a photoLink; older links (demo SVGs, null) stay one file. */
export function photoSources(photoLink: string | null | undefined): PhotoSources {
  if (!photoLink) return { src: NO_PHOTO, webpSrcSet: null, jpegSrcSet: null };
  const set = photoSetOf(photoLink);
  if (!set) return { src: photoLink, webpSrcSet: null, jpegSrcSet: null };
  const widths = (ext: string) =>
    `${set.stem}-card.${ext} ${PHOTO_SIZES.card}w, ${set.stem}-page.${ext} ${PHOTO_SIZES.page}w`;
  return { src: `${set.stem}-page.jpg`, webpSrcSet: widths("webp"), jpegSrcSet: widths("jpg") };
}

/** The picture for link previews (og:image): the 1200x630 JPEG of a set, else the link itself. */
export function sharePhoto(photoLink: string | null | undefined): string | null {
  if (!photoLink) return null;
  const set = photoSetOf(photoLink);
  return set ? `${set.stem}-share.jpg` : photoLink;
}
