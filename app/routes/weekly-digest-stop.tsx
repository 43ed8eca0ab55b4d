import { data, Form, useActionData, useLocation } from "react-router";
import type { Route } from "./+types/weekly-digest-stop";
import { buttonClass } from "../components/ui/button.tsx";
import { FormMessage } from "../components/ui/field.tsx";
import { digestLinkQuery, digestPageForm } from "../lib/digest-schemas.ts";
import { weeklyDigestPageTexts as t } from "../lib/messages/weekly-digest.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { changeDigest, type DigestLink, digestState } from "../server/digest/digest-preference.server.ts";
import { DomainError } from "../server/domain-error.server.ts";
import { actionError, parseWith, readForm, statusOf } from "../server/http.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${t.metaTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

const linkOf = (request: Request): DigestLink =>
  parseWith(digestLinkQuery, Object.fromEntries(new URL(request.url).searchParams));

/** A link that is not one of ours (changed, cut short, a deleted profile) is a 404 with its message. */
function badLink(error: unknown) {
  if (!(error instanceof DomainError)) throw error;
  return data({ usable: false as const, message: error.message }, { status: statusOf(error) });
}

/**
 * /weekly-digest/stop?coach=&sig= (decision 0077): opening the link shows the digest's state and
 * one button. A GET never stops it, since mail scanners open links; the button, or the mail
 * program's own unsubscribe (a POST of `List-Unsubscribe=One-Click`), does.
 */
export async function loader({ request }: Route.LoaderArgs) {
  try {
    return { usable: true as const, ...(await digestState(linkOf(request))) };
  } catch (error) {
    return badLink(error);
  }
}

export async function action({ request }: Route.ActionArgs) {
  try {
    const link = linkOf(request);
    const asked = parseWith(digestPageForm, await readForm(request));
    const state = await changeDigest(link, asked.intent === "resume");
    return { ok: true as const, ...state, message: state.on ? t.resumed : t.stopped };
  } catch (error) {
    return actionError(error, { ok: false as const });
  }
}

export default function WeeklyDigestStop({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>();
  const { search } = useLocation();
  if (!loaderData.usable)
    return (
      <main id="main" className="mx-auto max-w-2xl px-4 py-10">
        <h1 className="text-2xl font-bold text-slate-900">{t.badLinkTitle}</h1>
        <p className="mt-3 text-slate-800">{loaderData.message}</p>
      </main>
    );
  const on = answer?.ok ? answer.on : loaderData.on;
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{on ? t.onTitle : t.offTitle}</h1>
      {answer && (
        <div className="mt-4">
          <FormMessage tone={answer.ok ? "success" : "error"}>{answer.ok ? answer.message : answer.error}</FormMessage>
        </div>
      )}
      <p className="mt-3 text-slate-800">{on ? t.on(loaderData.coachName) : t.off(loaderData.coachName)}</p>
      <Form method="post" action={search} className="mt-6">
        <button type="submit" name="intent" value={on ? "stop" : "resume"} className={buttonClass()}>
          {on ? t.stopButton : t.resumeButton}
        </button>
      </Form>
    </main>
  );
}
