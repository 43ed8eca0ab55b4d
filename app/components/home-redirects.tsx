import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { forget, readStored, STORAGE_KEYS } from "../lib/browser-storage.ts";
import { type HomeAccount, homeSteps } from "../lib/home-redirects.ts";

/** Runs the signed-in home rules of docs/product.md §14 once the page is in the browser. */
export function HomeRedirects({ account }: { account: HomeAccount | null }) {
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!account) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    for (const step of homeSteps(account, readStored, (level) => `/plansupgrade/${level}`)) {
      if (step.kind === "save-affiliate") {
        void fetch("/api/profile", {
          method: "PUT",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ affiliateId: step.affiliateId }),
        }).then((r) => r.ok && forget(STORAGE_KEYS.affiliateId));
      } else {
        forget(...step.forget);
        if (step.message) {
          // oxlint-disable-next-line react/set-state-in-effect -- the steps come from browser storage, readable only after mount
          setMessage(step.message);
          timer = setTimeout(() => navigate(step.to), 1000);
        } else {
          navigate(step.to, { replace: true });
        }
      }
    }
    return () => clearTimeout(timer);
  }, [account, navigate]);
  if (!message) return null;
  return (
    <p
      role="status"
      className="fixed inset-x-4 top-20 z-50 mx-auto max-w-xl rounded-md bg-slate-900 px-4 py-3 text-white shadow-lg"
    >
      {message}
    </p>
  );
}
