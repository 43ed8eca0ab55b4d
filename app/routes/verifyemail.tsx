import { Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/verifyemail";
import { Button, buttonClass } from "../components/ui/button.tsx";
import { FormMessage } from "../components/ui/field.tsx";
import { codeSchema, newCodeForm } from "../lib/auth-schemas.ts";
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
import { actionError, parseForm } from "../server/http.server.ts";

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
    const { input } = await parseForm(request, newCodeForm);
    await sendVerificationCode(input.email, request.headers);
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
        <Link to="/" className={buttonClass({ size: "lg", className: "mt-6 inline-block" })}>
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
              <input type="hidden" name="intent" value="resend" />
              <input type="hidden" name="email" value={loaderData.email} />
              <Button type="submit" size="lg">
                {accountTexts.sendNewCode}
              </Button>
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
