import { Link } from "react-router";
import { messages } from "../../lib/messages/common.ts";
import { coachPageTexts } from "../../lib/messages/coach-page.ts";
import { RateCoach, type RateState } from "../rate-coach.tsx";
import { deferred } from "../deferred.tsx";
import { CoachSection } from "./coach-section.tsx";
import type { Review } from "./review-list.tsx";

// Read first; its delete buttons (own reviews, admins) can wait for the script (decision 0057).
const ReviewList = deferred(() => import("./review-list.tsx").then((m) => m.ReviewList));

type Props = {
  coach: { _id: string; fullName: string };
  reviews: Review[];
  total: number;
  deletable: string[];
  rateState: RateState;
  signedIn: boolean;
  /** The rating distribution, shown above the list. */
  summary?: React.ReactNode;
};

/** The reviews part of the coach page: count, the rate button and the list. */
export function CoachReviews({ coach, reviews, total, deletable, rateState, signedIn, summary }: Props) {
  return (
    <CoachSection id="comments" title={coachPageTexts.reviewsHeading(total)}>
      <div className="mt-2">
        <RateCoach coach={coach} state={rateState} />
      </div>
      {summary}
      {reviews.length === 0 ? (
        <p className="mt-3 text-slate-700">{coachPageTexts.noReviews}</p>
      ) : (
        <ReviewList reviews={reviews} deletable={deletable} />
      )}
      {/* Anonymous visitors get only the first reviews from the server. */}
      {!signedIn && total > reviews.length && (
        <Link to="/signin" className="mt-4 inline-block font-semibold text-blue-700 hover:underline">
          {messages.loginToViewComments}
        </Link>
      )}
    </CoachSection>
  );
}
