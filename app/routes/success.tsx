import { Link, redirect } from "react-router";
import type { Route } from "./+types/success";
import { TestBanner } from "../components/plans/test-banner.tsx";
import { FormMessage } from "../components/ui/field.tsx";
import { planMessages, planTexts } from "../lib/messages/plans.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { requireViewer } from "../server/identity/session.server.ts";
import { checkoutOutcome } from "../server/plans/plan-pages.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${planTexts.successTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** The checkout's success address: the session is confirmed on the server before the page says so. */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const sessionId = new URL(request.url).searchParams.get("session_id");
  const outcome = viewer.profile
    ? await checkoutOutcome(viewer.profile.id, sessionId)
    : { state: "failed" as const, test: false, plan: null };
  if (outcome.state === "failed")
    throw redirect(`/fail${sessionId ? `?session_id=${encodeURIComponent(sessionId)}` : ""}`);
  return outcome;
}

export default function Success({ loaderData }: Route.ComponentProps) {
  const { state, test } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-14 text-center">
      {test && <TestBanner />}
      <h1 className="mt-6 text-2xl font-bold text-slate-900">
        {state === "confirmed" ? planTexts.successTitle : planTexts.pendingTitle}
      </h1>
      <div className="mt-6">
        {state === "confirmed" ? (
          <FormMessage tone="success">{planMessages.success}</FormMessage>
        ) : (
          <p className="text-slate-700" role="status">
            {planTexts.pending}
          </p>
        )}
      </div>
      <p className="mt-8 flex justify-center gap-4">
        {state === "pending" && (
          <Link to="." reloadDocument className="font-semibold text-blue-700 hover:underline">
            {planTexts.checkAgain}
          </Link>
        )}
        <Link to="/profile" className="font-semibold text-blue-700 hover:underline">
          {planTexts.viewProfile}
        </Link>
      </p>
    </main>
  );
}
