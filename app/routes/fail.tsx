import { Link } from "react-router";
import type { Route } from "./+types/fail";
import { TestBanner } from "../components/plans/test-banner.tsx";
import { FormMessage } from "../components/ui/field.tsx";
import { planMessages, planTexts } from "../lib/messages/plans.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { requireViewer } from "../server/identity/session.server.ts";
import { abandonCheckout } from "../server/plans/plan-pages.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${planTexts.failTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/**
 * The checkout's cancel address (and where Decline lands): the buyer's open checkout is closed,
 * which releases a held sponsored slot at once. Nothing is granted or taken back here.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const params = new URL(request.url).searchParams;
  const { test } = viewer.profile
    ? await abandonCheckout(viewer.profile.id, {
        sessionId: params.get("session_id"),
        subscriptionId: params.get("subscription"),
      })
    : { test: false };
  return { test };
}

export default function Fail({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-14 text-center">
      {loaderData.test && <TestBanner />}
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{planTexts.failTitle}</h1>
      <div className="mt-6">
        <FormMessage tone="error">{planMessages.fail}</FormMessage>
      </div>
      <p className="mt-8">
        <Link to="/plans" className="font-semibold text-blue-700 hover:underline">
          {planTexts.backToPlans}
        </Link>
      </p>
    </main>
  );
}
