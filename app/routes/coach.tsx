import { BriefcaseBusiness, Globe, MapPin, PlayCircle, Users } from "lucide-react";
import { data, Link, redirect, useActionData, useRouteLoaderData, useSearchParams } from "react-router";
import type { Route } from "./+types/coach";
import type { loader as rootLoader } from "../root.tsx";
import { BadgeList } from "../components/badge-list.tsx";
import { CategoryPills } from "../components/category-pills.tsx";
import { OfferList } from "../components/offer-list.tsx";
import { ScoreGauge } from "../components/score-gauge.tsx";
import { StarRating } from "../components/star-rating.tsx";
import { roundToHalf } from "../lib/coach.ts";
import { coachJsonLd, scriptJson } from "../lib/coach-json-ld.ts";
import { coachPageTexts, messages, reviewMessages } from "../lib/messages.ts";
import { SITE_NAME, seoMeta, siteUrlFrom } from "../lib/seo.ts";
import { coachNameSegment, coachPath } from "../lib/urls.ts";
import { FormMessage } from "../components/ui/field.tsx";
import { DeleteComment, RateCoach } from "../components/rate-coach-dialog.tsx";
import { reviewSchema } from "../lib/review-schema.ts";
import { getViewer, requireViewer } from "../server/identity/session.server.ts";
import { coachPage } from "../server/coaches/coach-page.server.ts";
import { actionError, parseWith, readForm, uuidParam } from "../server/http.server.ts";
import { deleteReview, postReview } from "../server/reviews/review-writer.server.ts";

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = uuidParam.safeParse(params.id);
  const page = id.success ? await coachPage(await getViewer(request), id.data) : null;
  if (!page) throw data(null, { status: 404 });
  if (params.name !== coachNameSegment(page.coach.fullName)) throw redirect(coachPath(page.coach), 301);
  return page;
}

/** The rate dialog (intent "rate") and a comment's delete button (intent "delete"). */
export async function action({ params, request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  let intent: "rate" | "delete" = "rate";
  try {
    const form = await readForm(request);
    intent = form.intent === "delete" ? "delete" : "rate";
    if (intent === "delete") {
      await deleteReview(String(form.commentId ?? ""), viewer.profile);
      return redirect(`/coach/${encodeURIComponent(params.name)}/${params.id}?deleted=1#comments`);
    }
    // The form's checkbox arrives as text; the API takes only a JSON true.
    const input = parseWith(reviewSchema, { ...form, userId: params.id, agreement: form.agreement === "true" });
    await postReview(viewer.profile?.id ?? null, input);
    return { intent, ok: true, message: reviewMessages.posted };
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
    image: coach.photoLink,
    type: "profile",
  });
};

