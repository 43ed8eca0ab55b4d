import { useState } from "react";
import { useFetcher } from "react-router";
import { BADGES, type BadgeName, MAX_BADGES } from "../lib/levels.ts";
import { coachPageTexts } from "../lib/messages/coach-page.ts";
import { reviewMessages } from "../lib/messages/reviews.ts";
import { StarInput } from "./star-input.tsx";
import { FormMessage, SubmitButton } from "./ui/field.tsx";
import { SubmitOrCancel } from "./ui/modal.tsx";
import { useActionToast } from "./use-action-toast.ts";

export type RateResult = { intent: string | null; ok: boolean; message?: string; error?: string };

/** What the form still lacks, in the order the form asks for it; null when it is complete. */
function problemOf(rating: number | null, comment: string, agreed: boolean) {
  if (!rating) return reviewMessages.ratingRequired;
  if (!comment.trim()) return reviewMessages.commentRequired;
  if (!agreed) return reviewMessages.agreementRequired;
  return null;
}

/**
 * The form's state, its badge toggle and its submit, posted with a fetcher as intent "rate" to the
 * page's action; `invitation`: the token of the coach's invitation it answers (decision 0075).
 */
export function useRateForm(invitation?: string) {
  const fetcher = useFetcher<RateResult>();
  const [rating, setRating] = useState<number | null>(null);
  const [badges, setBadges] = useState<BadgeName[]>([]);
  const [comment, setComment] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const result = fetcher.data?.intent === "rate" ? fetcher.data : null;
  // The dialog closes on success, so the message is a toast (docs/product.md §23). A failure stays
  // inside the dialog: a toast would sit behind the modal, in the part of the page it makes inert.
  useActionToast(result, (r) => (r.ok && r.message ? { tone: "success", text: r.message } : null));

  const toggleBadge = (name: BadgeName) => {
    if (badges.includes(name)) {
      setBadges(badges.filter((b) => b !== name));
      setError(null);
    } else if (badges.length >= MAX_BADGES) {
      setError(reviewMessages.tooManyBadges);
    } else {
      setBadges([...badges, name]);
    }
  };

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = problemOf(rating, comment, agreed);
    setError(problem);
    if (problem || !rating) return;
    const form = new FormData();
    form.set("intent", "rate");
    form.set("rating", String(rating));
    form.set("comment", comment);
    form.set("agreement", String(agreed));
    for (const badge of badges) form.append("badges", badge);
    if (invitation) form.set("invitation", invitation);
    fetcher.submit(form, { method: "post" });
  };

  const busy = fetcher.state !== "idle";
  return {
    rating,
    setRating,
    badges,
    toggleBadge,
    comment,
    setComment,
    agreed,
    setAgreed,
    error,
    result,
    busy,
    submit,
  };
}

/** Up to three badges, as checkboxes. */
function BadgePicker({ badges, toggle }: { badges: BadgeName[]; toggle: (name: BadgeName) => void }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{coachPageTexts.badgesUpTo}</legend>
      <div className="mt-1 grid grid-cols-2 gap-1">
        {BADGES.map((name) => (
          <label key={name} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" checked={badges.includes(name)} onChange={() => toggle(name)} />
            {name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function CommentField({ comment, setComment }: { comment: string; setComment: (comment: string) => void }) {
  return (
    <div>
      <label htmlFor="rate-comment" className="block text-sm font-medium text-slate-800">
        {coachPageTexts.comment}
      </label>
      <textarea
        id="rate-comment"
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        rows={4}
        className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
      />
    </div>
  );
}

/** The review terms and the box that agrees to them. */
function TermsAgreement({ agreed, setAgreed }: { agreed: boolean; setAgreed: (agreed: boolean) => void }) {
  return (
    <div className="rounded-md bg-slate-50 p-3 text-xs text-slate-700">
      <p>{reviewMessages.terms}</p>
      <label className="mt-2 flex items-center gap-2 text-sm font-medium text-slate-900">
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        {reviewMessages.agreement}
      </label>
    </div>
  );
}

type RateForm = ReturnType<typeof useRateForm>;

/**
 * docs/product.md §11: stars in half steps, up to 3 badges, a comment and the terms agreement. In
 * the rate dialog (`onCancel` closes it) and on an invitation's page, on its own.
 */
export function RateCoachForm({ form, onCancel }: { form: RateForm; onCancel?: () => void }) {
  const { result, error } = form;
  return (
    <form onSubmit={form.submit} className="mt-4 space-y-5" noValidate>
      <StarInput value={form.rating} onChange={form.setRating} />
      <BadgePicker badges={form.badges} toggle={form.toggleBadge} />
      <CommentField comment={form.comment} setComment={form.setComment} />
      <TermsAgreement agreed={form.agreed} setAgreed={form.setAgreed} />
      {(error || (result && !result.ok)) && <FormMessage tone="error">{error ?? result?.error}</FormMessage>}
      {onCancel ? (
        <SubmitOrCancel disabled={form.busy} onCancel={onCancel}>
          {coachPageTexts.postReview}
        </SubmitOrCancel>
      ) : (
        <SubmitButton disabled={form.busy}>{coachPageTexts.postReview}</SubmitButton>
      )}
    </form>
  );
}
