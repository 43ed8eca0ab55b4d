import { useState } from "react";
import { data, Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/signin";
import { CredentialFields } from "../components/credential-fields.tsx";
import { ForgotPassword } from "../components/forgot-password-dialog.tsx";
import { SocialButtons } from "../components/social-buttons.tsx";
import { FormMessage, SubmitButton } from "../components/ui/field.tsx";
import { emailSchema, firstError, resetSchema, signInSchema } from "../lib/auth-schemas.ts";
import { accountTexts, authMessages, messages } from "../lib/messages.ts";
import { SITE_NAME } from "../lib/seo.ts";
import {
  cookieHeaders,
  requestPasswordReset,
  resetPassword,
  signIn,
} from "../server/accounts/identity-service.server.ts";
import { safeRedirect } from "../lib/safe-redirect.ts";
import { readForm } from "../server/http.server.ts";
import { getViewer } from "../server/auth/session.server.ts";
import { enabledSocialProviders } from "../server/auth/social-providers.server.ts";

export const handle = { navMode: "dark" };

export const meta: Route.MetaFunction = () => [
  { title: `${accountTexts.signInMetaTitle} | ${SITE_NAME}` },
  { name: "description", content: accountTexts.signInMetaDescription },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  if (await getViewer(request)) throw redirect("/");
  return { providers: enabledSocialProviders() };
}

type ActionData = { intent: string; error?: string; done?: string };

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const intent = String(form.intent ?? "signin");
  if (intent === "send-code") {
    const parsed = emailSchema.safeParse(form);
    if (!parsed.success) return data<ActionData>({ intent, error: firstError(parsed.error) }, 400);
    const result = await requestPasswordReset(parsed.data.email, request.headers);
    if (!result.ok && result.status === 429) return data<ActionData>({ intent, error: result.message }, 429);
    // The same answer whether or not the address has an account.
    return data<ActionData>({ intent, done: authMessages.forgotPasswordSent });
  }
  if (intent === "reset") {
    const parsed = resetSchema.safeParse(form);
    if (!parsed.success) return data<ActionData>({ intent, error: firstError(parsed.error) }, 400);
    const result = await resetPassword(parsed.data.email, parsed.data.code, parsed.data.password, request.headers);
    if (!result.ok) return data<ActionData>({ intent, error: result.message }, result.status);
    return data<ActionData>({ intent, done: authMessages.passwordReset });
  }
  const parsed = signInSchema.safeParse(form);
  if (!parsed.success) return data<ActionData>({ intent, error: firstError(parsed.error) }, 400);
  const result = await signIn(parsed.data.email, parsed.data.password, request.headers);
  if (!result.ok) return data<ActionData>({ intent, error: result.message }, result.status);
  const target = safeRedirect(new URL(request.url).searchParams.get("redirectTo"));
  return redirect(target, { headers: cookieHeaders(result.cookies) });
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get("email") ?? "");
  const [password, setPassword] = useState("");
  const error = actionData?.intent === "signin" ? actionData.error : null;
  const redirectTo = params.get("redirectTo") ?? "/";
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-14">
      <h1 className="text-2xl font-bold text-slate-900">{messages.signIn}</h1>
      <p className="mt-1 text-slate-700">{authMessages.signInTitle}</p>
      <div className="mt-6 space-y-4">
        <SocialButtons providers={loaderData.providers} callbackURL={redirectTo} />
        <Form method="post" className="space-y-4" noValidate aria-label={accountTexts.signInFormLabel}>
          <input type="hidden" name="intent" value="signin" />
          <CredentialFields purpose="sign-in" email={email} onEmailChange={setEmail} onPasswordChange={setPassword} />
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <SubmitButton disabled={!email.trim() || !password || navigation.state === "submitting"}>
            {messages.signIn}
          </SubmitButton>
        </Form>
        <ForgotPassword initialEmail={email} />
        <p className="text-center text-sm text-slate-700">
          {accountTexts.newHere}{" "}
          <Link to="/signup" className="font-semibold text-blue-700 hover:underline">
            {messages.createProfile}
          </Link>
          {" · "}
          <Link to="/verify" className="font-semibold text-blue-700 hover:underline">
            {accountTexts.enterVerificationCode}
          </Link>
        </p>
      </div>
    </main>
  );
}
