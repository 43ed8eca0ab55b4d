import { coachPageTexts } from "../lib/messages/coach-page.ts";
import { RateCoachForm, useRateForm } from "./rate-coach-form.tsx";
import { Modal } from "./ui/modal.tsx";

type Props = {
  coach: { _id: string; fullName: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The rate form in a dialog on the coach page (docs/product.md §11). */
export default function RateCoachDialog({ coach, open, onOpenChange }: Props) {
  const form = useRateForm();
  // A posted review closes it for good: the page then says the coach is rated.
  return (
    <Modal
      open={open && !form.result?.ok}
      onOpenChange={onOpenChange}
      title={coachPageTexts.rateTitle(coach.fullName)}
      width="wide"
    >
      <RateCoachForm form={form} onCancel={() => onOpenChange(false)} />
    </Modal>
  );
}
