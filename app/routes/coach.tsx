import { data, redirect, useActionData, useRouteLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/coach";
import type { loader as rootLoader } from "../root.tsx";
import { BadgeList } from "../components/badge-list.tsx";
import { CoachHeader } from "../components/coach-page/coach-header.tsx";
import { CoachLinks } from "../components/coach-page/coach-links.tsx";
import { CoachReviews } from "../components/coach-page/coach-reviews.tsx";
import { CoachSection } from "../components/coach-page/coach-section.tsx";
import { CoachStructuredData } from "../components/coach-page/coach-structured-data.tsx";
import { CoachVideos } from "../components/coach-page/coach-videos.tsx";
import { ShareLinks } from "../components/coach-page/share-links.tsx";
import { roundToHalf } from "../lib/coach.ts";
import { coachPageTexts, messages, reviewMessages } from "../lib/messages.ts";
import { SITE_NAME, seoMeta, siteUrlFrom } from "../lib/seo.ts";
import { coachNameSegment, coachPath } from "../lib/urls.ts";
import { firstError } from "../lib/auth-schemas.ts";
import { hasLevel, isAdmin } from "../lib/levels.ts";
import { reviewSchema } from "../lib/review-schema.ts";
import { getViewer, requireViewer } from "../server/auth/session.server.ts";
import { publicProfile } from "../server/coaches/coach-service.server.ts";
import { canRate, deleteReview, postReview, ReviewError } from "../server/reviews/review-writer.server.ts";
import { readForm, uuidParam } from "../server/http.server.ts";
import { ANONYMOUS_COMMENT_LIMIT, listComments } from "../server/reviews/review-service.server.ts";

const SIGNED_IN_COMMENTS = 50;

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = uuidParam.safeParse(params.id);
  const coach = id.success ? await publicProfile(id.data) : null;
  if (!coach) throw data(null, { status: 404 });
  if (params.name !== coachNameSegment(coach.fullName)) throw redirect(coachPath(coach), 301);
  const viewer = await getViewer(request);
  const me = viewer?.profile ?? null;
  const size = me ? SIGNED_IN_COMMENTS : ANONYMOUS_COMMENT_LIMIT;
  const [{ comments, total }, rateState] = await Promise.all([
    listComments(coach._id, { signedIn: Boolean(viewer), from: 0, size }),
    me ? canRate(me.id, coach._id) : Promise.resolve("signed-out" as const),
  ]);
  // Who may delete: the author, the coach's owner at level 3 or above, an admin (as the server checks).
  const deletable = comments
    .filter(
      (c) =>
        me && (c.commentee.id === me.id || isAdmin(me.level) || (me.id === coach._id && hasLevel(me.level, "level3"))),
    )
    .map((c) => c._id);
  return { coach, comments, totalComments: total, rateState, deletable, signedIn: Boolean(viewer) };
}

export async function action({ params, request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  const me = viewer.profile;
  const form = await readForm(request);
  const intent = form.intent === "delete" ? "delete" : "rate";
  if (!me) return data({ intent, ok: false, message: reviewMessages.postFailed }, 403);
  try {
    if (intent === "delete") {
      await deleteReview(String(form.commentId ?? ""), { profileId: me.id, level: me.level });
      return redirect(`/coach/${encodeURIComponent(params.name)}/${params.id}?deleted=1#comments`);
    }
    const parsed = reviewSchema.safeParse({
      userId: params.id,
      rating: form.rating,
      comment: form.comment,
      badges: JSON.parse(String(form.badges ?? "[]")),
      agreement: form.agreement === "true",
    });
    if (!parsed.success) return data({ intent, ok: false, message: firstError(parsed.error) }, 400);
    await postReview(me.id, parsed.data);
    return { intent, ok: true, message: reviewMessages.posted };
  } catch (error) {
    if (error instanceof ReviewError) return data({ intent, ok: false, message: error.message }, error.status);
    if (error instanceof SyntaxError) return data({ intent, ok: false, message: reviewMessages.postFailed }, 400);
    throw error;
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
    image: coach.photoLink,
    type: "profile",
  });
};

export default function CoachPage({ loaderData }: Route.ComponentProps) {
  const { coach, comments, totalComments, rateState, deletable, signedIn } = loaderData;
  const [params] = useSearchParams();
  const actionData = useActionData<typeof action>();
  const deleteError = actionData?.intent === "delete" && !actionData.ok ? actionData.message : null;
  const siteUrl = useRouteLoaderData<typeof rootLoader>("root")?.siteUrl ?? "";
  const url = new URL(coachPath(coach), siteUrl || "http://localhost").toString();
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <CoachStructuredData url={url} coach={coach} reviews={comments} />
      <CoachHeader coach={coach} />
      <CoachSection id="badges" title={messages.badges}>
        <div className="mt-3">
          <BadgeList badges={coach.badges} labels />
        </div>
      </CoachSection>
      <CoachSection id="about" title={coachPageTexts.about(coach.firstName || coach.fullName)}>
        <p className="mt-3 whitespace-pre-line leading-relaxed text-slate-800">{coach.aboutMe}</p>
        <CoachLinks coach={coach} />
      </CoachSection>
      <CoachVideos coach={coach} />
      <ShareLinks url={url} name={coach.fullName} />
      <CoachReviews
        coach={coach}
        reviews={comments}
        total={totalComments}
        deletable={deletable}
        rateState={rateState}
        signedIn={signedIn}
        deleted={Boolean(params.get("deleted"))}
        deleteError={deleteError}
      />
    </main>
  );
}
