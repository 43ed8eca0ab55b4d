import { coachPageTexts } from "../../lib/messages/coach-page.ts";
import { SITE_NAME } from "../../lib/seo.ts";
import { buttonClass } from "../ui/button.tsx";
import { CoachSection } from "./coach-section.tsx";

// The networks' own share pages: plain links, so no network's script runs on the page.
function shareLinks(url: string, name: string) {
  const u = encodeURIComponent(url);
  return [
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: "X",
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(coachPageTexts.shareText(name, SITE_NAME))}`,
    },
    { network: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

/** Share buttons for the coach page at `url`. */
export function ShareLinks({ url, name }: { url: string; name: string }) {
  return (
    <CoachSection id="share" title={coachPageTexts.share}>
      <ul className="mt-3 flex gap-3">
        {shareLinks(url, name).map((s) => (
          <li key={s.network}>
            <a href={s.href} rel="noopener" target="_blank" className={buttonClass({ variant: "dark", size: "sm" })}>
              {s.network}
              <span className="sr-only">{coachPageTexts.opensInNewTab}</span>
            </a>
          </li>
        ))}
      </ul>
    </CoachSection>
  );
}
