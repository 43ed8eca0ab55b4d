import { Form } from "react-router";
import { FIELD_LIMITS } from "../../lib/limits.ts";
import { adminTexts as t } from "../../lib/messages/admin.ts";
import { reasonLabels, removerLabels } from "../../lib/messages/moderation.ts";
import type { AppealedRemoval, FlaggedReview, HeldReview } from "../../lib/moderation-views.ts";
import { DecisionButtons } from "./decision-buttons.tsx";
import { controlClass, labelClass, RemovalFields } from "./removal-fields.tsx";
import { HeldReviews } from "./held-reviews.tsx";
import { QueueDate, ReviewHistory, ReviewInContext, reviewName } from "./queued-review.tsx";

const itemClass = "rounded-xl border border-slate-200 p-4";
const termClass = "font-medium text-slate-900";
const factsClass = "mt-3 grid gap-x-3 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]";

/**
 * The moderation queue (decision 0067): reported reviews, each kept or removed with a reason,
 * appealed removals, each upheld or restored, and reviews held by the review-bomb guard (decision
 * 0075), approved or rejected; oldest first, each with the review in context.
 */
export function ModerationQueue({
  flagged,
  appeals,
  held,
}: {
  flagged: FlaggedReview[];
  appeals: AppealedRemoval[];
  held: HeldReview[];
}) {
  return (
    <section aria-labelledby="admin-queue" className="space-y-6">
      <div>
        <h2 id="admin-queue" className="text-xl font-semibold text-slate-900">
          {t.queueTitle}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t.queueIntro}</p>
      </div>
      <section aria-labelledby="admin-reported">
        <h3 id="admin-reported" className="text-lg font-semibold text-slate-900">
          {t.reportedTitle}
        </h3>
        {flagged.length === 0 ? (
          <p className="mt-2 text-slate-700">{t.noReported}</p>
        ) : (
          <ol className="mt-3 space-y-4">
            {flagged.map((r) => (
              <li key={r.id}>
                <ReportedReview review={r} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <section aria-labelledby="admin-appeals">
        <h3 id="admin-appeals" className="text-lg font-semibold text-slate-900">
          {t.appealsTitle}
        </h3>
        {appeals.length === 0 ? (
          <p className="mt-2 text-slate-700">{t.noAppeals}</p>
        ) : (
          <ol className="mt-3 space-y-4">
            {appeals.map((r) => (
              <li key={r.id}>
                <AppealedReview review={r} />
              </li>
            ))}
          </ol>
        )}
      </section>
      <HeldReviews held={held} />
    </section>
  );
}

/** A reported review: its reports, the history, and keep or remove (with a reason). */
function ReportedReview({ review }: { review: FlaggedReview }) {
  const name = reviewName(review);
  return (
    <article aria-label={name} className={itemClass}>
      <ReviewInContext review={review} />
      <dl className={factsClass}>
        <dt className={termClass}>{t.firstReported}</dt>
        <dd>
          <QueueDate iso={review.firstFlaggedAt} /> · {t.reports(review.flagCount)}
        </dd>
        <dt className={termClass}>{t.reasons}</dt>
        <dd>
          <ul>
            {review.reasons.map((r) => (
              <li key={r.reason}>
                {reasonLabels[r.reason]}: {r.count.toLocaleString("en-US")}
              </li>
            ))}
          </ul>
        </dd>
        {review.details.length > 0 && (
          <>
            <dt className={termClass}>{t.reporterDetails}</dt>
            <dd>
              <ul className="list-disc space-y-1 pl-5">
                {review.details.map((d, i) => (
                  <li key={i} className="whitespace-pre-line">
                    {d}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        )}
      </dl>
      <ReviewHistory review={review} />
      <ReportDecision reviewId={review.id} name={name} />
    </article>
  );
}

/** Keep (no reason needed: the button skips the form's checks) or remove with a reason; a note either way. */
function ReportDecision({ reviewId, name }: { reviewId: string; name: string }) {
  return (
    <Form method="post" className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <input type="hidden" name="reviewId" value={reviewId} />
      <RemovalFields
        labels={{
          reason: t.removalReason,
          chooseReason: t.chooseReason,
          note: t.decisionNote,
          noteHint: t.decisionNoteHint,
        }}
      />
      <DecisionButtons
        name={name}
        choices={[
          { intent: "keepReview", label: t.keep, secondary: true, skipChecks: true },
          { intent: "removeReview", label: t.remove },
        ]}
      />
    </Form>
  );
}

/** An appealed removal: who removed the review and why, the appeal, and uphold or restore. */
function AppealedReview({ review }: { review: AppealedRemoval }) {
  const name = reviewName(review);
  return (
    <article aria-label={name} className={itemClass}>
      <ReviewInContext review={review} />
      <dl className={factsClass}>
        <dt className={termClass}>{t.removedBy}</dt>
        <dd>
          {removerLabels[review.removedBy]}, <QueueDate iso={review.removedAt} />
        </dd>
        <dt className={termClass}>{t.removalReasonTerm}</dt>
        <dd>{reasonLabels[review.reason]}</dd>
        {review.note && (
          <>
            <dt className={termClass}>{t.removalNote}</dt>
            <dd className="whitespace-pre-line">{review.note}</dd>
          </>
        )}
        <dt className={termClass}>{t.appeal}</dt>
        <dd>
          <p className="whitespace-pre-line">{review.appeal}</p>
          <p className="text-slate-600">
            {t.appealedOn} <QueueDate iso={review.appealedAt} />
          </p>
        </dd>
      </dl>
      <ReviewHistory review={review} />
      <Form method="post" className="mt-4 space-y-3 border-t border-slate-200 pt-4">
        <input type="hidden" name="reviewId" value={review.id} />
        <label className={labelClass}>
          {t.appealNote}
          <textarea name="note" rows={2} maxLength={FIELD_LIMITS.moderationNote} className={controlClass} />
        </label>
        <DecisionButtons
          name={name}
          choices={[
            { intent: "upholdRemoval", label: t.uphold, secondary: true },
            { intent: "restoreReview", label: t.restoreReview },
          ]}
        />
      </Form>
    </article>
  );
}
