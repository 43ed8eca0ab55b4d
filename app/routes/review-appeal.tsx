import { Form, Link, useActionData, useNavigation } from "react-router";
import type { Route } from "./+types/review-appeal";
import { reviewDate } from "../components/coach-page/review-date.ts";
import { StarRating } from "../components/star-rating.tsx";
import { Button } from "../components/ui/button.tsx";
import { FormMessage } from "../components/ui/field.tsx";
import { useActionToast } from "../components/use-action-toast.ts";
import { intent, intents, namedIntent } from "../lib/form-intents.ts";
import { FIELD_LIMITS } from "../lib/limits.ts";
import { moderationTexts, reasonLabels, reasonRules, removerLabels } from "../lib/messages/moderation.ts";
import { appealPageTexts as t } from "../lib/messages/review-trust.ts";
import { appealSchema } from "../lib/review-moderation.ts";
import { APPEAL_DAYS } from "../lib/review-reasons.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { coachPath } from "../lib/urls.ts";
import { actionError, notFound, parseId, parseWith, readForm, uuidParam } from "../server/http.server.ts";
import { requireViewer } from "../server/identity/session.server.ts";
import { appealRemoval, removalForAuthor } from "../server/reviews/review-appeals.server.ts";

/** The page's one form, the appeal (decision 0067): a form naming another intent is refused (400). */
const appealPageForm = intents(intent("appeal", appealSchema));

export const meta: Route.MetaFunction = () => [
  { title: `${t.metaTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/**
 * /reviews/{id}/appeal: the author of a removed review reads the statement of reasons and appeals
 * once, within APPEAL_DAYS of the removal. Anyone else, and a review that is not removed: 404.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const id = uuidParam.safeParse(params.id);
  const found = id.success ? await removalForAuthor(id.data, viewer) : null;
  if (!found) notFound();
  const lastDay = new Date(new Date(found.removal.removedAt).getTime() + APPEAL_DAYS * 86_400_000);
  // The days come with the data: review-moderation.ts (its schemas, zod) stays out of the page's script.
  return { ...found, lastDay: lastDay.toISOString(), appealDays: APPEAL_DAYS };
}

export async function action({ params, request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  let named: string | null = null;
  try {
    const form = await readForm(request);
    named = namedIntent(appealPageForm, form);
    const id = parseId(params.id);
    const asked = parseWith(appealPageForm, form);
    await appealRemoval(id, viewer, asked.input.text);
    return { intent: asked.intent, ok: true as const, message: moderationTexts.appealed };
  } catch (error) {
    return actionError(error, { intent: named, ok: false as const });
  }
}

type Loaded = Route.ComponentProps["loaderData"];

/** What was removed, by whom, why and under which rule. */
function Statement({ review, removal, lastDay }: Loaded) {
  return (
    <dl className="mt-6 space-y-3 text-slate-800">
      <div>
        <dt className="text-sm font-semibold text-slate-900">{t.yourReview}</dt>
        <dd className="mt-1 rounded-md border border-slate-200 p-3">
          <StarRating rating={review.rating} size="sm" />
          {review.comment && <p className="mt-2 whitespace-pre-line">{review.comment}</p>}
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-slate-900">{t.removedBy(removerLabels[removal.removedBy])}</dt>
        <dd>
          {t.removedOn} <time dateTime={removal.removedAt}>{reviewDate(removal.removedAt)}</time>
        </dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-slate-900">{t.reason}</dt>
        <dd>{reasonLabels[removal.reason]}</dd>
      </div>
      <div>
        <dt className="text-sm font-semibold text-slate-900">{t.rule}</dt>
        <dd>{reasonRules[removal.reason]}</dd>
      </div>
      {removal.note && (
        <div>
          <dt className="text-sm font-semibold text-slate-900">{t.note}</dt>
          <dd className="whitespace-pre-line">{removal.note}</dd>
        </div>
      )}
      {!removal.appealedAt && (
        <div>
          <dt className="text-sm font-semibold text-slate-900">{t.lastDay}</dt>
          <dd>
            <time dateTime={lastDay}>{reviewDate(lastDay)}</time>
          </dd>
        </div>
      )}
    </dl>
  );
}

/** Where the appeal stands once sent: pending, or decided. */
function AppealState({ appealedAt, outcome }: { appealedAt: string; outcome: "upheld" | "restored" | null }) {
  return (
    <div className="mt-8 space-y-2 text-slate-800">
      <p>
        {t.appealedOn} <time dateTime={appealedAt}>{reviewDate(appealedAt)}</time>.
      </p>
      <p>{outcome === "upheld" ? t.upheld : outcome === "restored" ? t.restored : t.pending}</p>
    </div>
  );
}

function AppealForm({ days }: { days: number }) {
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-8 space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">{t.formTitle}</h2>
      <p className="text-sm text-slate-700">{t.formLead(days)}</p>
      {answer && !answer.ok && <FormMessage tone="error">{answer.error ?? t.failed}</FormMessage>}
      <div>
        <label htmlFor="appeal-text" className="block text-sm font-medium text-slate-800">
          {t.why}
        </label>
        <textarea
          id="appeal-text"
          name="text"
          rows={5}
          required
          maxLength={FIELD_LIMITS.message}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900"
        />
      </div>
      <Button type="submit" name="intent" value="appeal" disabled={busy}>
        {t.send}
      </Button>
    </Form>
  );
}

export default function ReviewAppeal({ loaderData }: Route.ComponentProps) {
  const { removal, appealDays, coach } = loaderData;
  // Sent, the page shows the appeal instead of the form: the toast is the page's.
  const answer = useActionData<typeof action>();
  useActionToast(answer, (a) => (a.ok ? { tone: "success", text: a.message } : null));
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t.title}</h1>
      <p className="mt-2 text-slate-700">
        {t.about}{" "}
        <Link
          to={coachPath({ _id: coach.id, fullName: coach.fullName })}
          className="font-semibold text-blue-700 underline"
        >
          {coach.fullName}
        </Link>
      </p>
      {removal.outcome !== "restored" && <p className="mt-2 text-slate-700">{t.hidden}</p>}
      <Statement {...loaderData} />
      {removal.appealedAt ? (
        <AppealState appealedAt={removal.appealedAt} outcome={removal.outcome} />
      ) : removal.canAppeal ? (
        <AppealForm days={appealDays} />
      ) : (
        <p className="mt-8 text-slate-800">{t.closed(appealDays)}</p>
      )}
    </main>
  );
}
