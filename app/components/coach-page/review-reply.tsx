import { FIELD_LIMITS } from "../../lib/limits.ts";
import { replyTexts } from "../../lib/messages/review-trust.ts";
import { reviewDate } from "./review-date.ts";
import {
  deleteButtonClass,
  inlineFormClass,
  OpenButton,
  SubmitOrClose,
  TextArea,
  useReviewForm,
} from "./review-form.tsx";

export type Reply = { text: string; createdAt: string; updatedAt: string | null };

/** The coach's public reply under a review, for every visitor; an edit shows with its date. */
export function ReviewReply({ reply, coachName }: { reply: Reply; coachName: string }) {
  return (
    <div className="mt-3 border-l-2 border-slate-300 pl-3">
      <p className="text-sm font-semibold text-slate-900">{replyTexts.from(coachName)}</p>
      <p className="text-xs text-slate-600">
        <time dateTime={reply.createdAt}>{reviewDate(reply.createdAt)}</time>
        {reply.updatedAt && (
          <>
            {" · "}
            {replyTexts.edited} <time dateTime={reply.updatedAt}>{reviewDate(reply.updatedAt)}</time>
          </>
        )}
      </p>
      <p className="mt-1 whitespace-pre-line text-sm text-slate-800">{reply.text}</p>
    </div>
  );
}

/**
 * The owner's buttons for its reply to a review: Reply when there is none, else Edit reply and
 * Delete reply. Rendered inside the review's row of buttons; an open form takes a line below it.
 */
export function ReplyControls({ reviewId, reply }: { reviewId: string; reply: Reply | null }) {
  const { fetcher, open, setOpen, busy } = useReviewForm(replyTexts.failed);
  const deleteReply = () => {
    if (!window.confirm(replyTexts.deleteConfirm)) return;
    void fetcher.submit({ intent: "deleteReply", commentId: reviewId }, { method: "post", preventScrollReset: true });
  };
  return (
    <>
      <OpenButton open={open} setOpen={setOpen} busy={busy}>
        {reply ? replyTexts.editReply : replyTexts.reply}
      </OpenButton>
      {reply && (
        // Held before the reviews hydrate, made again after (early-clicks.ts).
        <button type="button" data-early-click="" className={deleteButtonClass} onClick={deleteReply} disabled={busy}>
          {replyTexts.deleteReply}
        </button>
      )}
      {open && (
        <fetcher.Form method="post" preventScrollReset className={inlineFormClass}>
          <input type="hidden" name="intent" value={reply ? "editReply" : "reply"} />
          <input type="hidden" name="commentId" value={reviewId} />
          <TextArea
            name="text"
            label={replyTexts.label}
            hint={replyTexts.hint}
            defaultValue={reply?.text}
            maxLength={FIELD_LIMITS.reply}
            required
          />
          <SubmitOrClose
            submit={reply ? replyTexts.save : replyTexts.post}
            cancel={replyTexts.cancel}
            busy={busy}
            onCancel={() => setOpen(false)}
          />
        </fetcher.Form>
      )}
    </>
  );
}
