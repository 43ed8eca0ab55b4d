import { Link, redirect, useActionData, useLocation, useRouteLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/coach";
import type { loader as rootLoader } from "../root.tsx";
import { ClaimButton } from "../components/coach-page/claim-button.tsx";
import { CoachReviews } from "../components/coach-page/coach-reviews.tsx";
import { ContactCoach } from "../components/coach-page/contact-coach.tsx";
import { deferred } from "../components/deferred.tsx";
import { LaterTurn } from "../components/later-turn.tsx";
import { useActionToast } from "../components/use-action-toast.ts";
import { roundToHalf } from "../lib/coach.ts";
import { coachPageTexts } from "../lib/messages/coach-page.ts";
import { reviewMessages } from "../lib/messages/reviews.ts";
import { moderationTexts } from "../lib/messages/moderation.ts";
import { reviewRemovedToast } from "../lib/messages/review-removed.ts";
import { reviewActionTexts } from "../lib/messages/review-actions.ts";
import { sharePhoto } from "../lib/photo-sources.ts";
import { SITE_NAME, seoMeta, siteUrlFrom } from "../lib/seo.ts";
import { coachNameSegment, coachPath } from "../lib/urls.ts";
import { namedIntent, unhandled } from "../lib/form-intents.ts";
import { coachPageForm } from "../lib/review-schema.ts";
import { coachPage } from "../server/coaches/coach-page.server.ts";
import { actionError, notFound, parseWith, readForm, uuidParam } from "../server/http.server.ts";
import { getViewer, requireViewer } from "../server/identity/session.server.ts";
import { countCoachPageView, visitOf } from "../server/insights/page-views.server.ts";
import { flagReview } from "../server/reviews/review-flags.server.ts";
import { deleteReply, editReply, postReply } from "../server/reviews/review-replies.server.ts";
import { deleteReview, postReview } from "../server/reviews/review-writer.server.ts";

// What the visitor reads (header, details, the reviews' summary; links work as plain links) loads
// its script after the page's own; the claim, contact and rate buttons do not wait (decision 0057).
const CoachStructuredData = deferred(() =>
  import("../components/coach-page/coach-structured-data.tsx").then((m) => m.CoachStructuredData),
);
const CoachHeader = deferred(() => import("../components/coach-page/coach-header.tsx").then((m) => m.CoachHeader));
const CoachDetails = deferred(() => import("../components/coach-page/coach-details.tsx").then((m) => m.CoachDetails));
const RatingDistribution = deferred(() =>
  import("../components/coach-page/rating-distribution.tsx").then((m) => m.RatingDistribution),
);
const ModerationRecord = deferred(() =>
  import("../components/coach-page/moderation-record.tsx").then((m) => m.ModerationRecord),
);

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = uuidParam.safeParse(params.id);
  const viewer = await getViewer(request);
  const page = id.success ? await coachPage(viewer, id.data) : null;
  if (!page) notFound();
  if (params.name !== coachNameSegment(page.coach.fullName)) throw redirect(coachPath(page.coach), 301);
  // A view in the coach's insights (decision 0084); a kept copy's answers count in the page cache.
  countCoachPageView(page.coach._id, visitOf(request, viewer?.profile ?? null));
  return page;
}

/**
 * The rate dialog (intent "rate"), a review's delete button (intent "delete"; the coach and an
 * admin give a reason), the owner's reply forms ("reply", "editReply", "deleteReply") and the
 * report form ("flag"). A delete reloads the page (?deleted=1, or ?removed=1 for a removal with a
 * reason); the others answer with their message.
 */
