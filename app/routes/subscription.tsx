import { useEffect, useRef, useState } from "react";
import { Link, redirect, useFetcher, useNavigate } from "react-router";
import type { Route } from "./+types/subscription";
import { NicheModal } from "../components/plans/niche-modal.tsx";
import { showToast } from "../components/use-action-toast.ts";
import { Button } from "../components/ui/button.tsx";
import { FormMessage } from "../components/ui/field.tsx";
import { planMessages, planTexts } from "../lib/messages/plans.ts";
import { subscriptionPageForm, subscriptionRequest } from "../lib/plan-schemas.ts";
import { isAddOnPlan, isLevel5Plan, TIER_OF_ADD_ON } from "../lib/plans.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { DomainError } from "../server/domain-error.server.ts";
import { actionError, parseWith, readForm } from "../server/http.server.ts";
import { requireViewer } from "../server/identity/session.server.ts";
import { logger } from "../server/logger.server.ts";
import { nichesWithFreeSlot, requestSubscription } from "../server/plans/plan-service.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${planTexts.upgrade} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

const AT_ONCE = ["level2", "level3", "level4"];

/**
 * /subscription/{level} (docs/product.md §19): level2 is requested at once; level3 and level4
 * go to the checkout; level6alt/standard/premium open the niche popup; level5 is chosen on /plans.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireViewer(request);
  const level = params.level;
  if (isLevel5Plan(level)) throw redirect("/plans?plan=level5");
  if (isAddOnPlan(level))
    return { level, kind: "niche" as const, niches: await nichesWithFreeSlot(TIER_OF_ADD_ON[level]) };
  if (AT_ONCE.includes(level)) return { level, kind: "at-once" as const, niches: [] };
  throw redirect("/plans");
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const level = params.level;
  let asked;
  try {
    // A form that is not this page's (an unknown intent, a field out of bounds) is refused with its status.
    asked = parseWith(subscriptionPageForm, { ...(await readForm(request)), level });
  } catch (error) {
    return actionError(error, { success: undefined });
  }
  let outcome;
  try {
    const wanted = subscriptionRequest(asked.input);
    if ("error" in wanted) return { error: wanted.error };
    outcome = await requestSubscription(viewer, wanted);
  } catch (error) {
    // docs/product.md §23: the server's message where it gave one, else the flow's own text.
    if (error instanceof DomainError) return { error: error.message };
    logger.error({ err: error, level }, "subscription request failed");
    return {
      error: isAddOnPlan(level)
        ? planMessages.nicheUpgradeFailed
        : level === "level2"
          ? planMessages.level2Failed
          : planMessages.requestFailed,
    };
  }
  if (outcome.redirectToCheckout && outcome.checkoutUrl) throw redirect(outcome.checkoutUrl);
  return { success: outcome.message };
}

export default function Subscription({ loaderData }: Route.ComponentProps) {
  const { level, kind, niches } = loaderData;
  const fetcher = useFetcher<typeof action>();
  const navigate = useNavigate();
  const started = useRef(false);
  const [open, setOpen] = useState(kind === "niche");
  // Levels 2 to 4 are requested as soon as the page is in the browser (docs/product.md §19).
  useEffect(() => {
    if (kind !== "at-once" || started.current) return;
    started.current = true;
    void fetcher.submit({ intent: "subscribe" }, { method: "post" });
  }, [kind, fetcher]);
  const result = fetcher.data;
  useEffect(() => {
    if (!result?.success) return;
    void showToast({ tone: "success", text: result.success });
    navigate("/");
  }, [result, navigate]);
  const title = isAddOnPlan(level) ? planTexts.level6Titles[level] : planTexts.upgrade;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-14">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {result?.error && (
        <div className="mt-6">
          <FormMessage tone="error">{result.error}</FormMessage>
        </div>
      )}
      {kind === "at-once" && !result?.error && <p className="mt-6 text-slate-700">{planMessages.redirecting}</p>}
      {isAddOnPlan(level) && (
        <>
          <Button size="lg" onClick={() => setOpen(true)} className="mt-6">
            {planTexts.niche}
          </Button>
          <NicheModal
            open={open}
            onOpenChange={setOpen}
            title={planTexts.level6Titles[level]}
            niches={niches}
            fetcher={fetcher}
          />
        </>
      )}
      <p className="mt-8">
        <Link to="/plans" className="font-semibold text-blue-700 hover:underline">
          {planTexts.backToPlans}
        </Link>
      </p>
    </main>
  );
}
