import { useId } from "react";
import { Form } from "react-router";
import { heldReviewTexts as h } from "../../lib/messages/held-reviews.ts";
import type { HeldReview } from "../../lib/moderation-views.ts";
import { DecisionButtons } from "./decision-buttons.tsx";
import { RemovalFields } from "./removal-fields.tsx";
import { QueueDate, ReviewHistory, ReviewInContext, reviewName } from "./queued-review.tsx";

const termClass = "font-medium text-slate-900";

type CoachBurst = { coach: HeldReview["coach"]; reviews: HeldReview[] };

/** The queue comes with each coach's reviews together: one group per coach, in the queue's order. */
function byCoach(held: HeldReview[]): CoachBurst[] {
  const groups = new Map<string, CoachBurst>();
  for (const review of held) {
    const group = groups.get(review.coach.id) ?? { coach: review.coach, reviews: [] };
    group.reviews.push(review);
    groups.set(review.coach.id, group);
  }
  return [...groups.values()];
}

/**
 * Reviews held by the review-bomb guard (decision 0075), by coach: each approved or rejected with
 * a reason, or a coach's all at once, since a burst is usually judged as a whole.
 */
export function HeldReviews({ held }: { held: HeldReview[] }) {
  const groups = byCoach(held);
  return (
    <section aria-labelledby="admin-held">
      <h3 id="admin-held" className="text-lg font-semibold text-slate-900">
        {h.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{h.intro}</p>
      {groups.length === 0 ? (
        <p className="mt-2 text-slate-700">{h.none}</p>
      ) : (
        <ol className="mt-3 space-y-8">
          {groups.map((g) => (
            <li key={g.coach.id}>
              <HeldOfCoach burst={g} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function HeldOfCoach({ burst }: { burst: CoachBurst }) {
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="rounded-xl border-2 border-amber-200 p-4">
      <h4 id={heading} className="font-semibold text-slate-900">
        {h.coachGroup(burst.coach.name, burst.reviews.length)}
      </h4>
      <HeldDecision
        ids={burst.reviews.map((r) => r.id)}
        name={h.allOf(burst.coach.name)}
        approve={h.approveAll}
        reject={h.rejectAll}
      />
      <ol className="mt-4 space-y-4">
        {burst.reviews.map((r) => (
          <li key={r.id}>
            <HeldItem review={r} />
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A held review: the review, when it was held, how new its author's account was, the history. */
function HeldItem({ review }: { review: HeldReview }) {
  const name = reviewName(review);
  return (
    <article aria-label={name} className="rounded-xl border border-slate-200 p-4">
      <ReviewInContext review={review} />
      <dl className="mt-3 grid gap-x-3 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
        <dt className={termClass}>{h.heldOn}</dt>
        <dd>
          <QueueDate iso={review.heldAt} />
          {review.source === "invited" && ` · ${h.invited}`}
        </dd>
        <dt className={termClass}>{h.account}</dt>
        <dd>
          <QueueDate iso={review.accountCreatedAt} />, {h.accountAge(review.accountAgeDays)}
        </dd>
      </dl>
      <ReviewHistory review={review} />
      <HeldDecision ids={[review.id]} name={name} approve={h.approve} reject={h.reject} />
    </article>
  );
}

/** Approve (no reason needed: the button skips the form's checks) or reject with a reason; a note either way. */
function HeldDecision({
  ids,
  name,
  approve,
  reject,
}: {
  ids: string[];
  name: string;
  approve: string;
  reject: string;
}) {
  return (
    <Form method="post" className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      {ids.map((id) => (
        <input key={id} type="hidden" name="ids" value={id} />
      ))}
      <RemovalFields labels={{ reason: h.reason, chooseReason: h.chooseReason, note: h.note, noteHint: h.noteHint }} />
      <DecisionButtons
        name={name}
        choices={[
          { intent: "approveHeld", label: approve, secondary: true, skipChecks: true },
          { intent: "rejectHeld", label: reject },
        ]}
      />
    </Form>
  );
}