export async function action({ params, request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  let intent: string | null = null;
  try {
    const form = await readForm(request);
    intent = namedIntent(coachPageForm, form);
    const asked = parseWith(coachPageForm, { ...form, userId: params.id });
    const done = (message: string) => ({ intent: asked.intent, ok: true as const, message });
    switch (asked.intent) {
      case "delete": {
        const outcome = await deleteReview(asked.input.commentId, viewer, asked.input);
        return redirect(`/coach/${encodeURIComponent(params.name)}/${params.id}?${outcome}=1#comments`);
      }
      case "rate": {
        const { held } = await postReview({ profileId: viewer.profile?.id ?? null, email: viewer.email }, asked.input);
        return done(held ? reviewMessages.postedHeld : reviewMessages.posted);
      }
      case "reply":
        await postReply(asked.input.commentId, viewer.profile, asked.input.text);
        return done(moderationTexts.replyPosted);
      case "editReply":
        await editReply(asked.input.commentId, viewer.profile, asked.input.text);
        return done(moderationTexts.replyEdited);
      case "deleteReply":
        await deleteReply(asked.input.commentId, viewer.profile);
        return done(moderationTexts.replyDeleted);
      case "flag":
        await flagReview(asked.input.commentId, viewer, asked.input);
        return done(moderationTexts.flagged);
      default:
        return unhandled(asked);
    }
  } catch (error) {
    return actionError(error, { intent, ok: false });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const { coach } = loaderData;
  const niches = coach.categoryNames.join(", ") || coachPageTexts.metaNicheFallback;
  const place = [coach.city, coach.state].filter(Boolean).join(", ");
  const rating = coach.reviewCount ? coachPageTexts.metaRating(roundToHalf(coach.rating), coach.reviewCount) : "";
  return seoMeta({
    siteUrl: siteUrlFrom(matches),
    path: coachPath(coach),
    title: coachPageTexts.metaTitle(coach.fullName, niches, place, SITE_NAME),
    description: coachPageTexts.metaDescription(coach.fullName, niches, rating, coach.aboutMe).slice(0, 160),
    image: sharePhoto(coach.photoLink),
    type: "profile",
  });
};

/**
 * A delete's outcome is a toast (docs/product.md §23): a failure is the action's answer, a success
 * the page it redirected to (?deleted=1, or ?removed=1 for a removal with a reason), once per
 * navigation. The reply and report forms show their own (fetchers).
 */
function useDeleteToasts() {
  const [params] = useSearchParams();
  const actionData = useActionData<typeof action>();
  const deleteFailure = actionData?.intent === "delete" && !actionData.ok ? actionData : null;
  useActionToast(deleteFailure, (d) => ({ tone: "error", text: d.error ?? reviewActionTexts.deleteFailed }));
  const location = useLocation();
  const removed = params.get("removed") ? reviewRemovedToast : null;
  const deleted = params.get("deleted") ? reviewActionTexts.deleted : removed;
  useActionToast(deleted ? location : null, () => (deleted ? { tone: "success", text: deleted } : null));
}

export default function CoachPage({ loaderData }: Route.ComponentProps) {
  const { coach, comments, totalComments, rateState, signedIn, distribution, moderation } = loaderData;
  useDeleteToasts();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const siteUrl = root?.siteUrl ?? "";
  const url = new URL(coachPath(coach), siteUrl || "http://localhost").toString();
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <CoachStructuredData url={url} coach={coach} reviews={comments} />
      <CoachHeader coach={coach} />
      {root?.account?.isAdmin && (
        <p className="mt-4">
          <Link to={`/coach/${coach._id}/edit`} className="font-semibold text-blue-700 underline">
            {coachPageTexts.editLink}
          </Link>
        </p>
      )}
      {!coach.isClaimed && <ClaimButton coach={coach} signedIn={signedIn} />}
      <ContactCoach coach={coach} viewerEmail={root?.account?.email ?? null} />
      <LaterTurn>
        <CoachDetails coach={coach} url={url} />
      </LaterTurn>
      <LaterTurn>
        <CoachReviews
          summary={<RatingDistribution rows={distribution} />}
          record={<ModerationRecord record={moderation} />}
          coach={coach}
          reviews={comments}
          total={totalComments}
          rateState={rateState}
          held={moderation.held}
          deletable={loaderData.deletable}
          needsReason={loaderData.needsReason}
          flagged={loaderData.flagged}
          ownsProfile={loaderData.ownsProfile}
          signedIn={signedIn}
        />
      </LaterTurn>
    </main>
  );
}
