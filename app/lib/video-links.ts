// Video links as the profile stores them (docs/product.md §16): every YouTube form becomes the watch
// form https://www.youtube.com/watch?v=ID with the other query parameters dropped; any other
// http(s) address is kept as the URL parser writes it. Browser-safe (the profile form uses it).

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "music.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);
/** Paths whose next segment is the video id: /embed/ID, /shorts/ID, /live/ID, /v/ID. */
const ID_PATHS = new Set(["embed", "shorts", "live", "v"]);

export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** The YouTube video id of a link, or null when it is not a YouTube video link. */
export function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  let id: string | null = null;
  if (host === "youtu.be" || host === "www.youtu.be") id = url.pathname.split("/")[1] ?? null;
  else if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = url.pathname.split("/").filter(Boolean);
    if (first === "watch") id = url.searchParams.get("v");
    else if (first && ID_PATHS.has(first)) id = second ?? null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/**
 * The stored form of a video link, or null when the text is not an http(s) address. A missing
 * scheme ("youtu.be/ID", "www.youtube.com/...") is read as https.
 */
export function normalizeVideoLink(raw: string): string | null {
  const text = raw.trim();
  if (!text || /\s/.test(text)) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (!url.hostname.includes(".") || url.username || url.password) return null;
  const id = youtubeId(url);
  return id ? youtubeWatchUrl(id) : url.href;
}
