import { useEffect, useRef } from "react";
import { BANNER } from "../lib/banner-size.ts";
import { bannerMessages } from "../lib/messages/ads.ts";

export type AdBannerProps = {
  zone: string;
  google: boolean;
  frameUrl: string;
  narrowImageUrl: string;
  narrowLinkUrl: string;
  refreshSeconds: number | null;
};

/**
 * What a banner needs (decision 0048): open its advertiser in a new tab that is not sandboxed
 * itself, or lead the page it is on to a target after the viewer clicks. No scripts, no forms, no
 * same-origin access (so a frame from our own house-ad server cannot reach our cookies or DOM).
 */
const SANDBOX = "allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation";

/**
 * The banner slot (docs/product.md §22), server-rendered with a reserved size so nothing
 * shifts: 728 by 90 from 729 px up, the zone's 320 by 50 image link below. Both are in the HTML and
 * CSS picks one; both load lazily, and Chromium loads no lazy frame or image that is not displayed,
 * so a phone never fetches the frame. The only script is a timer that reloads the frame every
 * `refreshSeconds` while the tab is visible and the frame shown (never on the level5 zone).
 */
export function AdBanner({ zone, google, frameUrl, narrowImageUrl, narrowLinkUrl, refreshSeconds }: AdBannerProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (google || !refreshSeconds) return;
    const timer = setInterval(() => {
      const element = frame.current;
      // Setting src, even to the same address, loads the frame again (a fresh ad).
      if (element && document.visibilityState === "visible" && element.offsetParent) element.src = frameUrl;
    }, refreshSeconds * 1000);
    return () => clearInterval(timer);
  }, [google, frameUrl, refreshSeconds]);

  return (
    <aside aria-label={bannerMessages.region} data-zone={zone} className="mx-auto my-8 w-full max-w-[728px] px-0">
      <div className="mx-auto flex h-[50px] items-center justify-center overflow-hidden min-[729px]:h-[90px]">
        {google ? (
          <p className="flex h-full w-full max-w-[728px] items-center justify-center rounded-lg border border-dashed border-slate-400 bg-slate-50 text-sm font-semibold text-slate-700">
            {bannerMessages.google}
          </p>
        ) : (
          <>
            <iframe
              ref={frame}
              src={frameUrl}
              title={bannerMessages.frameTitle}
              width={BANNER.width}
              height={BANNER.height}
              loading="lazy"
              sandbox={SANDBOX}
              referrerPolicy="strict-origin"
              className="hidden border-0 min-[729px]:block"
              data-ad-frame=""
            />
            <a href={narrowLinkUrl} rel="sponsored noopener" className="block min-[729px]:hidden">
              <img
                src={narrowImageUrl}
                alt={bannerMessages.narrowAlt}
                width={BANNER.narrowWidth}
                height={BANNER.narrowHeight}
                loading="lazy"
                decoding="async"
              />
            </a>
          </>
        )}
      </div>
    </aside>
  );
}
