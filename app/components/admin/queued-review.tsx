import { Link } from "react-router";
import { adminTexts as t } from "../../lib/messages/admin.ts";
import type { FlaggedReview } from "../../lib/moderation-views.ts";
import { coachPath } from "../../lib/urls.ts";
import { StarRating } from "../star-rating.tsx";

/** What both kinds of queue item share: the review, its coach and its author. */
export type QueuedReview = Omit<FlaggedReview, "firstFlaggedAt" | "flagCount" | "reasons" | "details">;

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  // The server and the browser render the same day, whatever their time zones.
  timeZone: "UTC",
});

/** A date of the queue as the admin reads it ("November 26, 2026"), in a <time>. */
export function QueueDate({ iso }: { iso: string }) {
  return <time dateTime={iso}>{dateFormat.format(new Date(iso))}</time>;
}

/** The accessible name of a queue item: its <article> and each of its decision buttons carry it. */
export const reviewName = (review: QueuedReview) => t.reviewName(review.coach.name, review.author.name);

/** The review as the coach page shows it (coach, author, stars, date, text, the coach's reply). */
export function ReviewInContext({ review }: { review: QueuedReview }) {
  return (
    <>
      <h4 className="font-semibold text-slate-900">
        {t.reviewOf}{" "}
        <Link to={coachPath({ _id: review.coach.id, fullName: review.coach.name })} className="text-blue-700 underline">
          {review.coach.name}
        </Link>{" "}
        {t.by} {review.author.name}
      </h4>
      <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
        <StarRating rating={review.rating} size="sm" />
        <QueueDate iso={review.createdAt} />
      </p>
      <blockquote className="mt-2 whitespace-pre-line border-l-4 border-slate-200 pl-3 text-slate-800">
        {review.comment}
      </blockquote>
      {review.reply && (
        <div className="mt-2 rounded-md bg-slate-50 px-3 py-2 text-sm">
          <p className="font-medium text-slate-900">{t.coachReply}</p>
          <p className="whitespace-pre-line text-slate-800">{review.reply}</p>
        </div>
      )}
    </>
  );
}

/** The reviewer's and the coach's history, for judging the review. */
export function ReviewHistory({ review }: { review: QueuedReview }) {
  const { author, coach } = review;
  return (
    <dl className="mt-3 grid gap-x-3 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
      <dt className="font-medium text-slate-900">{t.reviewerHistory}</dt>
      <dd>
        {author.name}, {t.memberSince} <QueueDate iso={author.memberSince} /> · {t.reviewsShown(author.reviews)} ·{" "}
        {t.reviewsRemoved(author.removed)}
      </dd>
      <dt className="font-medium text-slate-900">{t.coachHistory}</dt>
      <dd>
        {t.reviewsShown(coach.reviewCount)} · {t.coachRating(coach.rating)} · {t.removedByCoach(coach.removedByCoach)} ·{" "}
        {t.reviewsReported(coach.flagged)}
      </dd>
    </dl>
  );
}
