import { useEffect } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/profile";
import { BadgeList } from "../components/badge-list.tsx";
import { CategoryPills } from "../components/category-pills.tsx";
import { CoachLinks } from "../components/coach-page/coach-links.tsx";
import { CoachVideos } from "../components/coach-page/coach-videos.tsx";
import { OwnPlan } from "../components/own-plan.tsx";
import { ScoreGauge } from "../components/score-gauge.tsx";
import { StarRating } from "../components/star-rating.tsx";
import { Avatar } from "../components/ui/avatar.tsx";
import { FormMessage } from "../components/ui/field.tsx";
import { InviteClients } from "../components/invite-clients.tsx";
import { InsightsPart } from "../components/insights/insights-part.tsx";
import { badgeList, roundToHalf } from "../lib/coach.ts";
import { messages } from "../lib/messages/common.ts";
import { profileTexts } from "../lib/messages/profile.ts";
import { authMessages } from "../lib/messages/auth.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { coachPath } from "../lib/urls.ts";
import { namedIntent } from "../lib/form-intents.ts";
import { profilePageForm } from "../lib/invitation-schemas.ts";
import { invitationTexts } from "../lib/messages/invitations.ts";
import { actionError, parseWith, readForm } from "../server/http.server.ts";
import { requireViewer } from "../server/identity/session.server.ts";
import { ownProfilePage } from "../server/accounts/own-profile-page.server.ts";
import { sendInvitations } from "../server/invitations/invitation-service.server.ts";
import { insightsPart, ownInsightsPeriod } from "../server/insights/insights-part.server.ts";
import { ownsInsights } from "../server/insights/insights-service.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${profileTexts.myProfile} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const own = viewer.profile;
  if (!own?.level) return { error: true as const };
  // Insights (decision 0076): the owner of a claimed coach profile; level 2 sees a part. The page
  // and the insights show the same niches, and the page's statement reads the insights' days too.
  const read = ownProfilePage(own, ownInsightsPeriod(own, request.url, Date.now()));
  const [{ page }, insights] = await Promise.all([
    read,
    ownsInsights(own) ? insightsPart(context, viewer, { url: request.url, known: read.then((r) => r.known) }) : null,
  ]);
  return { error: false as const, email: viewer.email, ...page, insights };
}

/** The owner of a claimed coach profile invites clients to review it (intent "invite", decision 0075). */
export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  let intent: string | null = null;
  try {
    const form = await readForm(request);
    intent = namedIntent(profilePageForm, form);
    const asked = parseWith(profilePageForm, form);
    const { sent, refused } = await sendInvitations(viewer, asked.input.emails);
    return { intent: asked.intent, ok: true as const, message: invitationTexts.sent(sent.length), refused };
  } catch (error) {
    return actionError(error, { intent, ok: false as const });
  }
}

type Page = Extract<Route.ComponentProps["loaderData"], { error: false }>;

/** A page that failed to load says so and goes home after five seconds. */
function useHomeAfterFailure(failed: boolean) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => navigate("/"), 5000);
    return () => clearTimeout(timer);
  }, [failed, navigate]);
}

/** A coach's rating, score and (once it exists) the link to the public page. */
function CoachStanding({ own, publicPage }: Pick<Page, "own" | "publicPage">) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-6">
      <p className="flex items-center gap-2">
        <StarRating rating={own.rating} />
        <span className="font-semibold">{roundToHalf(own.rating).toFixed(1)}</span>
        <span className="text-sm text-slate-600">{profileTexts.reviewCount(own.reviewCount)}</span>
      </p>
      <ScoreGauge score={own.score} />
      {publicPage && (
        <Link
          to={coachPath({ _id: own.id, fullName: own.fullName })}
          className="text-sm font-semibold text-blue-700 hover:underline"
        >
          {profileTexts.publicPage}
        </Link>
      )}
    </div>
  );
}

/** The photo, name, e-mail and niches; a coach's standing under them. */
function MeHeader({
  own,
  email,
  categoryNames,
  publicPage,
}: Pick<Page, "own" | "email" | "categoryNames" | "publicPage">) {
  return (
    <section aria-labelledby="me" className="flex flex-col gap-6 sm:flex-row">
      <Avatar src={own.photoLink} size={128} shape="square" eager />
      <div className="min-w-0 flex-1">
        <h1 id="me" className="text-3xl font-bold text-slate-900">
          {own.fullName || profileTexts.myProfile}
        </h1>
        <p className="mt-1 text-slate-700">{email}</p>
        <CategoryPills names={categoryNames} />
        {own.isCoach && <CoachStanding own={own} publicPage={publicPage} />}
      </div>
    </section>
  );
}

/** A coach's badges, about text and links. */
function BadgesAndAbout({ own, showcase }: Pick<Page, "own" | "showcase">) {
  return (
    <section aria-labelledby="my-badges" className="mt-8">
      <h2 id="my-badges" className="text-xl font-semibold">
        {messages.badges}
      </h2>
      <div className="mt-3">
        <BadgeList badges={badgeList(own.badgeCounts)} labels />
      </div>
      {own.aboutMe && <p className="mt-6 whitespace-pre-line text-slate-800">{own.aboutMe}</p>}
      <CoachLinks coach={showcase} />
    </section>
  );
}

/** The reviews the member wrote, each under the coach's name. */
function MyReviews({ reviews }: Pick<Page, "reviews">) {
  return (
    <section aria-labelledby="my-reviews" className="mt-8">
      <h2 id="my-reviews" className="text-xl font-semibold">
        {profileTexts.myReviews}
      </h2>
      {reviews.length === 0 ? (
        <p className="mt-3 text-slate-700">{profileTexts.noReviews}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {reviews.map((r) => (
            <li key={r._id} className="rounded-xl border border-slate-200 p-4">
              <Link
                to={coachPath({ _id: r.coach.id, fullName: r.coach.name })}
                className="font-semibold text-blue-700 hover:underline"
              >
                {r.coach.name}
              </Link>
              <p className="mt-1">
                <StarRating rating={r.rating} size="sm" />
              </p>
              {r.held && <p className="mt-1 text-sm font-medium text-amber-800">{profileTexts.awaitingCheck}</p>}
              <p className="mt-2 whitespace-pre-line text-slate-800">{r.comment}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function Profile({ loaderData }: Route.ComponentProps) {
  useHomeAfterFailure(loaderData.error);
  if (loaderData.error) {
    return (
      <main id="main" className="mx-auto max-w-lg px-4 py-14">
        <FormMessage tone="error">{authMessages.profileLoadError}</FormMessage>
      </main>
    );
  }
  const { own, email, categoryNames, publicPage, reviews, showcase, plan, pendingClaim, invitations, insights } =
    loaderData;
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-10">
      {pendingClaim && (
        <p role="status" className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900">
          {profileTexts.claimWaits(pendingClaim.profileName)}
        </p>
      )}
      <MeHeader own={own} email={email} categoryNames={categoryNames} publicPage={publicPage} />
      {own.isCoach && <BadgesAndAbout own={own} showcase={showcase} />}
      <OwnPlan
        level={plan.level}
        addOnLevel={plan.addOnLevel}
        standard={plan.standard}
        addOn={plan.addOn}
        billing={plan.billing}
      />
      {insights && <InsightsPart html={insights.html} />}
      <CoachVideos coach={showcase} />
      {invitations && <InviteClients panel={invitations} />}
      <MyReviews reviews={reviews} />
    </main>
  );
}
