import { messages } from "../../lib/messages/common.ts";
import { coachPageTexts } from "../../lib/messages/coach-page.ts";
import { type Badge, BadgeList } from "../badge-list.tsx";
import { CoachLinks } from "./coach-links.tsx";
import { CoachSection } from "./coach-section.tsx";
import { CoachVideos, type Videos } from "./coach-videos.tsx";
import { ShareLinks } from "./share-links.tsx";

type Props = {
  coach: Videos & {
    _id: string;
    fullName: string;
    firstName: string;
    aboutMe: string;
    badges: Badge[];
    website: string | null;
    fbProfilePage: string | null;
    linkedIn: string | null;
  };
  /** The page's canonical address, which the share links pass on. */
  url: string;
};

/**
 * The middle of the coach page, between the contact button and the reviews: badges, about text
 * and links, videos and share links. One part, so that its script is one chunk (decision 0057).
 */
export function CoachDetails({ coach, url }: Props) {
  return (
    <>
      <CoachSection id="badges" title={messages.badges}>
        <div className="mt-3">
          <BadgeList badges={coach.badges} ranked />
        </div>
      </CoachSection>
      <CoachSection id="about" title={coachPageTexts.about(coach.firstName || coach.fullName)}>
        <p className="mt-3 whitespace-pre-line leading-relaxed text-slate-800">{coach.aboutMe}</p>
        <CoachLinks coach={coach} countFor={coach._id} />
      </CoachSection>
      <CoachVideos coach={coach} countFor={coach._id} />
      <ShareLinks url={url} name={coach.fullName} />
    </>
  );
}
