/**
 * A coach's video link in its embed form (docs/product.md §16: embeds swap the watch form for the
 * embed form). The player is the privacy-enhanced one (youtube-nocookie.com, Vimeo with dnt=1),
 * and it is only ever framed after a click (decision 0044), so the page itself loads nothing of
 * the video host: not even a thumbnail, which would tell the host who is looking.
 */
export type VideoEmbed = {
  provider: "youtube" | "vimeo";
  id: string;
  /** The player's address without autoplay; the facade adds it when the visitor asked to play. */
  embedUrl: string;
};

// YouTube ids are 11 characters today; the pattern allows any id-like token so that the demo
// data's placeholder ids still render (a wrong id shows the player's own error, after a click).
const YOUTUBE_ID = /^[\w-]{1,64}$/;
const YOUTUBE_HOSTS = new Set(["youtube.com", "www.youtube.com", "m.youtube.com", "youtube-nocookie.com"]);
const VIMEO_HOSTS = new Set(["vimeo.com", "www.vimeo.com", "player.vimeo.com"]);

function parse(link: string): URL | null {
  try {
    const url = new URL(link.trim());
    return url.protocol === "https:" || url.protocol === "http:" ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const [first, second] = url.pathname.split("/").filter(Boolean);
  if (host === "youtu.be") return first ?? null;
  if (!YOUTUBE_HOSTS.has(host)) return null;
  if (first === "watch") return url.searchParams.get("v");
  if (first === "shorts" || first === "embed" || first === "live") return second ?? null;
  return null;
}

function vimeoId(url: URL): string | null {
  if (!VIMEO_HOSTS.has(url.hostname.toLowerCase())) return null;
  // vimeo.com/123, vimeo.com/channels/x/123, player.vimeo.com/video/123: the id is the last number.
  const numbers = url.pathname.split("/").filter((part) => /^\d+$/.test(part));
  return numbers.at(-1) ?? null;
}

/** The embed form of a YouTube or Vimeo link; null for any other link (it is shown as a link). */
export function videoEmbed(link: string): VideoEmbed | null {
  const url = parse(link);
  if (!url) return null;
  const yt = youtubeId(url);
  if (yt && YOUTUBE_ID.test(yt)) {
    return {
      provider: "youtube",
      id: yt,
      embedUrl: `https://www.youtube-nocookie.com/embed/${encodeURIComponent(yt)}`,
    };
  }
  const vimeo = vimeoId(url);
  if (vimeo) {
    return {
      provider: "vimeo",
      id: vimeo,
      embedUrl: `https://player.vimeo.com/video/${vimeo}?dnt=1`,
    };
  }
  return null;
}

/** The address the frame loads once the visitor pressed play: the player starts at once. */
export function autoplayUrl(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set("autoplay", "1");
  return url.toString();
}

/** The origins decision 0044 lets the CSP frame: the players, loaded only after a click. */
export const VIDEO_FRAME_ORIGINS = ["https://www.youtube-nocookie.com", "https://player.vimeo.com"] as const;
