import { useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/verify";
import { VerifyCodeForm } from "../components/verify-code-form.tsx";
import { accountTexts } from "../lib/messages/account.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { verifyCodeAction } from "./verify-code-action.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${accountTexts.verifyTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export const action = ({ request }: Route.ActionArgs) => verifyCodeAction(request);

/** E-mail and code, or a new code (decision 0021: success signs the user in). */
export default function Verify() {
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-14">
      <h1 className="text-2xl font-bold text-slate-900">{accountTexts.verifyTitle}</h1>
      <div className="mt-6">
        <VerifyCodeForm email={params.get("email") ?? ""} askEmail outcome={actionData} />
      </div>
    </main>
  );
}
