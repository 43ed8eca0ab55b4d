import { Form, redirect, useActionData } from "react-router";
import type { Route } from "./+types/account-type";
import { FormMessage } from "../components/ui/field.tsx";
import { accountTypeForm } from "../lib/auth-schemas.ts";
import { accountTexts } from "../lib/messages/account.ts";
import { authMessages } from "../lib/messages/auth.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { chooseAccountType } from "../server/accounts/account-service.server.ts";
import { requireViewer } from "../server/identity/session.server.ts";
import { actionError, parseForm } from "../server/http.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${accountTexts.accountTypeMetaTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  await requireViewer(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  try {
    const { accountType } = (await parseForm(request, accountTypeForm)).input;
    // A paid or admin account is never lowered: the visitor is told so on the page.
    await chooseAccountType(viewer.userId, accountType);
    return redirect(`/Thankyou/${accountType === "coach" ? "Coach" : "User"}?saved=1`);
  } catch (error) {
    return actionError(error, {});
  }
}

const CHOICES = [
  { value: "user", ...accountTexts.userChoice },
  { value: "coach", ...accountTexts.coachChoice },
] as const;

export default function AccountType() {
  const actionData = useActionData<typeof action>();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-14 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{authMessages.accountTypeQuestion}</h1>
      {actionData?.error && (
        <div className="mt-6">
          <FormMessage tone="error">{actionData.error}</FormMessage>
        </div>
      )}
      <Form method="post" className="mt-8 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="choose" />
        {CHOICES.map((c) => (
          <button
            key={c.value}
            type="submit"
            name="accountType"
            value={c.value}
            className="rounded-xl border border-slate-200 p-6 text-left shadow-sm hover:border-blue-600 hover:shadow-md focus:border-blue-600"
          >
            <span className="block text-lg font-semibold text-slate-900">{c.title}</span>
            <span className="mt-1 block text-slate-700">{c.text}</span>
          </button>
        ))}
      </Form>
    </main>
  );
}
