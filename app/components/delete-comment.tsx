import { Form } from "react-router";
import { coachPageTexts } from "../lib/messages/coach-page.ts";
import { reviewActionTexts } from "../lib/messages/review-actions.ts";

/** A confirmed delete of one comment; the page reloads with the outcome. */
export function DeleteComment({ id }: { id: string }) {
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
      <button type="submit" className="text-sm font-semibold text-red-700 hover:underline">
        {coachPageTexts.deleteComment}
      </button>
    </Form>
  );
}
