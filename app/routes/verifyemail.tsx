import { Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/verifyemail";
import { FormMessage } from "../components/ui/field.tsx";
import { codeSchema, emailSchema } from "../lib/auth-schemas.ts";
import { accountTexts } from "../lib/messages/account.ts";
import { authMessages } from "../lib/messages/auth.ts";
import { SITE_NAME } from "../lib/seo.ts";
import {
  codeLifetime,
  cookieHeaders,
  sendVerificationCode,
  verifyEmail,
} from "../server/identity/identity-service.server.ts";
import { getAuth } from "../server/identity/auth.server.ts";
import { DomainError } from "../server/domain-error.server.ts";
import { actionError, parseWith, readForm } from "../server/http.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${accountTexts.confirmationMetaTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/**
 * The link in the verification e-mail: ?userName=<e-mail>&code=<code>. Tells the truth either way.
 * A valid code signs in and comes back here without it: the page is then drawn with the new
 * session (the bar signed in), and a reload does not spend the code a second time.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  if (!params.has("code")) {
    const session = await getAuth().api.getSession({ headers: request.headers });
    if (!session?.user.emailVerified) throw redirect("/verify");
    return { verified: true as const };
  }
  const parsed = codeSchema.safeParse({ email: params.get("userName") ?? "", code: params.get("code") });
  if (!parsed.success) return { verified: false as const, email: params.get("userName") ?? "" };
  try {
    const { cookies } = await verifyEmail(parsed.data.email, parsed.data.code, request.headers);
    throw redirect("/verifyemail", { headers: cookieHeaders(cookies) });
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return { verified: false as const, email: parsed.data.email };
  }
}

export async function action({ request }: Route.ActionArgs) {
  try {
    await sendVerificationCode(parseWith(emailSchema, await readForm(request)).email, request.headers);
    return { sent: authMessages.newCodeSent(codeLifetime()), error: null };
  } catch (error) {
    return actionError(error, { sent: null });
  }
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  if (loaderData.verified) {
    return (
      <main id="main" className="mx-auto max-w-md px-4 py-14 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{authMessages.emailVerified}</h1>
        <Link
          to="/"
          className="mt-6 inline-block rounded-md bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800"
        >
          {accountTexts.continue}
        </Link>
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-14">
      <h1 className="text-2xl font-bold text-slate-900">{accountTexts.notVerified}</h1>
      <div className="mt-6 space-y-4">
        <FormMessage tone="error">{authMessages.verificationFailed}</FormMessage>
        {actionData?.error && <FormMessage tone="error">{actionData.error}</FormMessage>}
        {actionData?.sent ? (
          <FormMessage tone="success">{actionData.sent}</FormMessage>
        ) : (
          // Without an address there is nobody to send a code to; /verify, linked below, asks for one.
          loaderData.email && (
            <Form method="post">
              <input type="hidden" name="email" value={loaderData.email} />
              <button
                type="submit"
                className="rounded-md bg-blue-700 px-4 py-2.5 font-semibold text-white hover:bg-blue-800"
              >
                {accountTexts.sendNewCode}
              </button>
            </Form>
          )
        )}
        <Link to="/verify" className="block text-sm font-semibold text-blue-700 hover:underline">
          {accountTexts.enterCodeByHand}
        </Link>
      </div>
    </main>
  );
}
