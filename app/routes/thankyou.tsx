import { data, Link, useSearchParams } from "react-router";
import type { Route } from "./+types/thankyou";
import { useActionToast } from "../components/use-action-toast.ts";
import { accountTexts } from "../lib/messages/account.ts";
import { authMessages } from "../lib/messages/auth.ts";
import { SITE_NAME } from "../lib/seo.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${accountTexts.welcomeMetaTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export function loader({ params }: Route.LoaderArgs) {
  if (params.keyword !== "User" && params.keyword !== "Coach") throw data(null, { status: 404 });
  return { kind: params.keyword };
}

export default function ThankYou() {
  const [params] = useSearchParams();
  // The account type was just saved (the chooser sends ?saved=1): a toast, SPEC.md section 8.
  useActionToast(params.get("saved"), () => ({ tone: "success", text: authMessages.accountTypeSaved }));
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-14 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{accountTexts.welcomeTo(SITE_NAME)}</h1>
      <p className="mt-4 text-slate-700">{authMessages.thankYou}</p>
      <Link
        to="/profile"
        className="mt-6 inline-block rounded-md bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800"
      >
        {authMessages.profileSettings}
      </Link>
    </main>
  );
}
