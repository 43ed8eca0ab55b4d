import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useState } from "react";
import { coachPageTexts } from "../lib/messages/coach-page.ts";
import { videoTexts } from "../lib/messages/videos.ts";
import { VideoFacade } from "./video-facade.tsx";

const navButton =
  "grid size-10 place-items-center rounded-full border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-blue-600";

/**
 * Training videos one at a time, newest first: docs/product.md §16 says the first video added
 * appears last. Previous and next wrap around; the arrow keys do the same anywhere inside. A click
 * on them before the page has hydrated is held and made again once it has (early-clicks.ts).
 */
export function VideoCarousel({
  links,
  label,
  onPlay,
}: {
  links: string[];
  label: string;
  /** Told when a video is played (VideoFacade). */
  onPlay?: (link: string) => void;
}) {
  const videos = [...links].reverse();
  const [index, setIndex] = useState(0);
  const current = videos[index];
  if (current === undefined) return null;
  const go = (step: number) => setIndex((index + step + videos.length) % videos.length);
  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = event.key === "ArrowLeft" ? -1 : event.key === "ArrowRight" ? 1 : 0;
    if (step === 0 || videos.length < 2) return;
    event.preventDefault();
    go(step);
  };
  return (
    // The key handler only adds arrow keys to buttons that already work by Tab and Enter.
    // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section aria-roledescription={videoTexts.carousel} aria-label={label} onKeyDown={onKeyDown} className="mt-3">
      {/* A new key per video: moving on stops a player that was started. */}
      <VideoFacade
        key={`${index}:${current}`}
        link={current}
        title={coachPageTexts.trainingVideo(index + 1)}
        onPlay={onPlay}
      />
      {videos.length > 1 && (
        <div className="mt-3 flex items-center justify-center gap-4">
          <button
            type="button"
            data-early-click=""
            onClick={() => go(-1)}
            aria-label={videoTexts.previous}
            className={navButton}
          >
            <ChevronLeft aria-hidden="true" className="size-5" />
          </button>
          <p aria-live="polite" className="min-w-16 text-center text-sm text-slate-700">
            {videoTexts.position(index + 1, videos.length)}
          </p>
          <button
            type="button"
            data-early-click=""
            onClick={() => go(1)}
            aria-label={videoTexts.next}
            className={navButton}
          >
            <ChevronRight aria-hidden="true" className="size-5" />
          </button>
        </div>
      )}
    </section>
  );
}
