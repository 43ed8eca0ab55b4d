import { data, Form, redirect, useActionData, useSearchParams } from "react-router";
import type { Route } from "./+types/verify";
import { Field, FormMessage, SubmitButton } from "../components/ui/field.tsx";
import { codeSchema, emailSchema, firstError } from "../lib/auth-schemas.ts";
import { accountTexts, authMessages, messages } from "../lib/messages.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { sendVerificationCode, verifyEmail } from "../server/accounts/identity-service.server.ts";

export const meta: Route.MetaFunction = () => [
  { title: `${accountTexts.verifyTitle} | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function action({ request }: Route.ActionArgs) {
  const form = Object.fromEntries(await request.formData());
  if (form.intent === "resend") {
    const parsed = emailSchema.safeParse(form);
    if (!parsed.success) return data({ error: firstError(parsed.error), sent: false }, 400);
    const result = await sendVerificationCode(parsed.data.email, request.headers);
    if (!result.ok && result.status === 429) return data({ error: result.message, sent: false }, 429);
    return { error: null, sent: true };
  }
  const parsed = codeSchema.safeParse(form);
  if (!parsed.success) return data({ error: firstError(parsed.error), sent: false }, 400);
  const result = await verifyEmail(parsed.data.email, parsed.data.code, request.headers);
  if (!result.ok) return data({ error: result.message, sent: false }, result.status);
  return redirect(`/signin?verified=1&email=${encodeURIComponent(parsed.data.email)}`);
}

/** E-mail and code, or a new code (DECISIONS: success goes to sign-in with a notice). */
export default function Verify() {
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const email = params.get("email") ?? "";
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-14">
      <h1 className="text-2xl font-bold text-slate-900">{accountTexts.verifyTitle}</h1>
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <Field label={messages.email} name="email" type="email" autoComplete="email" defaultValue={email} />
        <Field label={accountTexts.verificationCode} name="code" inputMode="numeric" autoComplete="one-time-code" />
        {actionData?.error && <FormMessage tone="error">{actionData.error}</FormMessage>}
        {actionData?.sent && <FormMessage tone="success">{authMessages.newCodeSent}</FormMessage>}
        <SubmitButton>{accountTexts.verify}</SubmitButton>
        <button
          type="submit"
          name="intent"
          value="resend"
          className="w-full text-sm font-semibold text-blue-700 hover:underline"
        >
          {accountTexts.sendNewCode}
        </button>
      </Form>
    </main>
  );
}
