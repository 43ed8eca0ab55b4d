import { coachPageTexts } from "./messages/coach-page.ts";

/** Networks a social link is named after by its host; any other host is a plain "Social media". */
const NETWORKS: [RegExp, string][] = [
  [/(^|\.)facebook\.com$|(^|\.)fb\.com$/, "Facebook"],
  [/(^|\.)linkedin\.com$/, "LinkedIn"],
  [/(^|\.)instagram\.com$/, "Instagram"],
  [/(^|\.)(x|twitter)\.com$/, "X"],
  [/(^|\.)youtube\.com$/, "YouTube"],
  [/(^|\.)tiktok\.com$/, "TikTok"],
];

/**
 * A coach's one social link (docs/product.md §3): the form's "Social media link" (stored in
 * `fbProfilePage`, any network), else a LinkedIn address from older data, with the network's name.
 */
export function socialLinkOf(coach: {
  fbProfilePage: string | null;
  linkedIn: string | null;
}): { href: string; network: string } | null {
  const href = coach.fbProfilePage || coach.linkedIn;
  if (!href) return null;
  let host = "";
  try {
    host = new URL(href).hostname.toLowerCase();
  } catch {
    return { href, network: coachPageTexts.socialLink };
  }
  return { href, network: NETWORKS.find(([pattern]) => pattern.test(host))?.[1] ?? coachPageTexts.socialLink };
}
