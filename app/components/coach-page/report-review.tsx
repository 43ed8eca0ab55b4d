import { useState } from "react";
import { FIELD_LIMITS } from "../../lib/limits.ts";
import { reasonLabels } from "../../lib/messages/moderation.ts";
import { reportTexts } from "../../lib/messages/review-trust.ts";
import { REVIEW_REASONS, type ReviewReason } from "../../lib/review-reasons.ts";
import { inlineFormClass, OpenButton, SubmitOrClose, TextArea, useReviewForm } from "./review-form.tsx";

/**
 * Report (flag) a review once, with a reason; "Reported" once this account has. A report never
 * hides the review: a moderator decides (decision 0067).
 */
export function ReportReview({ reviewId, reported }: { reviewId: string; reported: boolean }) {
  const { fetcher, open, setOpen, busy } = useReviewForm(reportTexts.failed);
  const [reason, setReason] = useState<ReviewReason | null>(null);
  if (reported) return <span className="text-sm text-slate-600">{reportTexts.reported}</span>;
  return (
    <>
      <OpenButton open={open} setOpen={setOpen} busy={busy}>
        {reportTexts.report}
      </OpenButton>
      {open && (
        <fetcher.Form method="post" preventScrollReset className={inlineFormClass}>
          <input type="hidden" name="intent" value="flag" />
          <input type="hidden" name="commentId" value={reviewId} />
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">{reportTexts.why}</legend>
            <div className="mt-1 grid gap-1 sm:grid-cols-2">
              {REVIEW_REASONS.map((r) => (
                <label key={r} className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="radio"
                    name="reason"
                    value={r}
                    checked={reason === r}
                    onChange={() => setReason(r)}
                    required
                  />
                  {reasonLabels[r]}
                </label>
              ))}
            </div>
          </fieldset>
          <TextArea
            name="details"
            label={reportTexts.details}
            hint={reportTexts.detailsHint}
            maxLength={FIELD_LIMITS.moderationNote}
            required={reason === "other"}
          />
          <p className="text-xs text-slate-600">{reportTexts.notice}</p>
          <SubmitOrClose
            submit={reportTexts.send}
            cancel={reportTexts.cancel}
            busy={busy}
            onCancel={() => setOpen(false)}
          />
        </fetcher.Form>
      )}
    </>
  );
}
