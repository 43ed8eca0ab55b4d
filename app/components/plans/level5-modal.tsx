import { useState } from "react";
import { useFetcher } from "react-router";
import type { Tier } from "../../lib/levels.ts";
import { planMessages, planTexts } from "../../lib/messages/plans.ts";
import { formatPrice, highestTier, LEVEL5_MAX_NICHES, LEVEL5_PLAN_OF_TIER } from "../../lib/plans.ts";
import { FormMessage } from "../ui/field.tsx";
import { Modal, SubmitOrCancel } from "../ui/modal.tsx";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  niches: { name: string; tier: Tier }[];
  /** Price in cents per plan id (level5alt, level5standard, level5premium). */
  prices: Record<string, number>;
};

/**
 * The level 5 choice (docs/product.md §19): up to 3 categories and the four-month switch (on by
 * default); the price follows the highest tier among the chosen categories (decision 0008).
 */
export function Level5Modal({ open, onOpenChange, niches, prices }: Props) {
  const fetcher = useFetcher<{ error?: string; success?: string }>();
  const [chosen, setChosen] = useState<string[]>([]);
  const [filter, setFilter] = useState("");
  const [fourMonth, setFourMonth] = useState(true);
  const [limitHit, setLimitHit] = useState(false);
  const tiers = niches.filter((n) => chosen.includes(n.name)).map((n) => n.tier);
  const tier = highestTier(tiers);
  const price = tier ? prices[LEVEL5_PLAN_OF_TIER[tier]] : undefined;
  const needle = filter.trim().toLowerCase();
  const listed = niches.filter((n) => chosen.includes(n.name) || !needle || n.name.toLowerCase().includes(needle));
  const toggle = (name: string, on: boolean) => {
    if (on && chosen.length >= LEVEL5_MAX_NICHES) {
      setLimitHit(true);
      return;
    }
    setLimitHit(false);
    setChosen((c) => (on ? [...c, name] : c.filter((n) => n !== name)));
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={planTexts.level5Title} width="wide">
      <fetcher.Form method="post" action="/subscription/level5" className="mt-2 space-y-4">
        <input type="hidden" name="intent" value="subscribe" />
        <p className="text-slate-700">{planTexts.level5Lead}</p>
        <label className="block text-sm font-medium text-slate-800">
          {planTexts.categories}
          <input
            type="search"
            value={filter}
            onChange={(e) => setFilter(e.target.value)}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
          />
        </label>
        <fieldset>
          <legend className="sr-only">{planTexts.categories}</legend>
          <ul className="max-h-56 space-y-1 overflow-y-auto rounded-md border border-slate-200 p-2">
            {listed.map((n) => (
              <li key={n.name}>
                <label className="flex items-center gap-2 text-slate-800">
                  <input
                    type="checkbox"
                    name="categories"
                    value={n.name}
                    checked={chosen.includes(n.name)}
                    onChange={(e) => toggle(n.name, e.target.checked)}
                  />
                  {n.name}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {limitHit && <FormMessage tone="error">{planMessages.tooManyNiches}</FormMessage>}
        <label className="flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            role="switch"
            aria-checked={fourMonth}
            checked={fourMonth}
            onChange={(e) => setFourMonth(e.target.checked)}
          />
          {planTexts.fourMonth}
        </label>
        <p className="text-sm text-slate-600">{planTexts.fourMonthHint}</p>
        <input type="hidden" name="fourMonthSubscription" value={String(fourMonth)} />
        <p className="font-semibold text-slate-900" aria-live="polite">
          {planTexts.price}: {price === undefined ? "—" : `${formatPrice(price)} ${planTexts.per30Days}`}
        </p>
        {fetcher.data?.error && <FormMessage tone="error">{fetcher.data.error}</FormMessage>}
        <SubmitOrCancel
          disabled={chosen.length === 0 || fetcher.state !== "idle"}
          onCancel={() => onOpenChange(false)}
          cancelLabel={planTexts.close}
        >
          {planTexts.getStarted}
        </SubmitOrCancel>
      </fetcher.Form>
    </Modal>
  );
}
