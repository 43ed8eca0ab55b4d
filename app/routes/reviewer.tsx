import { Link } from "react-router";
import type { Route } from "./+types/reviewer";
import { memberMonth, reviewDate } from "../components/coach-page/review-date.ts";
import { StarRating } from "../components/star-rating.tsx";
import { Avatar } from "../components/ui/avatar.tsx";
import { reviewerTexts as t } from "../lib/messages/reviewers.ts";
import { reviewSourceTexts } from "../lib/messages/review-sources.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { coachPath, reviewerPath } from "../lib/urls.ts";
import { z } from "../lib/zod.ts";
import { notFound, parseWith, refusePage, uuidParam } from "../server/http.server.ts";
import { getViewer } from "../server/identity/session.server.ts";
import { reviewerHistory } from "../server/reviews/reviewer-history.server.ts";

/** Reviews a page shows; `?page=2` the next ones. */
const PAGE_SIZE = 20;

const pageParam = z.object({
  page: z.coerce.number({ error: t.badPage }).int(t.badPage).min(1, t.badPage).max(10_000, t.badPage).default(1),
});

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.history ? t.metaTitle(loaderData.history.reviewer.name) : t.signedOutTitle} | ${SITE_NAME}`,
  },
  // A person's list of reviews is for visitors who follow it from a review, not for search engines.
  { name: "robots", content: "noindex" },
];

/**
 * /reviewers/{id} (decision 0075): a reviewer's name, photo, month they joined, number of
 * reviews and their shown reviews, newest first, 20 a page. Signed out: a sign-in link instead,
 * the same for every id.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = uuidParam.safeParse(params.id);
  if (!id.success) notFound();
  const url = new URL(request.url);
  const viewer = await getViewer(request);
  if (!viewer)
    return {
      history: null,
      page: 1,
      more: false,
      signIn: `/signin?redirectTo=${encodeURIComponent(url.pathname + url.search)}`,
    };
  try {
    const { page } = parseWith(pageParam, { page: url.searchParams.get("page") ?? undefined });
    const history = await reviewerHistory(viewer, id.data, { from: (page - 1) * PAGE_SIZE, size: PAGE_SIZE });
    return { history, page, more: page * PAGE_SIZE < history.total, signIn: null };
  } catch (error) {
    return refusePage(error);
  }
}

type History = NonNullable<Route.ComponentProps["loaderData"]["history"]>;

function ReviewerHeader({ reviewer }: { reviewer: History["reviewer"] }) {
  return (
    <header className="flex items-center gap-4">
      <Avatar src={reviewer.photoLink} size={112} shape="circle" eager />
      <div>
        <h1 className="text-3xl font-bold text-slate-900">{reviewer.name || t.unnamed}</h1>
        <p className="mt-1 text-slate-700">
          {t.reviewCount(reviewer.reviews)} · {t.memberSince(memberMonth(reviewer.memberSince))}
        </p>
      </div>
    </header>
  );
}

function ReviewItem({ review }: { review: History["reviews"][number] }) {
  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <article>
        <h3 className="font-semibold text-slate-900">
          {t.reviewOf}{" "}
          <Link
            to={coachPath({ _id: review.coach.id, fullName: review.coach.name })}
            className="text-blue-700 underline"
          >
            {review.coach.name}
          </Link>
        </h3>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <StarRating rating={review.rating} size="sm" />
          <time dateTime={review.createdAt}>{reviewDate(review.createdAt)}</time>
          {review.source === "invited" && (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-900">
              {reviewSourceTexts.invited}
            </span>
          )}
        </p>
        <p className="mt-3 whitespace-pre-line text-slate-800">{review.comment}</p>
      </article>
    </li>
  );
}

export default function ReviewerPage({ loaderData }: Route.ComponentProps) {
  const { history, page, more, signIn } = loaderData;
  if (!history)
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-10">
        <h1 className="text-3xl font-bold text-slate-900">{t.signedOutTitle}</h1>
        <p className="mt-4 text-slate-800">
          {t.signedOut}{" "}
          <Link to={signIn ?? "/signin"} className="font-semibold text-blue-700 hover:underline">
            {t.signIn}
          </Link>
        </p>
      </main>
    );
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-8 px-4 py-10">
      <ReviewerHeader reviewer={history.reviewer} />
      <section aria-labelledby="reviewer-reviews">
        <h2 id="reviewer-reviews" className="text-xl font-semibold text-slate-900">
          {t.listTitle}
        </h2>
        {history.reviews.length === 0 ? (
          <p className="mt-2 text-slate-700">{t.none}</p>
        ) : (
          <ol className="mt-4 space-y-4">
            {history.reviews.map((r) => (
              <ReviewItem key={r._id} review={r} />
            ))}
          </ol>
        )}
        {more && (
          <p className="mt-6">
            <Link
              to={`${reviewerPath(history.reviewer.id)}?page=${page + 1}`}
              className="font-semibold text-blue-700 hover:underline"
            >
              {t.more}
            </Link>
          </p>
        )}
      </section>
    </main>
  );
}
