import { Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/checkout";
import { TestBanner } from "../components/plans/test-banner.tsx";
import { Button } from "../components/ui/button.tsx";
import { FormMessage } from "../components/ui/field.tsx";
import { unhandled } from "../lib/form-intents.ts";
import { planTexts } from "../lib/messages/plans.ts";
import { testCheckoutForm } from "../lib/plan-schemas.ts";
import { testCheckoutTexts } from "../lib/messages/test-checkout.ts";
import { formatPrice } from "../lib/plans.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { DomainError } from "../server/domain-error.server.ts";
import { actionError, notFound, parseWith, readForm } from "../server/http.server.ts";
import { requireViewer } from "../server/identity/session.server.ts";
import { usesTestCheckout } from "../server/payments/provider.server.ts";
import { declineTestCheckout, openTestCheckout, payTestCheckout } from "../server/payments/test-checkout.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${testCheckoutTexts.metaTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** The built-in test checkout exists only without provider keys; with Stripe, /checkout is not a page. */
function assertTestMode() {
  if (!usesTestCheckout()) notFound();
}

export async function loader({ request }: Route.LoaderArgs) {
  assertTestMode();
  const viewer = await requireViewer(request);
  const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
  if (!viewer.profile) return { checkout: null, sessionId };
  try {
    const c = await openTestCheckout(sessionId, viewer.profile.id);
    return {
      sessionId,
      checkout: {
        planName: c.planName,
        chargesCents: c.chargesCents,
        interval: c.interval,
        email: c.email ?? viewer.email,
      },
    };
  } catch (error) {
    if (error instanceof DomainError) return { checkout: null, sessionId };
    throw error;
  }
}

/** Pay or Decline: the same signed events Stripe sends, through the same webhook code. */
export async function action({ request }: Route.ActionArgs) {
  assertTestMode();
  const viewer = await requireViewer(request);
  const profileId = viewer.profile?.id ?? "";
  try {
    const asked = parseWith(testCheckoutForm, await readForm(request));
    const { sessionId } = asked.input;
    switch (asked.intent) {
      case "pay":
        await payTestCheckout(sessionId, profileId);
        return redirect(`/success?session_id=${encodeURIComponent(sessionId)}`);
      case "decline":
        await declineTestCheckout(sessionId, profileId);
        return redirect(`/fail?session_id=${encodeURIComponent(sessionId)}`);
      default:
        return unhandled(asked);
    }
  } catch (error) {
    return actionError(error, {});
  }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const { checkout, sessionId } = loaderData;
  const busy = useNavigation().state !== "idle";
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-12">
      <TestBanner />
      <h1 className="mt-6 text-2xl font-bold text-slate-900">{testCheckoutTexts.heading}</h1>
      {actionData?.error && (
        <div className="mt-4">
          <FormMessage tone="error">{actionData.error}</FormMessage>
        </div>
      )}
      {!checkout ? (
        <p className="mt-6 text-slate-700">{testCheckoutTexts.notFound}</p>
      ) : (
        <>
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-slate-800">
            <dt className="font-semibold">{testCheckoutTexts.plan}</dt>
            <dd>{checkout.planName}</dd>
            <dt className="font-semibold">{testCheckoutTexts.amount}</dt>
            <dd>
              {formatPrice(checkout.chargesCents)}{" "}
              {checkout.interval === "year" ? planTexts.perYear : planTexts.per30Days}
            </dd>
            <dt className="font-semibold">{testCheckoutTexts.email}</dt>
            <dd>{checkout.email}</dd>
          </dl>
          <Form method="post" className="mt-8 flex gap-3">
            <input type="hidden" name="sessionId" value={sessionId} />
            <Button type="submit" name="intent" value="pay" disabled={busy} variant="success" size="lg">
              {testCheckoutTexts.pay}
            </Button>
            <Button type="submit" name="intent" value="decline" disabled={busy} variant="secondary" size="lg">
              {testCheckoutTexts.decline}
            </Button>
          </Form>
        </>
      )}
    </main>
  );
}
