import CheckCircle2 from "lucide-react/icons/circle-check";
import Clock from "lucide-react/icons/clock";
import Loader2 from "lucide-react/icons/loader-circle";
import XCircle from "lucide-react/icons/circle-x";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/claim-profile";
import { buttonClass } from "../components/ui/button.tsx";
import { showToast } from "../components/use-action-toast.ts";
import { forget, readStored, STORAGE_KEYS } from "../lib/browser-storage.ts";
import { claimTexts } from "../lib/messages/claims.ts";
import { guideTexts } from "../lib/messages/guide.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { config } from "../server/config.server.ts";
import { requireViewer } from "../server/identity/session.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${claimTexts.inProcessTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireViewer(request);
  // The tips name the address our mail comes from, so people can whitelist it.
  const sender = /<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM;
  return { sender };
}

type Outcome = { kind: "in-process" } | { kind: "claimed" } | { kind: "pending" } | { kind: "failed"; reason: string };

/**
 * /claimprofile (and /claimProfile: paths match in any case): claims the profile kept in the
 * browser (docs/product.md §17), then forgets it whatever the outcome.
 */
export default function ClaimProfile({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome>({ kind: "in-process" });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const id = readStored(STORAGE_KEYS.claimProfile);
    if (!id) {
      navigate("/", { replace: true });
      return;
    }
    void claim(id).then((result) => {
      forget(STORAGE_KEYS.claimProfile, STORAGE_KEYS.claimName);
      setOutcome(result);
      // docs/product.md §17: the outcome as a toast too, beside the screen that explains it.
      if (result.kind === "claimed") void showToast({ tone: "success", text: claimTexts.successToast });
      if (result.kind === "failed")
        void showToast({ tone: "error", text: `${claimTexts.failedTitle} ${result.reason}` });
    });
  }, [navigate]);
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-14 text-center" aria-live="polite">
      {outcome.kind === "in-process" && (
        <Result icon={<Loader2 aria-hidden="true" className="size-12 animate-spin text-blue-700" />}>
          <h1 className="text-2xl font-bold text-slate-900">{claimTexts.inProcessTitle}</h1>
          <p className="mt-3 text-slate-700">{claimTexts.inProcessText}</p>
        </Result>
      )}
      {outcome.kind === "claimed" && (
        <Result icon={<CheckCircle2 aria-hidden="true" className="size-12 text-green-700" />}>
          <h1 className="text-2xl font-bold text-slate-900">{claimTexts.successTitle}</h1>
          <p className="mt-3 text-slate-700">{claimTexts.successText}</p>
          <Link to="/profile" className={buttonClass({ size: "lg", className: "mt-6 inline-block" })}>
            {claimTexts.viewProfile}
          </Link>
        </Result>
      )}
      {outcome.kind === "pending" && (
        <Result icon={<Clock aria-hidden="true" className="size-12 text-amber-700" />}>
          <h1 className="text-2xl font-bold text-slate-900">{claimTexts.pendingTitle}</h1>
          <p className="mt-3 text-slate-700">{claimTexts.pendingText}</p>
          <p className="mt-2 text-slate-700">{claimTexts.pendingMail}</p>
          <section className="mt-8 rounded-lg border border-slate-200 bg-slate-50 p-5 text-left">
            <h2 className="font-semibold text-slate-900">{claimTexts.tipsTitle}</h2>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
              <li>{claimTexts.tipWhitelist(loaderData.sender)}</li>
              <li>{claimTexts.tipSpam}</li>
              <li>
                {claimTexts.tipGuidePrefix}{" "}
                <Link to="/coach-profile-guide" className="font-semibold text-blue-700 underline">
                  {guideTexts.title}
                </Link>
              </li>
            </ul>
          </section>
        </Result>
      )}
      {outcome.kind === "failed" && (
        <Result icon={<XCircle aria-hidden="true" className="size-12 text-red-700" />}>
          <h1 className="text-2xl font-bold text-slate-900">{claimTexts.failedTitle}</h1>
          <p className="mt-3 text-slate-700">{outcome.reason}</p>
          <Link to="/" className="mt-6 inline-block font-semibold text-blue-700 underline">
            {claimTexts.backHome}
          </Link>
        </Result>
      )}
    </main>
  );
}

function Result({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <div className="flex flex-col items-center">
      {icon}
      <div className="mt-4">{children}</div>
    </div>
  );
}

async function claim(id: string): Promise<Outcome> {
  try {
    const response = await fetch(`/api/user/mapping/${encodeURIComponent(id)}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    if (response.status === 200) return { kind: "claimed" };
    if (response.status === 202) return { kind: "pending" };
    return { kind: "failed", reason: body.message ?? claimTexts.failedTitle };
  } catch {
    return { kind: "failed", reason: claimTexts.failedTitle };
  }
}
