import { useState } from "react";
import { planTexts } from "../../lib/messages/plans.ts";
import { FEATURES_PER_PAGE } from "../../lib/plans.ts";
import { Button } from "../ui/button.tsx";
import { Modal } from "../ui/modal.tsx";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  description: string;
  features: string[];
};

/** A plan's specification: its description and its features, ten to a page (docs/product.md §19). */
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
          <Button variant="secondary" size="sm" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
            {planTexts.previousPage}
          </Button>
          <span className="text-sm text-slate-700" aria-live="polite">
            {planTexts.page(page + 1, pages)}
          </span>
          <Button variant="secondary" size="sm" disabled={page >= pages - 1} onClick={() => setPage((p) => p + 1)}>
            {planTexts.nextPage}
          </Button>
        </nav>
      )}
      <div className="mt-6 flex justify-end">
        <Button variant="ghost" size="lg" onClick={() => onOpenChange(false)}>
          {planTexts.close}
        </Button>
      </div>
    </Modal>
  );
}
