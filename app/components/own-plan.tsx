import { Link } from "react-router";
import type { AddOnLevel, Level } from "../lib/levels.ts";
import { profileTexts } from "../lib/messages/profile.ts";
import { planTexts } from "../lib/messages/plans.ts";
import { Button, buttonClass } from "./ui/button.tsx";

const LEVEL_NAMES: Partial<Record<Level, string>> = profileTexts.levelNames;

type PlanDates = {
  currentPeriodEnd: string | null;
  endsAt: string | null;
  renews: boolean;
  paymentFailed: boolean;
  featuredCategory: string | null;
  complimentary?: boolean;
};

type Props = {
  level: Level;
  addOnLevel: AddOnLevel | null;
  /** The paid subscriptions behind the level and the add-on, when there are any. */
  standard?: PlanDates | null;
  addOn?: PlanDates | null;
  /** "portal": the provider's customer portal; "test": test-mode payments; "none": nothing paid. */
  billing?: "portal" | "test" | "none";
};

/** A date as "March 4, 2027", the same on the server and in the browser. */
const day = (iso: string) =>
  new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });

function Dates({ plan }: { plan: PlanDates }) {
  const date = plan.renews ? plan.currentPeriodEnd : (plan.endsAt ?? plan.currentPeriodEnd);
  return (
    <>
      {plan.complimentary && <span className="ml-2 text-slate-600">{planTexts.complimentary}</span>}
      {date && (
        <span className="ml-2 text-slate-600">
          ({plan.renews ? planTexts.renews(day(date)) : planTexts.ends(day(date))})
        </span>
      )}
      {plan.paymentFailed && <span className="mt-1 block text-red-700">{planTexts.paymentFailed}</span>}
    </>
  );
}

/** The account's plan on /profile with its renewal or end date, billing, Upgrade and Edit Profile. */
export function OwnPlan({ level, addOnLevel, standard, addOn, billing = "none" }: Props) {
  return (
    <section aria-labelledby="my-plan" className="mt-8 rounded-xl border border-slate-200 p-4">
      <h2 id="my-plan" className="text-xl font-semibold">
        {profileTexts.planHeading}
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {profileTexts.plan}
        <strong>{LEVEL_NAMES[level] ?? level}</strong>
        {standard && <Dates plan={standard} />}
      </p>
      {addOnLevel && (
        <p className="mt-1 text-sm text-slate-700">
          {profileTexts.addOn}
          <strong>{profileTexts.addOnNames[addOnLevel]}</strong>
          {addOn?.featuredCategory && <span> ({addOn.featuredCategory})</span>}
          {addOn && <Dates plan={addOn} />}
        </p>
      )}
      {billing === "test" && <p className="mt-2 text-sm text-slate-600">{planTexts.testModeBilling}</p>}
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/plans" className={buttonClass({ variant: "accent" })}>
          {profileTexts.upgrade}
        </Link>
        <Link to="/profileForm" className={buttonClass()}>
          {profileTexts.editProfile}
        </Link>
        {billing === "portal" && (
          <form method="post" action="/billing">
            <Button type="submit" variant="secondary">
              {planTexts.manageBilling}
            </Button>
          </form>
        )}
      </div>
    </section>
  );
}
