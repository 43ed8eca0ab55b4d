import { Link } from "react-router";
import { messages } from "../../lib/messages/common.ts";
import { coachPageTexts } from "../../lib/messages/coach-page.ts";
import { RateCoach, type RateState } from "../rate-coach.tsx";
import { deferred } from "../deferred.tsx";
import { CoachSection } from "./coach-section.tsx";
import type { Review, ReviewPermissions } from "./review-list.tsx";

// Read first; its buttons (reply, report, delete) can wait for the script (decision 0057).
const ReviewList = deferred(() => import("./review-list.tsx").then((m) => m.ReviewList));

type Props = ReviewPermissions & {
  coach: { _id: string; fullName: string };
  reviews: Review[];
  total: number;
  rateState: RateState;
  /** Recent reviews the review-bomb guard holds for a moderator (decision 0075). */
  held: number;
  /** The rating distribution, shown above the list. */
  summary?: React.ReactNode;
  /** The public moderation record (id "moderation-record"), shown below the list. */
  record?: React.ReactNode;
};

/** The reviews part of the coach page: count, the rate button, the list and how it is moderated. */
export function CoachReviews({ coach, reviews, total, rateState, held, summary, record, ...can }: Props) {
  return (
    <CoachSection id="comments" title={coachPageTexts.reviewsHeading(total)}>
      <div className="mt-2">
        <RateCoach coach={coach} state={rateState} />
      </div>
      {summary}
      {held > 0 && (
        <p
          role="status"
          className="mt-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          {coachPageTexts.reviewsBeingChecked(held)}
        </p>
      )}
      {reviews.length === 0 ? (
        <p className="mt-3 text-slate-700">{coachPageTexts.noReviews}</p>
      ) : (
        <ReviewList
          reviews={reviews}
          coachName={coach.fullName}
          deletable={can.deletable}
          needsReason={can.needsReason}
          flagged={can.flagged}
          ownsProfile={can.ownsProfile}
          signedIn={can.signedIn}
        />
      )}
      {/* Anonymous visitors get only the first reviews from the server. */}
      {!can.signedIn && total > reviews.length && (
        <Link to="/signin" className="mt-4 inline-block font-semibold text-blue-700 hover:underline">
          {messages.loginToViewComments}
        </Link>
      )}
      {record}
    </CoachSection>
  );
}
