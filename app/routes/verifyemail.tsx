import { Form, Link, useActionData } from "react-router";
import type { Route } from "./+types/verifyemail";
import { FormMessage } from "../components/ui/field.tsx";
import { codeSchema, emailSchema } from "../lib/auth-schemas.ts";
import { accountTexts, authMessages, messages } from "../lib/messages.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { sendVerificationCode, verifyEmail } from "../server/accounts/identity-service.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${accountTexts.confirmationMetaTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

/** The link in the verification e-mail: ?userName=<e-mail>&code=<code>. Tells the truth either way. */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = codeSchema.safeParse({ email: params.get("userName") ?? "", code: params.get("code") ?? "" });
  if (!parsed.success) return { verified: false, email: params.get("userName") ?? "" };
  const result = await verifyEmail(parsed.data.email, parsed.data.code, request.headers);
  return { verified: result.ok, email: parsed.data.email };
}

export async function action({ request }: Route.ActionArgs) {
  const parsed = emailSchema.safeParse(Object.fromEntries(await request.formData()));
  if (parsed.success) await sendVerificationCode(parsed.data.email, request.headers);
  return { sent: true };
}

export default function VerifyEmail({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  if (loaderData.verified) {
    return (
      <main id="main" className="mx-auto max-w-md px-4 py-14 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{authMessages.emailVerified}</h1>
        <Link
          to={`/signin?email=${encodeURIComponent(loaderData.email)}`}
          className="mt-6 inline-block rounded-md bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800"
        >
          {messages.signIn}
        </Link>
      </main>
    );
  }
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-14">
      <h1 className="text-2xl font-bold text-slate-900">{accountTexts.notVerified}</h1>
      <div className="mt-6 space-y-4">
        <FormMessage tone="error">{authMessages.verificationFailed}</FormMessage>
        {actionData?.sent ? (
          <FormMessage tone="success">{authMessages.newCodeSent}</FormMessage>
        ) : (
          <Form method="post">
            <input type="hidden" name="email" value={loaderData.email} />
            <button
              type="submit"
              className="rounded-md bg-blue-700 px-4 py-2.5 font-semibold text-white hover:bg-blue-800"
            >
              {accountTexts.sendNewCode}
            </button>
          </Form>
        )}
        <Link to="/verify" className="block text-sm font-semibold text-blue-700 hover:underline">
          {accountTexts.enterCodeByHand}
        </Link>
      </div>
    </main>
  );
}
