import { createHash } from "node:crypto";
import { BANNER } from "../../lib/banner-size.ts";
import { bannerMessages } from "../../lib/messages/ads.ts";
import type { HouseAd } from "./house-ads.server.ts";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

const STYLE = [
  "html,body{margin:0;padding:0;overflow:hidden}",
  `body{width:${BANNER.width}px;height:${BANNER.height}px;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}`,
  `.ad{box-sizing:border-box;display:flex;align-items:center;gap:16px;width:100%;height:${BANNER.height}px;padding:0 24px;background:#0f172a;color:#fff;text-decoration:none;border-radius:8px}`,
  ".ad:focus-visible{outline:3px solid #fbbf24;outline-offset:-3px}",
  ".text{display:flex;flex-direction:column;gap:4px;min-width:0}",
  ".headline{margin:0;font-size:20px;font-weight:700;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}",
  ".body{font-size:14px;color:#cbd5e1;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}",
  ".cta{margin-left:auto;flex:none;padding:8px 16px;border-radius:6px;background:#fbbf24;color:#0f172a;font-size:15px;font-weight:600}",
  ".ad-image{margin:0}",
  "img{display:block;border:0}",
].join("");

const styleHash = `'sha256-${createHash("sha256").update(STYLE).digest("base64")}'`;

/**
 * The zone document's own policy: no script at all, its one style element by hash, images from
 * our site or https (image ads), framed only by our pages.
 */
export const ZONE_DOCUMENT_CSP = [
  "default-src 'none'",
  `style-src ${styleHash}`,
  "img-src 'self' https:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join("; ");

/**
 * A house ad as a complete 728 by 90 document for the banner frame (an empty one when the zone
 * has no active ad). The link goes through the click endpoint; a target on our own site opens in
 * the page the banner is on (`_top`, allowed after a click by the frame's sandbox), another site
 * in a new tab.
 */
export function zoneDocument(ad: HouseAd | null): string {
  let content = "";
  if (ad) {
    const external = !ad.target.startsWith("/");
    const link = `href="/ads/click/${ad.id}" target="${external ? "_blank" : "_top"}" rel="${external ? "sponsored noopener" : "sponsored"}"`;
    content = ad.imageUrl
      ? `<h1 class="ad-image"><a ${link}><img src="${escape(ad.imageUrl)}" alt="${escape(ad.headline)}" width="${BANNER.width}" height="${BANNER.height}"></a></h1>`
      : `<a class="ad" ${link}><div class="text"><h1 class="headline">${escape(ad.headline)}</h1><span class="body">${escape(ad.body)}</span></div><span class="cta">${escape(bannerMessages.learnMore)}</span></a>`;
  }
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escape(bannerMessages.frameTitle)}</title><style>${STYLE}</style></head><body><main>${content}</main></body></html>`;
}

/** Cuts a text to `max` characters at a word boundary, with an ellipsis. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max - 1);
  const space = head.lastIndexOf(" ");
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}\u2026`;
}

/** The narrow creative (under 729 px): a 320 by 50 image of the ad's headline, drawn on the server. */
export function narrowCreative(ad: HouseAd | null): string {
  const { narrowWidth: w, narrowHeight: h } = BANNER;
  const headline = ad ? escape(cut(ad.headline, 31)) : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" rx="6" fill="#0f172a"/>${
    ad
      ? `<text x="14" y="31" font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-size="14" font-weight="700" fill="#ffffff">${headline}</text><path d="M296 18l8 7-8 7" fill="none" stroke="#fbbf24" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>`
      : ""
  }</svg>`;
}
