import { useState } from "react";
import { planTexts } from "../../lib/messages/plans.ts";
import { FEATURES_PER_PAGE } from "../../lib/plans.ts";
import { Modal } from "../ui/modal.tsx";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  description: string;
  features: string[];
};

/** A plan's specification: its description and its features, ten to a page (SPEC.md section 9). */
export function PlanSpecModal({ open, onOpenChange, name, description, features }: Props) {
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(features.length / FEATURES_PER_PAGE));
  const shown = features.slice(page * FEATURES_PER_PAGE, (page + 1) * FEATURES_PER_PAGE);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={planTexts.specificationOf(name)} width="wide">
      <p className="mt-2 text-slate-700">{description}</p>
      <h3 className="mt-4 font-semibold text-slate-900">{planTexts.features}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-800">
        {shown.map((f) => (
          <li key={f}>{f}</li>
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={planTexts.features} className="mt-4 flex items-center justify-between gap-3">
          <button
            type="button"
            disabled={page === 0}
            onClick={() => setPage((p) => p - 1)}
            className="rounded-md border border-slate-300 px-3 py-1 text-sm font-semibold disabled:opacity-50"
          >
            {planTexts.previousPage}
          </button>
          <span className="text-sm text-slate-700" aria-live="polite">
            {planTexts.page(page + 1, pages)}
          </span>
          <button
            type="button"
            disabled={page >= pages - 1}
            onClick={() => setPage((p) => p + 1)}
            className="rounded-md border border-slate-300 px-3 py-1 text-sm font-semibold disabled:opacity-50"
          >
            {planTexts.nextPage}
          </button>
        </nav>
      )}
      <div className="mt-6 flex justify-end">
        <button
          type="button"
          onClick={() => onOpenChange(false)}
          className="rounded-md px-4 py-2 font-semibold text-slate-700 hover:bg-slate-100"
        >
          {planTexts.close}
        </button>
      </div>
    </Modal>
  );
}
