/**
 * A redirect target on our own site, or the fallback. The target is resolved the way a browser
 * would resolve it (tabs and line breaks dropped, backslashes read as slashes), so tricks like
 * `/%09/evil.example` or `/\evil.example` cannot leave the site, and what comes back is always a
 * clean, percent-encoded path that is safe in a Location header.
 */
export function safeRedirect(target: string | null | undefined, fallback = "/"): string {
  if (!target || !target.startsWith("/")) return fallback;
  const base = "http://our.site";
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
