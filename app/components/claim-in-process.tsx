import { useEffect, useState } from "react";
import { forget, readStored, STORAGE_KEYS } from "../lib/browser-storage.ts";
import { claimTexts } from "../lib/messages/claims.ts";

/**
 * Above the sign-up form while a claim is kept in the browser (docs/product.md §17): whose profile
 * is being claimed and what happens next, with a way out.
 */
export function ClaimInProcess() {
  const [name, setName] = useState<string | null>(null);
  useEffect(() => {
    // Storage is readable only in the browser, after the server-rendered page has hydrated.
    if (readStored(STORAGE_KEYS.claimProfile)) {
      // oxlint-disable-next-line react/set-state-in-effect -- see above
      setName(readStored(STORAGE_KEYS.claimName) ?? "");
    }
  }, []);
  if (name === null) return null;
  return (
    <section aria-labelledby="claim-title" className="mb-6 rounded-lg border border-blue-200 bg-blue-50 p-5">
      <h2 id="claim-title" className="text-lg font-semibold text-slate-900">
        {claimTexts.signUpTitle(name)}
      </h2>
      <ol className="mt-3 list-decimal space-y-1 pl-5 text-sm text-slate-800">
        {claimTexts.signUpSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <button
        type="button"
        className="mt-3 text-sm font-semibold text-blue-700 underline"
        onClick={() => {
          forget(STORAGE_KEYS.claimProfile, STORAGE_KEYS.claimName);
          setName(null);
        }}
      >
        {claimTexts.signUpCancel}
      </button>
    </section>
  );
}
