import { useActionData } from "react-router";
import type { Route } from "./+types/thanks";
import { TOAST_DURATION } from "../components/toast-duration.ts";
import { useActionToast } from "../components/use-action-toast.ts";
import { VerifyCodeForm } from "../components/verify-code-form.tsx";
import { accountTexts } from "../lib/messages/account.ts";
import { authMessages } from "../lib/messages/auth.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { verifyCodeAction } from "./verify-code-action.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${accountTexts.thanksTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  return { email: new URL(request.url).searchParams.get("email") ?? "" };
}

export const action = ({ request }: Route.ActionArgs) => verifyCodeAction(request);

/** After sign-up: the success toast stays until closed (docs/product.md §13) and the code box is right here. */
export default function Thanks({ loaderData }: Route.ComponentProps) {
  const { email } = loaderData;
  const actionData = useActionData<typeof action>();
  useActionToast(email || null, (address) => ({
    tone: "success",
    text: authMessages.signUpSuccess(address),
    duration: TOAST_DURATION.untilClosed,
  }));
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-14">
      <h1 className="text-2xl font-bold text-slate-900">{accountTexts.thanksTitle}</h1>
      <div className="mt-6 space-y-4">
        <p className="text-slate-700">{authMessages.thanksEnterCode}</p>
        <VerifyCodeForm email={email} askEmail={!email} outcome={actionData} />
      </div>
    </main>
  );
}
