import { useId, useState } from "react";
import { Form } from "react-router";
import { ADD_ON_LEVELS, type AddOnLevel, LEVELS } from "../../lib/levels.ts";
import { adminTexts as t } from "../../lib/messages/admin.ts";
import { TIER_OF_ADD_ON } from "../../lib/plans.ts";
import { FormMessage } from "../ui/field.tsx";
import { SubmitOrCancel } from "../ui/modal.tsx";

const selectClass = "mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900";

/** A labelled select of the level form. */
function LabelledSelect({
  id,
  label,
  children,
  ...select
}: { id: string; label: string; children: React.ReactNode } & React.ComponentProps<"select">) {
  return (
    <>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} className={selectClass} {...select}>
        {children}
      </select>
    </>
  );
}

/** The add-on chosen and its niche: add-on '0' clears the niches; another lists its tier's, the first preselected. */
function useAddOnChoice(addOnLevel: AddOnLevel | null, niche: string | null, niches: { name: string; tier: string }[]) {
  const [addOn, setAddOn] = useState<AddOnLevel | "0">(addOnLevel ?? "0");
  const choices = addOn === "0" ? [] : niches.filter((n) => n.tier === TIER_OF_ADD_ON[addOn]);
  const [chosen, setChosen] = useState<string>(niche ?? "");
  const selected = choices.some((c) => c.name === chosen) ? chosen : (choices[0]?.name ?? "");
  const chooseAddOn = (next: AddOnLevel | "0") => {
    setAddOn(next);
    setChosen("");
  };
  return { addOn, chooseAddOn, choices, selected, setChosen };
}

/**
 * Level, add-on and its niche, four-month switch (off by default here: docs/product.md §21).
 * Choosing add-on '0' clears the niche list; another add-on lists its tier's niches and
 * preselects the first (docs/product.md §21).
 */
export function LevelForm({
  level,
  addOnLevel,
  niche,
  niches,
  error,
  busy,
  onCancel,
}: {
  level: string;
  addOnLevel: AddOnLevel | null;
  niche: string | null;
  niches: { name: string; tier: string }[];
  error: string | null;
  busy: boolean;
  onCancel: () => void;
}) {
  const id = useId();
  const { addOn, chooseAddOn, choices, selected, setChosen } = useAddOnChoice(addOnLevel, niche, niches);
  return (
    <Form method="post" className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="level" />
      <LabelledSelect id={`${id}-level`} label={t.levelSelector} name="level" defaultValue={level}>
        {LEVELS.map((l) => (
          <option key={l} value={l}>
            {l}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect
        id={`${id}-addon`}
        label={t.addOnSelector}
        name="addOnLevel"
        value={addOn}
        onChange={(e) => chooseAddOn(e.target.value as AddOnLevel | "0")}
      >
        <option value="0">{t.noAddOn}</option>
        {ADD_ON_LEVELS.map((a) => (
          <option key={a} value={a}>
            {a}
          </option>
        ))}
      </LabelledSelect>
      <LabelledSelect
        id={`${id}-niche`}
        label={t.niche}
        name="featuredCategory"
        value={selected}
        onChange={(e) => setChosen(e.target.value)}
        disabled={choices.length === 0}
      >
        {choices.length === 0 && <option value="">-</option>}
        {choices.map((c) => (
          <option key={c.name} value={c.name}>
            {c.name}
          </option>
        ))}
      </LabelledSelect>
      <label className="flex items-center gap-2 text-slate-800">
        <input type="checkbox" name="fourMonthSubscription" className="h-4 w-4" />
        {t.fourMonth}
      </label>
      {error && <FormMessage tone="error">{error}</FormMessage>}
      <SubmitOrCancel disabled={busy} onCancel={onCancel}>
        {t.upgradeLevel}
      </SubmitOrCancel>
    </Form>
  );
}
