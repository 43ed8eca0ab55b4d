import BriefcaseBusiness from "lucide-react/icons/briefcase-business";
import Globe from "lucide-react/icons/globe";
import Users from "lucide-react/icons/users";
import { coachPageTexts } from "../../lib/messages/coach-page.ts";
import { socialLinkOf } from "../../lib/social-link.ts";
import { buttonClass } from "../ui/button.tsx";
import { sendInsightClick } from "../insight-beacon.ts";

type Links = { website: string | null; fbProfilePage: string | null; linkedIn: string | null };

/**
 * The coach's own website and one social link (docs/product.md §3: level 3 and up get one of
 * each), named after the network it points to; nothing when the coach has none (or their level
 * shows none). On the public page (`countFor`, the coach's id) a click counts in the coach's
 * insights (decision 0076); a middle click, which opens a tab, too.
 */
export function CoachLinks({ coach, countFor }: { coach: Links; countFor?: string }) {
  const social = socialLinkOf(coach);
  const links = [
    coach.website && { label: coachPageTexts.website, href: coach.website, icon: Globe, kind: "website" as const },
    social && {
      label: social.network,
      href: social.href,
      icon: social.network === "LinkedIn" ? BriefcaseBusiness : Users,
      kind: "social" as const,
    },
  ].filter((l) => !!l);
  if (links.length === 0) return null;
  return (
    <ul aria-label={coachPageTexts.links} className="mt-4 flex flex-wrap gap-3">
      {links.map((l) => (
        <li key={l.label}>
          {/* Addresses the coach typed: no endorsement passed on (nofollow, ugc). */}
          <a
            href={l.href}
            rel="nofollow noopener ugc"
            onClick={() => countFor && sendInsightClick(countFor, l.kind)}
            onAuxClick={(event) => countFor && event.button === 1 && sendInsightClick(countFor, l.kind)}
            className={buttonClass({ variant: "secondary", size: "sm", className: "flex items-center gap-1.5" })}
          >
            <l.icon aria-hidden="true" className="size-4" />
            {l.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
