import { coachPageTexts } from "../../lib/messages/coach-page.ts";
import { DeleteComment } from "../delete-comment.tsx";
import { StarRating } from "../star-rating.tsx";
import { Avatar } from "../ui/avatar.tsx";

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  // The server and the browser then render the same day, whatever their time zones.
  timeZone: "UTC",
});

export type Review = {
  _id: string;
  commentee: { name: string; photoLink: string | null };
  rating: number;
  createdAt: string;
  comment: string;
  badges: string[];
};

/** The reviews of a coach, newest first; `deletable` lists those the viewer may delete. */
export function ReviewList({ reviews, deletable }: { reviews: Review[]; deletable: string[] }) {
  return (
    <ol className="mt-4 space-y-4">
      {reviews.map((c) => (
        <li key={c._id} className="rounded-xl border border-slate-200 p-4">
          <article>
            <header className="flex items-center gap-3">
              <Avatar src={c.commentee.photoLink} size={40} shape="circle" />
              <div>
                <h3 className="font-semibold text-slate-900">{c.commentee.name}</h3>
                <p className="flex items-center gap-2 text-sm text-slate-600">
                  <StarRating rating={c.rating} size={14} />
                  <time dateTime={c.createdAt}>{dateFormat.format(new Date(c.createdAt))}</time>
                </p>
              </div>
            </header>
            <p className="mt-3 whitespace-pre-line text-slate-800">{c.comment}</p>
            {deletable.includes(c._id) && <DeleteComment id={c._id} />}
            {c.badges.length > 0 && (
              <ul aria-label={coachPageTexts.badgesGiven} className="mt-3 flex flex-wrap gap-2">
                {c.badges.map((b) => (
                  <li key={b} className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-900">
                    {b}
                  </li>
                ))}
              </ul>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}
