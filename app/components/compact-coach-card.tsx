import { Link } from "react-router";
import { COMPACT_ABOUT_CUT, COMPACT_NAME_CUT, type CoachCardData, roundToHalf, truncate } from "../lib/coach.ts";
import { messages } from "../lib/messages.ts";
import { coachPath } from "../lib/urls.ts";
import { StarRating } from "./star-rating.tsx";

/** The featured card of the home blocks: name cut at 35, about at 50 characters. */
export function CompactCoachCard({ coach }: { coach: CoachCardData }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:shadow-md">
      <div className="flex items-center gap-3">
        <img
          src={coach.photoLink ?? "/avatar.svg"}
          alt=""
          width={56}
          height={56}
          loading="lazy"
          decoding="async"
          className="size-14 shrink-0 rounded-full bg-slate-200 object-cover"
        />
        <div className="min-w-0">
          <h3 className="font-semibold leading-tight text-slate-900">
            <Link to={coachPath(coach)} className="hover:underline" title={coach.fullName}>
              {truncate(coach.fullName, COMPACT_NAME_CUT)}
            </Link>
          </h3>
          <p className="mt-1 flex items-center gap-1 text-sm text-slate-700">
            <StarRating rating={coach.rating} size={14} />
            <span>
              {roundToHalf(coach.rating).toFixed(1)} ({coach.reviewCount})
            </span>
          </p>
        </div>
      </div>
      <p className="mt-3 flex-1 text-sm text-slate-700">{truncate(coach.aboutMe, COMPACT_ABOUT_CUT)}</p>
      {coach.sponsored && (
        <span className="mt-3 self-start rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          {messages.sponsored}
        </span>
      )}
    </article>
  );
}
