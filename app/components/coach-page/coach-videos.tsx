import { coachPageTexts } from "../../lib/messages/coach-page.ts";
import { VideoCarousel } from "../video-carousel.tsx";
import { VideoFacade } from "../video-facade.tsx";
import { CoachSection } from "./coach-section.tsx";

export type Videos = { storyVideoLinks: { Title: string; Link: string }[]; trainingVideoLinks: string[] };

/**
 * Story videos with their titles and the training-video carousel, each behind a click-to-load
 * facade (decision 0044). The lists arrive already cut to what the coach's level shows.
 */
export function CoachVideos({ coach }: { coach: Videos }) {
  const { storyVideoLinks: stories, trainingVideoLinks: training } = coach;
  if (stories.length === 0 && training.length === 0) return null;
  return (
    <CoachSection id="videos" title={coachPageTexts.videos}>
      {training.length > 0 && (
        <div className="mt-3 max-w-2xl">
          <h3 className="font-semibold text-slate-900">{coachPageTexts.trainingVideos}</h3>
          <VideoCarousel links={training} label={coachPageTexts.trainingVideos} />
        </div>
      )}
      {stories.length > 0 && (
        <div className="mt-6">
          <h3 className="font-semibold text-slate-900">{coachPageTexts.storyVideos}</h3>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {stories.map((v) => (
              <li key={v.Link}>
                <VideoFacade link={v.Link} title={v.Title} />
                <p className="mt-2 text-sm font-medium text-slate-800">{v.Title}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
    </CoachSection>
  );
}
