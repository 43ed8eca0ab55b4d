import { useEffect, useState } from "react";
import { Link, useFetcher, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/plans";
import { Level5Modal } from "../components/plans/level5-modal.tsx";
import { PlanSpecModal } from "../components/plans/plan-spec-modal.tsx";
import { FormMessage } from "../components/ui/field.tsx";
import { showToast } from "../components/use-action-toast.ts";
import { planTexts } from "../lib/messages/plans.ts";
import { formatPrice } from "../lib/plans.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { requireViewer } from "../server/identity/session.server.ts";
import { type PlanCard, plansPage } from "../server/plans/plan-pages.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${planTexts.metaTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  return plansPage(viewer.profile);
}

type Card = PlanCard & { level5?: boolean };

/** The three level 5 rows of the plan table make one card, priced from its cheapest tier. */
function standardCards(cards: PlanCard[], level5Rate: number): Card[] {
  const level5 = cards.filter((c) => c.id.startsWith("level5"));
  const cheapest = level5[0];
  const rest: Card[] = cards.filter((c) => c.kind === "standard" && !c.id.startsWith("level5"));
  if (cheapest)
    rest.push({
      ...cheapest,
      name: "Level 5",
      features: [...cheapest.features, planTexts.level5Affiliate(level5Rate)],
      current: level5.some((c) => c.current),
      level5: true,
    });
  return rest;
}

export default function Plans({ loaderData }: Route.ComponentProps) {
  const { cards, niches, affiliateRate, level5AffiliateRate } = loaderData;
  const [params] = useSearchParams();
  const wanted = params.get("plan") ?? "";
  const [kind, setKind] = useState<"standard" | "advertising">(
    wanted.startsWith("level6") ? "advertising" : "standard",
  );
  const [level5Open, setLevel5Open] = useState(wanted === "level5");
  const shown: Card[] =
    kind === "standard" ? standardCards(cards, level5AffiliateRate) : cards.filter((c) => c.kind === "advertising");
  const prices = Object.fromEntries(cards.map((c) => [c.id, c.chargesCents]));
  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900">{planTexts.heading}</h1>
      <p className="mt-2 text-slate-700">{planTexts.lead}</p>
      <p className="mt-1 text-sm text-slate-600">{planTexts.affiliate(affiliateRate)}</p>
      <div
        role="group"
        aria-label={planTexts.planKinds}
        className="mt-6 inline-flex rounded-lg border border-slate-300 p-1"
      >
        {(["standard", "advertising"] as const).map((k) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            onClick={() => setKind(k)}
            className={`rounded-md px-4 py-2 text-sm font-semibold ${kind === k ? "bg-blue-700 text-white" : "text-slate-700 hover:bg-slate-100"}`}
          >
            {k === "standard" ? planTexts.standardPlans : planTexts.advertisingPlans}
          </button>
        ))}
      </div>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((card) => (
          <PlanCardView
            key={card.id}
            card={card}
            highlighted={wanted === card.id || (card.level5 === true && wanted === "level5")}
            onLevel5={() => setLevel5Open(true)}
          />
        ))}
      </ul>
      {niches.length > 0 && (
        <Level5Modal open={level5Open} onOpenChange={setLevel5Open} niches={niches} prices={prices} />
      )}
    </main>
  );
}

function PlanCardView({ card, highlighted, onLevel5 }: { card: Card; highlighted: boolean; onLevel5: () => void }) {
  const fetcher = useFetcher<{ error?: string; success?: string }>();
  const [specOpen, setSpecOpen] = useState(false);
  const navigate = useNavigate();
  // The free plan is granted at once: its message, then home (SPEC.md section 2).
  const granted = fetcher.data?.success;
  useEffect(() => {
    if (!granted) return;
    void showToast({ tone: "success", text: granted });
    navigate("/");
  }, [granted, navigate]);
  const headingId = `plan-${card.id}`;
  const discounted = card.regularCents > card.chargesCents;
  const per = card.interval === "year" ? planTexts.perYear : planTexts.per30Days;
  const button = "block w-full rounded-md px-4 py-2 text-center font-semibold";
  let action: React.ReactNode;
  if (card.current) {
    action = <p className={`${button} bg-emerald-50 text-emerald-900`}>{planTexts.currentPlan}</p>;
  } else if (!card.offered) {
    action = <p className={`${button} bg-slate-100 text-slate-700`}>{planTexts.included}</p>;
  } else if (card.level5) {
    action = (
      <button type="button" onClick={onLevel5} className={`${button} bg-blue-700 text-white hover:bg-blue-800`}>
        {planTexts.getStarted}
      </button>
    );
  } else if (card.kind === "advertising") {
    action = (
      <Link to={`/subscription/${card.id}`} className={`${button} bg-blue-700 text-white hover:bg-blue-800`}>
        {planTexts.getStarted}
      </Link>
    );
  } else {
    action = (
      <fetcher.Form method="post" action={`/subscription/${card.id}`}>
        <button
          type="submit"
          disabled={fetcher.state !== "idle"}
          aria-describedby={headingId}
          className={`${button} bg-blue-700 text-white hover:bg-blue-800 disabled:opacity-60`}
        >
          {planTexts.getStarted}
        </button>
      </fetcher.Form>
    );
  }
  return (
    <li
      aria-labelledby={headingId}
      className={`flex flex-col rounded-xl border p-5 shadow-sm ${highlighted ? "border-blue-700 ring-2 ring-blue-700" : "border-slate-200"}`}
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {card.name}
      </h2>
      <p className="mt-3">
        <span className="text-2xl font-bold text-slate-900">
          {card.chargesCents === 0 ? planTexts.free : formatPrice(card.chargesCents)}
        </span>
        {card.chargesCents > 0 && <span className="text-sm text-slate-700"> {per}</span>}
      </p>
      {discounted && (
        <p className="text-sm text-slate-700">{planTexts.offerThenRegular(formatPrice(card.regularCents), per)}</p>
      )}
      <p className="mt-3 flex-1 text-sm text-slate-700">{card.description}</p>
      <button
        type="button"
        onClick={() => setSpecOpen(true)}
        className="mt-3 text-left text-sm font-semibold text-blue-700 hover:underline"
      >
        {planTexts.specification}
      </button>
      <div className="mt-4">{action}</div>
      {fetcher.data?.error && (
        <div className="mt-3">
          <FormMessage tone="error">{fetcher.data.error}</FormMessage>
        </div>
      )}
      <PlanSpecModal
        open={specOpen}
        onOpenChange={setSpecOpen}
        name={card.name}
        description={card.description}
        features={card.features}
      />
    </li>
  );
}
