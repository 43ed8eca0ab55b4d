import { Link, useSearchParams } from "react-router";
import { notFound } from "../server/http.server.ts";
import type { Route } from "./+types/thankyou";
import { buttonClass } from "../components/ui/button.tsx";
import { useActionToast } from "../components/use-action-toast.ts";
import { accountTexts } from "../lib/messages/account.ts";
import { authMessages } from "../lib/messages/auth.ts";
import { SITE_NAME } from "../lib/seo.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${accountTexts.welcomeMetaTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export function loader({ params }: Route.LoaderArgs) {
  if (params.keyword !== "User" && params.keyword !== "Coach") notFound();
  return { kind: params.keyword };
}

export default function ThankYou() {
  const [params] = useSearchParams();
  // The account type was just saved (the chooser sends ?saved=1): a toast, docs/product.md §23.
  useActionToast(params.get("saved"), () => ({ tone: "success", text: authMessages.accountTypeSaved }));
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-14 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{accountTexts.welcomeTo(SITE_NAME)}</h1>
      <p className="mt-4 text-slate-700">{authMessages.thankYou}</p>
      <Link to="/profile" className={buttonClass({ size: "lg", className: "mt-6 inline-block" })}>
        {authMessages.profileSettings}
      </Link>
    </main>
  );
}