function shareLinks(url: string, name: string) {
  const u = encodeURIComponent(url);
  return [
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: "X",
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(coachPageTexts.shareText(name, SITE_NAME))}`,
    },
    { network: "LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

const dateFormat = new Intl.DateTimeFormat("en-US", {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

export default function CoachPage({ loaderData }: Route.ComponentProps) {
  const { coach, comments, totalComments, rateState, deletable } = loaderData;
  const [params] = useSearchParams();
  const actionData = useActionData<typeof action>();
  const deleteError = actionData?.intent === "delete" && !actionData.ok ? actionData.error : null;
  const siteUrl = useRouteLoaderData<typeof rootLoader>("root")?.siteUrl ?? "";
  const url = new URL(coachPath(coach), siteUrl || "http://localhost").toString();
  const links = [
    coach.website && { label: coachPageTexts.website, href: coach.website, icon: Globe },
    coach.fbProfilePage && { label: "Facebook", href: coach.fbProfilePage, icon: Users },
    coach.linkedIn && { label: "LinkedIn", href: coach.linkedIn, icon: BriefcaseBusiness },
  ].filter((l) => !!l);
  const jsonLd = coachJsonLd({
    url,
    name: coach.fullName,
    description: coach.aboutMe,
    image: coach.photoLink ? new URL(coach.photoLink, url).toString() : null,
    city: coach.city,
    state: coach.state,
    categories: coach.categoryNames,
    rating: coach.rating,
    reviewCount: coach.reviewCount,
    reviews: comments.map((c) => ({
      author: c.commentee.name,
      rating: c.rating,
      body: c.comment,
      createdAt: c.createdAt,
    })),
  });

  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(jsonLd) }} />
      <section aria-labelledby="coach-name" className="flex flex-col gap-6 sm:flex-row">
        <img
          src={coach.photoLink ?? "/avatar.svg"}
          alt={coach.fullName}
          width={160}
          height={160}
          className="size-40 shrink-0 rounded-2xl bg-slate-200 object-cover"
        />
        <div className="min-w-0 flex-1">
          <h1 id="coach-name" className="text-3xl font-bold text-slate-900">
            {coach.fullName}
          </h1>
          <CategoryPills names={coach.categoryNames} />
          {(coach.city || coach.state) && (
            <p className="mt-2 flex items-center gap-1 text-sm text-slate-700">
              <MapPin aria-hidden="true" className="size-4" />
              {[coach.city, coach.state].filter(Boolean).join(", ")}
            </p>
          )}
          <div className="mt-3 flex flex-wrap items-center gap-x-6 gap-y-3">
            <p className="flex items-center gap-2 text-slate-800">
              <StarRating rating={coach.rating} size={22} />
              <span className="text-lg font-semibold">{roundToHalf(coach.rating).toFixed(1)}</span>
              <span className="text-sm text-slate-600">{coachPageTexts.reviewCount(coach.reviewCount)}</span>
            </p>
            <ScoreGauge score={coach.score} />
          </div>
          <OfferList coach={coach} />
        </div>
      </section>

      <section aria-labelledby="badges" className="mt-10">
        <h2 id="badges" className="text-xl font-semibold">
          {messages.badges}
        </h2>
        <div className="mt-3">
          <BadgeList badges={coach.badges} labels />
        </div>
      </section>

      <section aria-labelledby="about" className="mt-10">
        <h2 id="about" className="text-xl font-semibold">
          {coachPageTexts.about(coach.firstName || coach.fullName)}
        </h2>
        <p className="mt-3 whitespace-pre-line leading-relaxed text-slate-800">{coach.aboutMe}</p>
        {links.length > 0 && (
          <ul aria-label={coachPageTexts.links} className="mt-4 flex flex-wrap gap-3">
            {links.map((l) => (
              <li key={l.label}>
                <a
                  href={l.href}
                  rel="nofollow noopener ugc"
                  className="flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
                >
                  <l.icon aria-hidden="true" className="size-4" />
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      {(coach.storyVideoLinks.length > 0 || coach.trainingVideoLinks.length > 0) && (
        <section aria-labelledby="videos" className="mt-10">
          <h2 id="videos" className="text-xl font-semibold">
            {coachPageTexts.videos}
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {coach.storyVideoLinks.map((v) => (
              <VideoLink key={v.Link} href={v.Link} title={v.Title} />
            ))}
            {/* The first video added shows last (SPEC.md section 5). */}
            {[...coach.trainingVideoLinks].reverse().map((href, i) => (
              <VideoLink key={href} href={href} title={coachPageTexts.trainingVideo(i + 1)} />
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="share" className="mt-10">
        <h2 id="share" className="text-xl font-semibold">
          {coachPageTexts.share}
        </h2>
        <ul className="mt-3 flex gap-3">
          {shareLinks(url, coach.fullName).map((s) => (
            <li key={s.network}>
              <a
                href={s.href}
                rel="noopener"
                target="_blank"
                className="rounded-md bg-slate-800 px-3 py-1.5 text-sm font-semibold text-white hover:bg-slate-700"
              >
                {s.network}
                <span className="sr-only">{coachPageTexts.opensInNewTab}</span>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="comments" className="mt-10">
        <h2 id="comments" className="text-xl font-semibold">
          {coachPageTexts.reviewsHeading(totalComments)}
        </h2>
        {(params.get("deleted") || deleteError) && (
          <div className="mt-2">
            {deleteError ? (
              <FormMessage tone="error">{deleteError}</FormMessage>
            ) : (
              <FormMessage tone="success">{reviewMessages.deleted}</FormMessage>
            )}
          </div>
        )}
        <div className="mt-2">
          <RateCoach coach={coach} state={rateState} />
        </div>
        {comments.length === 0 ? (
          <p className="mt-3 text-slate-700">{coachPageTexts.noReviews}</p>
        ) : (
          <ol className="mt-4 space-y-4">
            {comments.map((c) => (
              <li key={c._id} className="rounded-xl border border-slate-200 p-4">
                <article>
                  <header className="flex items-center gap-3">
                    <img
                      src={c.commentee.photoLink ?? "/avatar.svg"}
                      alt=""
                      width={40}
                      height={40}
                      loading="lazy"
                      className="size-10 rounded-full bg-slate-200"
                    />
                    <div>
                      <h3 className="font-semibold text-slate-900">{c.commentee.name}</h3>
                      <p className="flex items-center gap-2 text-sm text-slate-600">
                        <StarRating rating={c.rating} size={14} />
                        <time dateTime={c.createdAt}>{dateFormat.format(new Date(c.createdAt))}</time>
                      </p>
                    </div>
                  </header>
                  <p className="mt-3 whitespace-pre-line text-slate-800">{c.comment}</p>
                  {deletable.includes(c._id) && <DeleteComment id={c._id} />}
                  {c.badges.length > 0 && (
                    <ul aria-label={coachPageTexts.badgesGiven} className="mt-3 flex flex-wrap gap-2">
                      {c.badges.map((b) => (
                        <li key={b} className="rounded-full bg-blue-50 px-2 py-0.5 text-xs font-medium text-blue-900">
                          {b}
                        </li>
                      ))}
                    </ul>
                  )}
                </article>
              </li>
            ))}
          </ol>
        )}
        {!loaderData.signedIn && totalComments > comments.length && (
          <Link to="/signin" className="mt-4 inline-block font-semibold text-blue-700 hover:underline">
            {messages.loginToViewComments}
          </Link>
        )}
      </section>
    </main>
  );
}

function VideoLink({ href, title }: { href: string; title: string }) {
  return (
    <li>
      <a
        href={href}
        rel="nofollow noopener ugc"
        className="flex items-center gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-800 hover:bg-slate-50"
      >
        <PlayCircle aria-hidden="true" className="size-5 text-red-600" />
        {title}
      </a>
    </li>
  );
}
