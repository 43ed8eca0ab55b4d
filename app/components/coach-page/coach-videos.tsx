import { useRef } from "react";
import { coachPageTexts } from "../../lib/messages/coach-page.ts";
import { sendInsightClick } from "../insight-beacon.ts";
import { VideoCarousel } from "../video-carousel.tsx";
import { VideoFacade } from "../video-facade.tsx";
import { CoachSection } from "./coach-section.tsx";

export type Videos = { storyVideoLinks: { Title: string; Link: string }[]; trainingVideoLinks: string[] };

/**
 * Story videos with their titles and the training-video carousel, each behind a click-to-load
 * facade (decision 0044). The lists arrive already cut to what the coach's level shows. On the
 * public page (`countFor`, the coach's id) each video's first play counts as a click in the
 * coach's insights (decision 0076); playing it again does not.
 */
export function CoachVideos({ coach, countFor }: { coach: Videos; countFor?: string }) {
  const { storyVideoLinks: stories, trainingVideoLinks: training } = coach;
  const played = useRef(new Set<string>());
  const onPlay = (link: string) => {
    if (!countFor || played.current.has(link)) return;
    played.current.add(link);
    sendInsightClick(countFor, "video");
  };
  if (stories.length === 0 && training.length === 0) return null;
  return (
    <CoachSection id="videos" title={coachPageTexts.videos}>
      {training.length > 0 && (
        <div className="mt-3 max-w-2xl">
          <h3 className="font-semibold text-slate-900">{coachPageTexts.trainingVideos}</h3>
          <VideoCarousel links={training} label={coachPageTexts.trainingVideos} onPlay={onPlay} />
        </div>
      )}
      {stories.length > 0 && (
        <div className="mt-6">
          <h3 className="font-semibold text-slate-900">{coachPageTexts.storyVideos}</h3>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {stories.map((v) => (
              <li key={v.Link}>
                <VideoFacade link={v.Link} title={v.Title} onPlay={onPlay} />
                <p className="mt-2 text-sm font-medium text-slate-800">{v.Title}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </CoachSection>
  );
}
