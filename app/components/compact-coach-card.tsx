import { COMPACT_NAME_CUT, type CompactCardData, roundToHalf, truncate } from "../lib/coach.ts";
import { messages } from "../lib/messages/common.ts";
import { directoryTexts } from "../lib/messages/directory.ts";
import { coachPath } from "../lib/urls.ts";
import { COACH_POPUP_ID } from "./featured-cards.tsx";
import { StarRating } from "./star-rating.tsx";
import { Avatar } from "./ui/avatar.tsx";

/**
 * The featured card of the home blocks (inside its list item, `.card-compact`): name cut at 35, about at 120 characters (decision 0050),
 * the full card in the page's popup. Plain markup, rendered once on the server to HTML that the
 * page keeps (featured-cards.tsx): its link is followed in the app, and its button says which
 * coach the popup shows (the link's last segment is the coach's id). The button's click waits for
 * the page's script (data-early-click): before it, the popup could not know whose card to show.
 */
export function CompactCoachCard({ coach }: { coach: CompactCardData }) {
  return (
    <>
      <div className="card-head">
        <Avatar src={coach.photoLink} size={56} shape="circle" unstyled />
        <div>
          <h3 className="card-compact-name">
            <a href={coachPath(coach)} title={coach.fullName.length > COMPACT_NAME_CUT ? coach.fullName : undefined}>
              {truncate(coach.fullName, COMPACT_NAME_CUT)}
            </a>
          </h3>
          <p className="card-line">
            {coach.reviewCount > 0 ? (
              <>
                <StarRating rating={coach.rating} />
                {`${roundToHalf(coach.rating).toFixed(1)} (${coach.reviewCount})`}
              </>
            ) : (
              directoryTexts.noReviewsYet
            )}
          </p>
        </div>
      </div>
      <p className="card-snippet">{coach.snippet}</p>
      <div className="card-foot">
        {coach.sponsored ? <span className="sponsored">{messages.sponsored}</span> : <span />}
        <button
          type="button"
          popoverTarget={COACH_POPUP_ID}
          data-early-click=""
          aria-label={directoryTexts.moreAbout(coach.fullName)}
          className="round-button"
        >
          <span aria-hidden="true" className="icon icon-info" />
        </button>
      </div>
    </>
  );
}
