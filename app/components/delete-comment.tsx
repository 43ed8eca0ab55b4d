import { REVIEW_REASONS } from "../lib/review-reasons.ts";
import { useState } from "react";
import { Form } from "react-router";
import { FIELD_LIMITS } from "../lib/limits.ts";
import { coachPageTexts } from "../lib/messages/coach-page.ts";
import { reasonLabels } from "../lib/messages/moderation.ts";
import { reviewActionTexts } from "../lib/messages/review-actions.ts";
import { removalFormTexts } from "../lib/messages/review-trust.ts";
import { deleteButtonClass, inlineFormClass, Select, SubmitOrClose, TextArea } from "./coach-page/review-form.tsx";

/**
 * A review's delete button; the page reloads with the outcome. Its author deletes it after a
 * confirmation. The coach who owns the profile (level 3+) or an admin (`remover`) removes it with
 * a reason, counted publicly, and an optional note for the author (decision 0067).
 */
export function DeleteComment({ id, remover = null }: { id: string; remover?: "coach" | "site" | null }) {
  if (remover) return <RemoveWithReason id={id} remover={remover} />;
  return (
    <Form
      method="post"
      preventScrollReset
      onSubmit={(event) => {
        if (!window.confirm(reviewActionTexts.deleteConfirm)) event.preventDefault();
      }}
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="commentId" value={id} />
      {/* Held before the reviews hydrate, made again after (early-clicks.ts): the form would go
          without its confirmation. */}
      <button type="submit" data-early-click="" className={deleteButtonClass}>
        {coachPageTexts.deleteComment}
      </button>
    </Form>
  );
}

/** Delete opens a form asking for the reason (required) and a note. */
function RemoveWithReason({ id, remover }: { id: string; remover: "coach" | "site" }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* Held before the reviews hydrate, made again after (early-clicks.ts). */}
      <button
        type="button"
        data-early-click=""
        className={deleteButtonClass}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {coachPageTexts.deleteComment}
      </button>
      {open && (
        <Form method="post" preventScrollReset className={inlineFormClass}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="commentId" value={id} />
          <Select name="reason" label={removalFormTexts.reason} required defaultValue="">
            <option value="" disabled>
              {removalFormTexts.chooseReason}
            </option>
            {REVIEW_REASONS.map((r) => (
              <option key={r} value={r}>
                {reasonLabels[r]}
              </option>
            ))}
          </Select>
          <TextArea name="note" label={removalFormTexts.note} maxLength={FIELD_LIMITS.moderationNote} />
          <p className="text-xs text-slate-600">
            {remover === "coach" ? removalFormTexts.byCoach : removalFormTexts.bySite}
          </p>
          <SubmitOrClose
            submit={removalFormTexts.remove}
            cancel={removalFormTexts.cancel}
            onCancel={() => setOpen(false)}
          />
        </Form>
      )}
    </>
  );
}
