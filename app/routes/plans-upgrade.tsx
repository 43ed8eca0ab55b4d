import { useEffect } from "react";
import { redirect, useNavigate } from "react-router";
import type { Route } from "./+types/plans-upgrade";
import { FormMessage } from "../components/ui/field.tsx";
import { STORAGE_KEYS, store } from "../lib/browser-storage.ts";
import { planMessages, planTexts } from "../lib/messages/plans.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { getViewer } from "../server/identity/session.server.ts";
import { funnelAddress } from "../server/plans/plan-pages.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${planTexts.upgrade} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/**
 * /plansupgrade/{level} (docs/product.md §19), for every level value and any other: signed in, on to
 * the sales funnel with the four query parameters; signed out, the level is kept for after sign-in.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await getViewer(request);
  if (viewer) throw redirect(funnelAddress(params.level, viewer));
  return { level: params.level };
}

export default function PlansUpgrade({ loaderData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const { level } = loaderData;
  // Signed out: the wanted level is stored; after 1 second, sign in (the home rule resumes it).
  useEffect(() => {
    store(STORAGE_KEYS.planUpgrade, level);
    const timer = setTimeout(() => navigate("/signin"), 1000);
    return () => clearTimeout(timer);
  }, [level, navigate]);
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-14 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{planTexts.upgrade}</h1>
      <div className="mt-6">
        <FormMessage tone="error">{planMessages.signInToUpgrade}</FormMessage>
      </div>
      <p className="mt-4 text-slate-700">{planTexts.redirectingToSignIn}</p>
    </main>
  );
}
