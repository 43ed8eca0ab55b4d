import { photoSources } from "../../lib/photo-sources.ts";

// Tailwind finds class names only as whole strings, so each size a screen uses has its class here.
const SIZE_CLASSES = { 40: "size-10", 56: "size-14", 112: "size-28", 128: "size-32", 160: "size-40" } as const;

type Props = {
  src: string | null;
  size: keyof typeof SIZE_CLASSES;
  shape: "circle" | "square";
  /** Empty when a name next to the photo already says who it is. */
  alt?: string;
  /** The photo at the top of a page is its largest image; list photos wait until they scroll into view. */
  eager?: boolean;
  /** Its looks come from where it stands (app.css: a compact card's photo): forty on the home page. */
  unstyled?: boolean;
};

/** A person's photo, or the neutral silhouette when they have none. */
export function Avatar({ src, size, shape, alt = "", eager = false, unstyled = false }: Props) {
  // Page-top photos get wider corners than list photos so the curve looks alike at both sizes.
  const corners = shape === "circle" ? "rounded-full" : size >= 128 ? "rounded-2xl" : "rounded-xl";
  const { src: fallback, webpSrcSet, jpegSrcSet } = photoSources(src);
  const img = (
    <img
      src={fallback}
      srcSet={jpegSrcSet ?? undefined}
      sizes={jpegSrcSet ? `${size}px` : undefined}
      alt={alt}
      width={size}
      height={size}
      loading={eager ? undefined : "lazy"}
      className={unstyled ? undefined : `avatar ${SIZE_CLASSES[size]} ${corners}`}
    />
  );
  if (!webpSrcSet) return img;
  // An uploaded photo comes in two widths, as WebP and as JPEG for browsers without WebP; the
  // browser picks by the displayed size and the screen's density. `contents` keeps the <img> the
  // box that layouts size and round.
  return (
    <picture className="contents">
      <source type="image/webp" srcSet={webpSrcSet} sizes={`${size}px`} />
      {img}
    </picture>
  );
}
