import Play from "lucide-react/icons/play";
import { useEffect, useRef, useState } from "react";
import { videoTexts } from "../lib/messages/videos.ts";
import { autoplayUrl, videoEmbed } from "../lib/video-embeds.ts";

// What the player may use once the visitor chose to play it; nothing more (decision 0044).
const PLAYER_ALLOW = "accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture";
// The player needs its scripts and its own origin's storage, and opens the host's page in a new
// tab ("Watch on YouTube"); it may not navigate our page or submit forms.
const PLAYER_SANDBOX = "allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox";

/**
 * A video as its title and a play button; the host's player frame loads only when pressed, so
 * the page loads nothing from the video host on its own. Links that are not YouTube or Vimeo stay
 * links. `onPlay` is told when it is played or its link followed (the coach's insights count it).
 */
export function VideoFacade({ link, title, onPlay }: { link: string; title: string; onPlay?: (link: string) => void }) {
  const embed = videoEmbed(link);
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button that had focus is gone: focus moves to the player that replaced it.
  useEffect(() => {
    if (playing) frame.current?.focus();
  }, [playing]);
  if (!embed) {
    return (
      <a
        href={link}
        rel="nofollow noopener ugc"
        onClick={() => onPlay?.(link)}
        onAuxClick={(event) => event.button === 1 && onPlay?.(link)}
        className="flex aspect-video w-full items-center justify-center gap-2 rounded-lg border border-slate-200 p-4 text-center text-sm font-medium text-blue-700 hover:underline"
      >
        <Play aria-hidden="true" className="size-5 shrink-0" />
        {videoTexts.watchOn(title)}
      </a>
    );
  }
  if (playing) {
    return (
      <iframe
        ref={frame}
        src={autoplayUrl(embed.embedUrl)}
        title={title}
        allow={PLAYER_ALLOW}
        sandbox={PLAYER_SANDBOX}
        allowFullScreen
        // YouTube's player refuses to play without knowing the embedding site.
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video w-full rounded-lg border-0 bg-slate-900"
      />
    );
  }
  // On the coach page its part hydrates after the page (deferred.tsx): a click before then is held
  // and made again once it has (early-clicks.ts).
  return (
    <button
      type="button"
      data-early-click=""
      onClick={() => {
        setPlaying(true);
        onPlay?.(link);
      }}
      aria-label={videoTexts.play(title)}
      className="group relative block aspect-video w-full overflow-hidden rounded-lg bg-gradient-to-br from-slate-800 to-slate-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      {/* No thumbnail from the host: fetching one would tell it who is looking, before any click. */}
      <span
        aria-hidden="true"
        className="absolute inset-x-0 bottom-0 truncate p-3 text-left text-sm font-medium text-white"
      >
        {title}
      </span>
      <span className="absolute inset-0 grid place-items-center">
        <span className="grid size-16 place-items-center rounded-full bg-red-600 text-white shadow-lg group-hover:bg-red-700">
          <Play aria-hidden="true" className="ml-1 size-8 fill-current" />
        </span>
      </span>
    </button>
  );
}
