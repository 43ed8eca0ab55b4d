import BadgeCheck from "lucide-react/icons/badge-check";
import { useNavigate } from "react-router";
import { STORAGE_KEYS, store } from "../../lib/browser-storage.ts";
import { claimButtonTexts } from "../../lib/messages/claim-button.ts";
import { buttonClass } from "../ui/button.tsx";

/**
 * "Claim this profile" (docs/product.md §17): keeps the profile's id and name in the browser, then
 * goes to sign-up (signed out) or straight to the claim screen (signed in).
 */
export function ClaimButton({ coach, signedIn }: { coach: { _id: string; fullName: string }; signedIn: boolean }) {
  const navigate = useNavigate();
  const target = signedIn ? "/claimprofile" : "/signup";
  return (
    <aside className="mt-6 flex flex-col items-start gap-3 rounded-lg border border-blue-200 bg-blue-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-800">{claimButtonTexts.buttonHint}</p>
      <a
        href={target}
        onClick={(event) => {
          event.preventDefault();
          store(STORAGE_KEYS.claimProfile, coach._id);
          store(STORAGE_KEYS.claimName, coach.fullName);
          navigate(target);
        }}
        className={buttonClass({ className: "inline-flex shrink-0 items-center gap-2" })}
      >
        <BadgeCheck aria-hidden="true" className="size-4" />
        {claimButtonTexts.button}
      </a>
    </aside>
  );
}
