import { useEffect, useRef, useState } from "react";
import { Link, redirect, useFetcher, useNavigate } from "react-router";
import type { Route } from "./+types/subscription";
import { NicheModal } from "../components/plans/niche-modal.tsx";
import { showToast } from "../components/use-action-toast.ts";
import { FormMessage } from "../components/ui/field.tsx";
import { ADD_ON_LEVELS, type AddOnLevel } from "../lib/levels.ts";
import { planMessages, planTexts } from "../lib/messages/plans.ts";
import { subscriptionRequest, subscriptionRequestBody } from "../lib/plan-schemas.ts";
import { TIER_OF_ADD_ON } from "../lib/plans.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { DomainError } from "../server/domain-error.server.ts";
import { parseWith, readForm } from "../server/http.server.ts";
import { requireViewer } from "../server/identity/session.server.ts";
import { logger } from "../server/logger.server.ts";
import { nichesWithFreeSlot, requestSubscription } from "../server/plans/plan-service.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${planTexts.upgrade} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

const isAddOn = (level: string): level is AddOnLevel => (ADD_ON_LEVELS as readonly string[]).includes(level);
const AT_ONCE = ["level2", "level3", "level4"];

/**
 * /subscription/{level} (SPEC.md sections 2 and 4): level2 is requested at once; level3 and level4
 * go to the checkout; level6alt/standard/premium open the niche popup; level5 is chosen on /plans.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireViewer(request);
  const level = params.level;
  if (level.startsWith("level5")) throw redirect("/plans?plan=level5");
  if (isAddOn(level)) return { level, kind: "niche" as const, niches: await nichesWithFreeSlot(TIER_OF_ADD_ON[level]) };
  if (AT_ONCE.includes(level)) return { level, kind: "at-once" as const, niches: [] };
  throw redirect("/plans");
}

/** The form's fields as the API's subscription request for this level. */
function requestBody(level: string, form: Record<string, string | string[]>) {
  const list = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
  const fourMonth = form.fourMonthSubscription !== "false";
  if (level === "level2") return { level: "level2" };
  if (level.startsWith("level5"))
    return { plan: "level5", categories: list(form.categories), fourMonthSubscription: fourMonth };
  if (isAddOn(level))
    return { addOnLevel: level, featuredCategory: form.featuredCategory ?? "", fourMonthSubscription: fourMonth };
  return { plan: level };
}

export async function action({ request, params }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const level = params.level;
  let outcome;
  try {
    const wanted = subscriptionRequest(parseWith(subscriptionRequestBody, requestBody(level, await readForm(request))));
    if ("error" in wanted) return { error: wanted.error };
    outcome = await requestSubscription(viewer, wanted);
  } catch (error) {
    // SPEC.md section 8: the server's message where it gave one, else the flow's own text.
    if (error instanceof DomainError) return { error: error.message };
    logger.error({ err: error, level }, "subscription request failed");
    return {
      error: isAddOn(level)
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
  // Levels 2 to 4 are requested as soon as the page is in the browser (SPEC.md section 4).
  useEffect(() => {
    if (kind !== "at-once" || started.current) return;
    started.current = true;
    void fetcher.submit({}, { method: "post" });
  }, [kind, fetcher]);
  const result = fetcher.data;
  useEffect(() => {
    if (!result?.success) return;
    void showToast({ tone: "success", text: result.success });
    navigate("/");
  }, [result, navigate]);
  const title = isAddOn(level) ? planTexts.level6Titles[level] : planTexts.upgrade;
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-14">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {result?.error && (
        <div className="mt-6">
          <FormMessage tone="error">{result.error}</FormMessage>
        </div>
      )}
      {kind === "at-once" && !result?.error && <p className="mt-6 text-slate-700">{planMessages.redirecting}</p>}
      {isAddOn(level) && (
        <>
          <button
            type="button"
            onClick={() => setOpen(true)}
            className="mt-6 rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800"
          >
            {planTexts.niche}
          </button>
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
