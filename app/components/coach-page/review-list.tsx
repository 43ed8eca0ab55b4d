import { useId } from "react";
import { Link } from "react-router";
import type { ReviewSource } from "../../lib/review-sources.ts";
import { reviewSourceTexts } from "../../lib/messages/review-sources.ts";
import { reviewerPath } from "../../lib/urls.ts";
import { coachPageTexts } from "../../lib/messages/coach-page.ts";
import { DeleteComment } from "../delete-comment.tsx";
import { StarRating } from "../star-rating.tsx";
import { Avatar } from "../ui/avatar.tsx";
import { ReportReview } from "./report-review.tsx";
import { memberMonth, reviewDate } from "./review-date.ts";
import { ReplyControls, type Reply, ReviewReply } from "./review-reply.tsx";

export type Review = {
  _id: string;
  commentee: { id: string; name: string; photoLink: string | null; reviews: number; memberSince: string };
  source: ReviewSource;
  rating: number;
  createdAt: string;
  comment: string;
  badges: string[];
  reply: Reply | null;
};

/** What this viewer may do with the reviews, as the page's loader says (arrays of review ids). */
export type ReviewPermissions = {
  /** The reviews the viewer may delete: its own, or with a reason (`needsReason`). */
  deletable: string[];
  /** Deletable by the owner (level 3+) or an admin only with a reason, counted publicly. */
  needsReason: string[];
  /** The reviews this account has already reported. */
  flagged: string[];
  /** The viewer owns the profile: it may reply. */
  ownsProfile: boolean;
  signedIn: boolean;
};

type Props = ReviewPermissions & { reviews: Review[]; coachName: string };

/** The buttons under a review: reply (the owner), report (any signed-in viewer but its author), delete. */
function ReviewActions({ review, can }: { review: Review; can: ReviewPermissions }) {
  const id = review._id;
  const withReason = can.needsReason.includes(id);
  // The deletable reviews that need no reason are the viewer's own.
  const own = can.deletable.includes(id) && !withReason;
  const remover = withReason ? (can.ownsProfile ? "coach" : "site") : null;
  if (!can.signedIn) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
      {can.ownsProfile && <ReplyControls reviewId={id} reply={review.reply} />}
      {!own && <ReportReview reviewId={id} reported={can.flagged.includes(id)} />}
      {can.deletable.includes(id) && <DeleteComment id={id} remover={remover} />}
    </div>
  );
}

function ReviewItem({ review: c, coachName, can }: { review: Review; coachName: string; can: ReviewPermissions }) {
  const headingId = useId();
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <article aria-labelledby={headingId}>
        <header className="flex items-center gap-3">
          <Avatar src={c.commentee.photoLink} size={40} shape="circle" />
          <div>
            <h3 id={headingId} className="font-semibold text-slate-900">
              {c.commentee.name}
            </h3>
            <p className="text-xs text-slate-600">
              <Link to={reviewerPath(c.commentee.id)} className="underline">
                {coachPageTexts.reviewerReviews(c.commentee.reviews)}
              </Link>
              {" · "}
              {coachPageTexts.memberSince(memberMonth(c.commentee.memberSince))}
            </p>
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <StarRating rating={c.rating} size="sm" />
              <time dateTime={c.createdAt}>{reviewDate(c.createdAt)}</time>
              {c.source === "invited" && (
                <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-900">
                  {reviewSourceTexts.invited}
                </span>
              )}
            </p>
          </div>
        </header>
        <p className="mt-3 whitespace-pre-line text-slate-800">{c.comment}</p>
        {c.badges.length > 0 && (
          <ul aria-label={coachPageTexts.badgesGiven} className="mt-3 flex flex-wrap gap-2">
            {c.badges.map((b) => (
              <li key={b} className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-900">
                {b}
              </li>
            ))}
          </ul>
        )}
        {c.reply && <ReviewReply reply={c.reply} coachName={coachName} />}
        <ReviewActions review={c} can={can} />
      </article>
    </li>
  );
}

/** The reviews of a coach, newest first, with the coach's replies and what the viewer may do with each. */
export function ReviewList({ reviews, coachName, ...can }: Props) {
  return (
    <ol className="mt-4 space-y-4">
      {reviews.map((c) => (
        <ReviewItem key={c._id} review={c} coachName={coachName} can={can} />
      ))}
    </ol>
  );
}
