import { testCheckoutTexts } from "../../lib/messages/test-checkout.ts";

/** Marks every screen of the built-in test checkout as a test. */
export function TestBanner() {
  return (
    <p
      role="note"
      className="rounded-md border-2 border-dashed border-amber-600 bg-amber-50 px-4 py-3 text-sm font-bold text-amber-950"
    >
      {testCheckoutTexts.banner}
    </p>
  );
}
