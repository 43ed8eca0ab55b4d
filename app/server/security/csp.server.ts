import { pooledRandomBytes } from "./random-bytes.server.ts";
import { VIDEO_FRAME_ORIGINS } from "../../lib/video-embeds.ts";

export const newNonce = () => pooledRandomBytes(16).toString("base64");

export type CspOptions = {
  nonce: string;
  /** Vite's dev server injects inline scripts and styles and talks over a WebSocket. */
  dev: boolean;
  https: boolean;
  /** Origins a form may lead to: the social sign-in providers' consent pages (a 302 after our POST). */
  formTargets: string[];
  /** Origins photos are served from besides our own (S3_PUBLIC_URL when photos are in S3). */
  imageOrigins?: string[];
  /** The ad server's origin when AD_FRAME_URL points at another server (decision 0048); none for our own. */
  adFrameOrigins?: string[];
};

/** Where browsers send violations (decision 0064): report-uri's path, and the Reporting API's endpoint name. */
export const CSP_REPORT_PATH = "/csp-report";
export const CSP_REPORT_GROUP = "csp";

/** The Reporting-Endpoints header that names CSP_REPORT_GROUP, for the site at `siteUrl`. */
export const reportingEndpoints = (siteUrl: string) =>
  `${CSP_REPORT_GROUP}="${new URL(CSP_REPORT_PATH, siteUrl).toString()}"`;

/**
 * The Content-Security-Policy of every page. Scripts run only from our origin or with this
 * response's nonce (React Router and React put it on their inline scripts), so injected markup
 * cannot run script; no plugins, no <base> rewriting, and only our own site may frame us. React
 * renders a few `style` attributes (star widths), hence style-src-attr. Video players' frames come
 * from the two origins decision 0044 names, and load only after a click; the ad banner's frame from
 * our own site or the one configured ad server (decision 0048), whose narrow image joins img-src.
 */
export function contentSecurityPolicy({
  nonce,
  dev,
  https,
  formTargets,
  imageOrigins = [],
  adFrameOrigins = [],
}: CspOptions): string {
  const directives = [
    "default-src 'self'",
    dev ? "script-src 'self' 'unsafe-inline' 'unsafe-eval'" : `script-src 'self' 'nonce-${nonce}'`,
    dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    ["img-src 'self' data:", ...imageOrigins].join(" "),
    "font-src 'self'",
    dev ? "connect-src 'self' ws: wss:" : "connect-src 'self'",
    ["frame-src 'self'", ...VIDEO_FRAME_ORIGINS, ...adFrameOrigins].join(" "),
    "object-src 'none'",
    "base-uri 'self'",
    ["form-action 'self'", ...formTargets].join(" "),
    "frame-ancestors 'self'",
  ];
  // Violations reach the team: report-uri for every browser, report-to where the Reporting API is.
  directives.push(`report-uri ${CSP_REPORT_PATH}`, `report-to ${CSP_REPORT_GROUP}`);
  if (https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** The origin of each URL (bad ones are left out). */
export function originsOf(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // A malformed provider URL is reported by the config check; it cannot widen the policy.
    }
  }
  return [...origins];
}
