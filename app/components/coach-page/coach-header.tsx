import MapPin from "lucide-react/icons/map-pin";
import { type CoachCardData, roundToHalf } from "../../lib/coach.ts";
import { directoryTexts } from "../../lib/messages/directory.ts";
import { coachPageTexts } from "../../lib/messages/coach-page.ts";
import { CategoryPills } from "../category-pills.tsx";
import { OfferList } from "../offer-list.tsx";
import { ScoreGauge } from "../score-gauge.tsx";
import { StarRating } from "../star-rating.tsx";
import { Avatar } from "../ui/avatar.tsx";

type HeaderCoach = Pick<
  CoachCardData,
  | "fullName"
  | "photoLink"
  | "categoryNames"
  | "city"
  | "state"
  | "rating"
  | "reviewCount"
  | "isOneOnOne"
  | "isGroupCoaching"
  | "isFreeTraining"
> & { score: number };

/** The top of the coach page: photo, name, niches, place, rating, score and offers. */
export function CoachHeader({ coach }: { coach: HeaderCoach }) {
  return (
    <section aria-labelledby="coach-name" className="flex flex-col gap-6 sm:flex-row">
      <Avatar src={coach.photoLink} alt={coach.fullName} size={160} shape="square" eager />
      <div className="min-w-0 flex-1">
        <h1 id="coach-name" className="text-3xl font-bold text-slate-900">
          {coach.fullName}
        </h1>
        <CategoryPills names={coach.categoryNames} />
        {(coach.city || coach.state) && (
          <p className="mt-2 flex items-center gap-1 text-sm text-slate-700">
            <MapPin aria-hidden="true" className="size-4" />
            {[coach.city, coach.state].filter(Boolean).join(", ")}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
          {coach.reviewCount > 0 ? (
            <p className="flex items-center gap-2 text-slate-800">
              <StarRating rating={coach.rating} size="lg" />
              <span className="text-lg font-semibold">{roundToHalf(coach.rating).toFixed(1)}</span>
              <span className="text-sm text-slate-600">{coachPageTexts.reviewCount(coach.reviewCount)}</span>
            </p>
          ) : (
            <p className="text-slate-700">{directoryTexts.noReviewsYet}</p>
          )}
          <ScoreGauge score={coach.score} explained />
        </div>
        <OfferList coach={coach} />
      </div>
    </section>
  );
}
