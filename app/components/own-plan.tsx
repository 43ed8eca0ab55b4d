import { Link } from "react-router";
import type { AddOnLevel, Level } from "../lib/levels.ts";
import { profileTexts } from "../lib/messages.ts";

const LEVEL_NAMES: Partial<Record<Level, string>> = profileTexts.levelNames;
const linkButton = "rounded-md px-4 py-2 text-sm font-semibold";

/**
 * The account's plan on /profile with the Upgrade and Edit Profile links (SPEC.md section 2).
 * No renewal date: it is shown only once payments exist.
 */
export function OwnPlan({ level, addOnLevel }: { level: Level; addOnLevel: AddOnLevel | null }) {
  return (
    <section aria-labelledby="my-plan" className="mt-8 rounded-xl border border-slate-200 p-4">
      <h2 id="my-plan" className="text-xl font-semibold">
        {profileTexts.planHeading}
      </h2>
      <p className="mt-2 text-sm text-slate-700">
        {profileTexts.plan}
        <strong>{LEVEL_NAMES[level] ?? level}</strong>
      </p>
      {addOnLevel && (
        <p className="mt-1 text-sm text-slate-700">
          {profileTexts.addOn}
          <strong>{profileTexts.addOnNames[addOnLevel]}</strong>
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to="/plans" className={`${linkButton} bg-amber-400 text-slate-900 hover:bg-amber-300`}>
          {profileTexts.upgrade}
        </Link>
        <Link to="/profileForm" className={`${linkButton} bg-blue-700 text-white hover:bg-blue-800`}>
          {profileTexts.editProfile}
        </Link>
      </div>
    </section>
  );
}
