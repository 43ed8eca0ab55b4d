import { Link } from "react-router";
import type { Route } from "./+types/thanks";
import { FormMessage } from "../components/ui/field.tsx";
import { accountTexts, authMessages } from "../lib/messages.ts";
import { SITE_NAME } from "../lib/seo.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${accountTexts.thanksTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  return { email: new URL(request.url).searchParams.get("email") ?? "" };
}

/** After sign-up: the success message stays (it does not time out) and says how to confirm. */
export default function Thanks({ loaderData }: Route.ComponentProps) {
  const { email } = loaderData;
  return (
    <main id="main" className="mx-auto max-w-lg px-4 py-14">
      <h1 className="text-2xl font-bold text-slate-900">{accountTexts.thanksTitle}</h1>
      <div className="mt-6 space-y-4">
        {email && <FormMessage tone="success">{authMessages.signUpSuccess(email)}</FormMessage>}
        <p className="text-slate-700">{authMessages.thanksForSigningUp}</p>
        <Link
          to={`/verify${email ? `?email=${encodeURIComponent(email)}` : ""}`}
          className="inline-block rounded-md bg-blue-700 px-4 py-2.5 font-semibold text-white hover:bg-blue-800"
        >
          {accountTexts.enterTheCode}
        </Link>
      </div>
    </main>
  );
}
