import { useEffect, useState } from "react";
import { type FetcherWithComponents, Link, useFetcher, useNavigate, useSearchParams } from "react-router";
import type { Route } from "./+types/plans";
import { Level5Modal } from "../components/plans/level5-modal.tsx";
import { PlanSpecModal } from "../components/plans/plan-spec-modal.tsx";
import { Button, buttonClass } from "../components/ui/button.tsx";
import { FormMessage } from "../components/ui/field.tsx";
import { showToast } from "../components/use-action-toast.ts";
import { planTexts } from "../lib/messages/plans.ts";
import { formatPrice, isLevel5Plan, isLevel6Plan, PLAN_KINDS, type PlanKind } from "../lib/plans.ts";
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
  const level5 = cards.filter((c) => isLevel5Plan(c.id));
  const cheapest = level5[0];
  const rest: Card[] = cards.filter((c) => c.kind === "standard" && !isLevel5Plan(c.id));
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
  const [kind, setKind] = useState<PlanKind>(isLevel6Plan(wanted) ? "advertising" : "standard");
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
        {PLAN_KINDS.map((k) => (
          <Button
            key={k}
            variant={kind === k ? "primary" : "ghost"}
            aria-pressed={kind === k}
            onClick={() => setKind(k)}
          >
            {k === "standard" ? planTexts.standardPlans : planTexts.advertisingPlans}
          </Button>
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

type PlanFetcher = FetcherWithComponents<{ error?: string; success?: string }>;

/** The card's fetcher; the free plan is granted at once: its message, then home (docs/product.md §19). */
function usePlanFetcher(): PlanFetcher {
  const fetcher = useFetcher<{ error?: string; success?: string }>();
  const navigate = useNavigate();
  const granted = fetcher.data?.success;
  useEffect(() => {
    if (!granted) return;
    void showToast({ tone: "success", text: granted });
    navigate("/");
  }, [granted, navigate]);
  return fetcher;
}

// The card's last row, a button or (current, included) a label of a large button's size.
const full = "block w-full text-center";
const label = `${full} rounded-md px-5 py-2.5 font-semibold`;

/** The card's last row: current, included, or the way to get it (the level 5 dialog, checkout, or a subscribe post). */
function PlanAction({
  card,
  headingId,
  fetcher,
  onLevel5,
}: {
  card: Card;
  headingId: string;
  fetcher: PlanFetcher;
  onLevel5: () => void;
}) {
  if (card.current) return <p className={`${label} bg-emerald-50 text-emerald-900`}>{planTexts.currentPlan}</p>;
  if (!card.offered) return <p className={`${label} bg-slate-100 text-slate-700`}>{planTexts.included}</p>;
  if (card.level5) {
    return (
      <Button size="lg" onClick={onLevel5} className={full}>
        {planTexts.getStarted}
      </Button>
    );
  }
  if (card.kind === "advertising") {
    return (
      <Link to={`/subscription/${card.id}`} className={buttonClass({ size: "lg", className: full })}>
        {planTexts.getStarted}
      </Link>
    );
  }
  return (
    <fetcher.Form method="post" action={`/subscription/${card.id}`}>
      <input type="hidden" name="intent" value="subscribe" />
      <Button type="submit" size="lg" disabled={fetcher.state !== "idle"} aria-describedby={headingId} className={full}>
        {planTexts.getStarted}
      </Button>
    </fetcher.Form>
  );
}

/** The price (or free) and its period. */
function PlanPrice({ card, per }: { card: Card; per: string }) {
  return (
    <p className="mt-3">
      <span className="text-2xl font-bold text-slate-900">
        {card.chargesCents === 0 ? planTexts.free : formatPrice(card.chargesCents)}
      </span>
      {card.chargesCents > 0 && <span className="text-sm text-slate-700"> {per}</span>}
    </p>
  );
}

function PlanCardView({ card, highlighted, onLevel5 }: { card: Card; highlighted: boolean; onLevel5: () => void }) {
  const fetcher = usePlanFetcher();
  const [specOpen, setSpecOpen] = useState(false);
  const headingId = `plan-${card.id}`;
  const discounted = card.regularCents > card.chargesCents;
  const per = card.interval === "year" ? planTexts.perYear : planTexts.per30Days;
  return (
    <li
      aria-labelledby={headingId}
      className={`flex flex-col rounded-xl border p-5 shadow-sm ${highlighted ? "border-blue-700 ring-2 ring-blue-700" : "border-slate-200"}`}
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {card.name}
      </h2>
      <PlanPrice card={card} per={per} />
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
      <div className="mt-4">
        <PlanAction card={card} headingId={headingId} fetcher={fetcher} onLevel5={onLevel5} />
      </div>
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
