import type { FetcherWithComponents } from "react-router";
import { planTexts } from "../../lib/messages/plans.ts";
import { FormMessage } from "../ui/field.tsx";
import { Modal, SubmitOrCancel } from "../ui/modal.tsx";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** The tier's niches that still have a free sponsored slot. */
  niches: string[];
  fetcher: FetcherWithComponents<{ error?: string; success?: string } | undefined>;
};

/**
 * The level 6 niche popup (docs/product.md §19): a dropdown of the tier's niches with a free slot,
 * the four-month switch (hidden, on) and Upgrade.
 */
export function NicheModal({ open, onOpenChange, title, niches, fetcher }: Props) {
  const busy = fetcher.state !== "idle";
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={title} width="narrow">
      <fetcher.Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="subscribe" />
        {niches.length === 0 ? (
          <p className="text-slate-700">{planTexts.noFreeNiche}</p>
        ) : (
          <label className="block text-sm font-medium text-slate-800">
            {planTexts.niche}
            <select
              name="featuredCategory"
              required
              className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
            >
              {niches.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </label>
        )}
        <input type="hidden" name="fourMonthSubscription" value="true" />
        {fetcher.data?.error && <FormMessage tone="error">{fetcher.data.error}</FormMessage>}
        <SubmitOrCancel
          disabled={busy || niches.length === 0}
          onCancel={() => onOpenChange(false)}
          cancelLabel={planTexts.close}
        >
          {planTexts.upgrade}
        </SubmitOrCancel>
      </fetcher.Form>
    </Modal>
  );
}
