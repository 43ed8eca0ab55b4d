import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { FIELD_LIMITS } from "../../lib/limits.ts";
import { adminTexts as t } from "../../lib/messages/admin.ts";
import { reasonLabels, removerLabels } from "../../lib/messages/moderation.ts";
import type { AppealedRemoval, FlaggedReview } from "../../lib/moderation-views.ts";
import { REVIEW_REASONS } from "../../lib/review-reasons.ts";
import { Button } from "../ui/button.tsx";
import { QueueDate, ReviewHistory, ReviewInContext, reviewName } from "./queued-review.tsx";

const itemClass = "rounded-xl border border-slate-200 p-4";
const labelClass = "block text-sm font-medium text-slate-800";
const controlClass = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900";
const termClass = "font-medium text-slate-900";
const factsClass = "mt-3 grid gap-x-3 gap-y-1 text-sm text-slate-700 sm:grid-cols-[auto_1fr]";

/**
 * The moderation queue (decision 0067): reported reviews, each kept or removed with a reason, and
 * appealed removals, each upheld or restored; oldest first, each with the review in context.
 */
export function ModerationQueue({ flagged, appeals }: { flagged: FlaggedReview[]; appeals: AppealedRemoval[] }) {
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
  const hint = useId();
  return (
    <Form method="post" className="mt-4 space-y-3 border-t border-slate-200 pt-4">
      <input type="hidden" name="reviewId" value={reviewId} />
      <label className={labelClass}>
        {t.removalReason}
        <select name="reason" required defaultValue="" className={controlClass}>
          <option value="">{t.chooseReason}</option>
          {REVIEW_REASONS.map((r) => (
            <option key={r} value={r}>
              {reasonLabels[r]}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {t.decisionNote}
        <textarea
          name="note"
          rows={2}
          maxLength={FIELD_LIMITS.moderationNote}
          aria-describedby={hint}
          className={controlClass}
        />
      </label>
      <p id={hint} className="text-xs text-slate-600">
        {t.decisionNoteHint}
      </p>
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

type Choice = { intent: string; label: string; secondary?: boolean; skipChecks?: boolean };

/** A decision's buttons, each named with the review it decides (several items share a page). */
function DecisionButtons({ name, choices }: { name: string; choices: Choice[] }) {
  const busy = useNavigation().state !== "idle";
  return (
    <div className="flex flex-wrap gap-2">
      {choices.map((c) => (
        <Button
          key={c.intent}
          type="submit"
          name="intent"
          value={c.intent}
          formNoValidate={c.skipChecks}
          variant={c.secondary ? "secondary" : undefined}
          size="sm"
          disabled={busy}
          aria-label={t.decideOn(c.label, name)}
        >
          {c.label}
        </Button>
      ))}
    </div>
  );
}
