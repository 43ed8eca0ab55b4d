import { useId } from "react";
import { FIELD_LIMITS } from "../../lib/limits.ts";
import { reasonLabels } from "../../lib/messages/moderation.ts";
import { REVIEW_REASONS } from "../../lib/review-reasons.ts";

export const labelClass = "block text-sm font-medium text-slate-800";
export const controlClass = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900";

type Labels = { reason: string; chooseReason: string; note: string; noteHint: string };

/** A removal's reason (required to remove) and the moderator's note, for the queue's decision forms. */
export function RemovalFields({ labels }: { labels: Labels }) {
  const hint = useId();
  return (
    <>
      <label className={labelClass}>
        {labels.reason}
        <select name="reason" required defaultValue="" className={controlClass}>
          <option value="">{labels.chooseReason}</option>
          {REVIEW_REASONS.map((r) => (
            <option key={r} value={r}>
              {reasonLabels[r]}
            </option>
          ))}
        </select>
      </label>
      <label className={labelClass}>
        {labels.note}
        <textarea
          name="note"
          rows={2}
          maxLength={FIELD_LIMITS.moderationNote}
          aria-describedby={hint}
          className={controlClass}
        />
      </label>
      <p id={hint} className="text-xs text-slate-600">
        {labels.noteHint}
      </p>
    </>
  );
}
