import { Link } from "react-router";
import { ABOUT_CUT, type CoachCardData, roundToHalf, truncate } from "../lib/coach.ts";
import { messages } from "../lib/messages/common.ts";
import { directoryTexts } from "../lib/messages/directory.ts";
import { coachPath } from "../lib/urls.ts";
import { BadgeList } from "./badge-list.tsx";
import { OfferList } from "./offer-list.tsx";
import { StarRating } from "./star-rating.tsx";
import { Avatar } from "./ui/avatar.tsx";
import { buttonClass } from "./ui/button.tsx";

/** The list card of search and category pages (docs/product.md §9). */
export function CoachCard({ coach, headingLevel = 2 }: { coach: CoachCardData; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="card flex-col gap-4 p-5 sm:flex-row">
      <Avatar src={coach.photoLink} size={112} shape="square" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <Heading className="text-lg font-semibold text-slate-900">{coach.fullName}</Heading>
          {coach.sponsored && <span className="sponsored">{messages.sponsored}</span>}
        </div>
        <p className="mt-0.5 text-sm text-slate-600">
          {[coach.categoryNames.join(", "), [coach.city, coach.state].filter(Boolean).join(", ")]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <p className="card-line gap-2">
          {coach.reviewCount > 0 ? (
            <>
              <StarRating rating={coach.rating} />
              <span>{directoryTexts.ratingWithCount(roundToHalf(coach.rating).toFixed(1), coach.reviewCount)}</span>
            </>
          ) : (
            <span>{directoryTexts.noReviewsYet}</span>
          )}
        </p>
        {/* On a phone the about text is clamped so that a card stays within one screen. */}
        <p className="card-text mt-3 line-clamp-6 whitespace-pre-line sm:line-clamp-none">
          {truncate(coach.aboutMe, ABOUT_CUT)}
        </p>
        <div className="mt-3">
          <BadgeList badges={coach.badges} />
        </div>
        <OfferList coach={coach} />
        <Link to={coachPath(coach)} className={buttonClass({ className: "mt-4 inline-block" })}>
          {messages.learnMore}
          <span className="sr-only">{directoryTexts.learnMoreAbout(coach.fullName)}</span>
        </Link>
      </div>
    </article>
  );
}
