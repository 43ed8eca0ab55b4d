import { PlayCircle } from "lucide-react";
import { coachPageTexts } from "../../lib/messages.ts";
import { CoachSection } from "./coach-section.tsx";

type Videos = { storyVideoLinks: { Title: string; Link: string }[]; trainingVideoLinks: string[] };

/** The coach's videos as plain links: no third-party player on a public page. */
export function CoachVideos({ coach }: { coach: Videos }) {
  if (coach.storyVideoLinks.length === 0 && coach.trainingVideoLinks.length === 0) return null;
  return (
    <CoachSection id="videos" title={coachPageTexts.videos}>
      <ul className="mt-3 grid gap-2 sm:grid-cols-2">
        {coach.storyVideoLinks.map((v) => (
          <VideoLink key={v.Link} href={v.Link} title={v.Title} />
        ))}
        {/* The first video added shows last (SPEC.md section 5). */}
        {[...coach.trainingVideoLinks].reverse().map((href, i) => (
          <VideoLink key={href} href={href} title={coachPageTexts.trainingVideo(i + 1)} />
        ))}
      </ul>
    </CoachSection>
  );
}

function VideoLink({ href, title }: { href: string; title: string }) {
  return (
    <li>
      <a
        href={href}
        rel="nofollow noopener ugc"
        className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50"
      >
        <PlayCircle aria-hidden="true" className="size-5 text-red-600" />
        {title}
      </a>
    </li>
  );
}
