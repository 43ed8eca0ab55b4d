import { useEffect } from "react";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/invitation";
import { reviewDate } from "../components/coach-page/review-date.ts";
import { RateCoachForm, useRateForm } from "../components/rate-coach-form.tsx";
import { buttonClass } from "../components/ui/button.tsx";
import { FormMessage } from "../components/ui/field.tsx";
import { forget, STORAGE_KEYS, store } from "../lib/browser-storage.ts";
import { namedIntent } from "../lib/form-intents.ts";
import { invitationPageForm } from "../lib/invitation-schemas.ts";
import { invitationPageTexts as t, invitationTexts } from "../lib/messages/invitations.ts";
import { reviewActionTexts } from "../lib/messages/review-actions.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { coachPath } from "../lib/urls.ts";
import { DomainError } from "../server/domain-error.server.ts";
import { actionError, parseWith, readForm, statusOf } from "../server/http.server.ts";
import { getViewer, requireViewer, type Viewer } from "../server/identity/session.server.ts";
import { invitedCoach, type OpenInvitation, openInvitation } from "../server/invitations/invitation-service.server.ts";
import { canRate, postReview } from "../server/reviews/review-writer.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${t.metaTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** What the visitor may do with a usable invitation: only its address reviews through it. */
async function visitorState(viewer: Viewer | null, invitation: OpenInvitation) {
  if (!viewer) return "signed-out" as const;
  if (viewer.email.toLowerCase() !== invitation.email) return "other-address" as const;
  if (!viewer.profile) return "review" as const;
  const can = await canRate(viewer.profile.id, invitation.coachId);
  return can === "yes" ? ("review" as const) : can;
}

/**
 * /invitations/{token} (decision 0075): a coach's invitation to review them. An unknown link is a
 * 404, a used or expired one a 409 with its message (nothing changes); a usable one is marked
 * opened on the first visit and shows the review form to its address, sign-up and sign-in (the
 * address filled in) to a visitor signed out.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  try {
    const invitation = await openInvitation(params.token);
    const visitor = await visitorState(await getViewer(request), invitation);
    return {
      usable: true as const,
      token: params.token,
      coach: { _id: invitation.coachId, fullName: invitation.coachName },
      expiresAt: invitation.expiresAt.toISOString(),
      visitor,
      // Only the signed-out visitor needs the address: the sign-up and sign-in links fill it in.
      email: visitor === "signed-out" ? invitation.email : null,
    };
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    const title = error.kind === "not-found" ? t.unknownTitle : t.closedTitle;
    return data({ usable: false as const, title, message: error.message }, { status: statusOf(error) });
  }
}

/** The review (intent "rate") for the coach the invitation names; posted, the coach page shows it. */
export async function action({ params, request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  let intent: string | null = null;
  try {
    const form = await readForm(request);
    intent = namedIntent(invitationPageForm, form);
    const coach = await invitedCoach(params.token);
    // The coach and the invitation come from the link, whatever the form says.
    const asked = parseWith(invitationPageForm, { ...form, userId: coach.id, invitation: params.token });
    await postReview({ profileId: viewer.profile?.id ?? null, email: viewer.email }, asked.input);
    return redirect(`${coachPath({ _id: coach.id, fullName: coach.fullName })}#comments`);
  } catch (error) {
    return actionError(error, { intent, ok: false as const });
  }
}

type Usable = Extract<Route.ComponentProps["loaderData"], { usable: true }>;

/** Signed out: sign up or sign in with the invited address; home comes back here afterwards. */
function SignUpOrIn({ email }: { email: string }) {
  const address = encodeURIComponent(email);
  return (
    <div className="mt-6 space-y-4">
      <p className="text-slate-800">{t.sentTo(email)}</p>
      <p className="flex flex-wrap gap-3">
        <Link to={`/signup?email=${address}`} className={buttonClass({ variant: "accent", size: "lg" })}>
          {t.signUp}
        </Link>
        <Link to={`/signin?email=${address}`} className={buttonClass({ variant: "secondary", size: "lg" })}>
          {t.signIn}
        </Link>
      </p>
    </div>
  );
}

function ReviewForm({ token }: { token: string }) {
  const form = useRateForm(token);
  return (
    <section aria-labelledby="invited-review" className="mt-8">
      <h2 id="invited-review" className="text-xl font-semibold text-slate-900">
        {t.formTitle}
      </h2>
      <RateCoachForm form={form} />
    </section>
  );
}

function UsableInvitation({ token, coach, expiresAt, visitor, email }: Usable) {
  // Signed out, the token waits in the browser for home to bring the visitor back after sign-up
  // (with its code) or sign-in; signed in, it has done its work.
  useEffect(() => {
    if (visitor === "signed-out") store(STORAGE_KEYS.invitation, token);
    else forget(STORAGE_KEYS.invitation);
  }, [visitor, token]);
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">{t.title(coach.fullName)}</h1>
      <p className="mt-3 text-slate-800">{t.honest}</p>
      <p className="mt-2 text-sm text-slate-600">
        {t.validUntil} <time dateTime={expiresAt}>{reviewDate(expiresAt)}</time>.
      </p>
      {visitor === "signed-out" && email && <SignUpOrIn email={email} />}
      {visitor === "other-address" && (
        <div className="mt-6">
          <FormMessage tone="error">{invitationTexts.otherAddress}</FormMessage>
        </div>
      )}
      {visitor === "rated" && <p className="mt-6 text-slate-800">{reviewActionTexts.alreadyRated}</p>}
      {visitor === "held" && <p className="mt-6 text-slate-800">{reviewActionTexts.awaitingCheck}</p>}
      {visitor === "own" && <p className="mt-6 text-slate-800">{reviewActionTexts.ownProfile}</p>}
      {visitor === "review" && <ReviewForm token={token} />}
      <p className="mt-8">
        <Link to={coachPath(coach)} className="font-semibold text-blue-700 underline">
          {t.coachPage}
        </Link>
      </p>
    </>
  );
}

export default function Invitation({ loaderData }: Route.ComponentProps) {
  useEffect(() => {
    if (!loaderData.usable) forget(STORAGE_KEYS.invitation);
  }, [loaderData.usable]);
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      {loaderData.usable ? (
        <UsableInvitation {...loaderData} />
      ) : (
        <>
          <h1 className="text-2xl font-bold text-slate-900">{loaderData.title}</h1>
          <p className="mt-3 text-slate-800">{loaderData.message}</p>
        </>
      )}
    </main>
  );
}
