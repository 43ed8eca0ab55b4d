import { useState } from "react";
import { useFetcher } from "react-router";
import { BADGES, type BadgeName, MAX_BADGES } from "../lib/levels.ts";
import { coachPageTexts } from "../lib/messages/coach-page.ts";
import { reviewMessages } from "../lib/messages/reviews.ts";
import { StarInput } from "./star-input.tsx";
import { FormMessage } from "./ui/field.tsx";
import { useActionToast } from "./use-action-toast.ts";
import { Modal, SubmitOrCancel } from "./ui/modal.tsx";

export type RateResult = { intent: "rate" | "delete"; ok: boolean; message?: string; error?: string };

type Props = {
  coach: { _id: string; fullName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** SPEC: stars in half steps, up to 3 badges, a comment and the terms agreement. */
export default function RateCoachDialog({ coach, open, onOpenChange }: Props) {
  const fetcher = useFetcher<RateResult>();
  const [rating, setRating] = useState<number | null>(null);
  const [badges, setBadges] = useState<BadgeName[]>([]);
  const [comment, setComment] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const result = fetcher.data?.intent === "rate" ? fetcher.data : null;
  // The dialog closes on success, so the message is a toast (SPEC.md section 8). A failure stays
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
    const problem = !rating
      ? reviewMessages.ratingRequired
      : !comment.trim()
        ? reviewMessages.commentRequired
        : !agreed
          ? reviewMessages.agreementRequired
          : null;
    setError(problem);
    if (problem || !rating) return;
    const form = new FormData();
    form.set("intent", "rate");
    form.set("rating", String(rating));
    form.set("comment", comment);
    form.set("agreement", String(agreed));
    for (const badge of badges) form.append("badges", badge);
    fetcher.submit(form, { method: "post" });
  };

  // A posted review closes it for good: the page then says the coach is rated.
  return (
    <Modal
      open={open && !result?.ok}
      onOpenChange={onOpenChange}
      title={coachPageTexts.rateTitle(coach.fullName)}
      width="wide"
    >
      <form onSubmit={submit} className="mt-4 space-y-5" noValidate>
        <StarInput value={rating} onChange={setRating} />
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{coachPageTexts.badgesUpTo}</legend>
          <div className="mt-1 grid grid-cols-2 gap-1">
            {BADGES.map((name) => (
              <label key={name} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" checked={badges.includes(name)} onChange={() => toggleBadge(name)} />
                {name}
              </label>
            ))}
          </div>
        </fieldset>
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
        <div className="rounded-md bg-slate-50 p-3 text-xs text-slate-700">
          <p>{reviewMessages.terms}</p>
          <label className="mt-2 flex items-center gap-2 text-sm font-medium text-slate-900">
            <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
            {reviewMessages.agreement}
          </label>
        </div>
        {(error || (result && !result.ok)) && <FormMessage tone="error">{error ?? result?.error}</FormMessage>}
        <SubmitOrCancel disabled={fetcher.state !== "idle"} onCancel={() => onOpenChange(false)}>
          {coachPageTexts.postReview}
        </SubmitOrCancel>
      </form>
    </Modal>
  );
}
