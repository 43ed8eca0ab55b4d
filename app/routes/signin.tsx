import { useState } from "react";
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/signin";
import { CredentialFields } from "../components/credential-fields.tsx";
import { ForgotPassword } from "../components/forgot-password-dialog.tsx";
import { SocialButtons } from "../components/social-buttons.tsx";
import { SubmitButton } from "../components/ui/field.tsx";
import { useActionToast } from "../components/use-action-toast.ts";
import { emailSchema, resetSchema, signInSchema } from "../lib/auth-schemas.ts";
import { messages } from "../lib/messages/common.ts";
import { accountTexts } from "../lib/messages/account.ts";
import { authMessages } from "../lib/messages/auth.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { safeRedirect } from "../lib/safe-redirect.ts";
import { actionError, parseWith, readForm } from "../server/http.server.ts";
import {
  codeLifetime,
  cookieHeaders,
  requestPasswordReset,
  resetPassword,
  signIn,
} from "../server/identity/identity-service.server.ts";
import { getViewer } from "../server/identity/session.server.ts";
import { enabledSocialProviders } from "../server/identity/social-providers.server.ts";

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

const done = (intent: string, text: string): ActionData => ({ intent, done: text });

export async function action({ request }: Route.ActionArgs) {
  let intent = "signin";
  try {
    const form = await readForm(request);
    intent = typeof form.intent === "string" ? form.intent : "signin";
    if (intent === "send-code") {
      const { email } = parseWith(emailSchema, form);
      // The same answer whether or not the address has an account (see requestPasswordReset).
      await requestPasswordReset(email, request.headers);
      return done(intent, authMessages.forgotPasswordSent(codeLifetime()));
    }
    if (intent === "reset") {
      const { email, code, password } = parseWith(resetSchema, form);
      await resetPassword(email, code, password, request.headers);
      return done(intent, authMessages.passwordReset);
    }
    const { email, password } = parseWith(signInSchema, form);
    const { cookies } = await signIn(email, password, request.headers);
    return redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")), {
      headers: cookieHeaders(cookies),
    });
  } catch (error) {
    return actionError(error, { intent });
  }
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get("email") ?? "");
  const [password, setPassword] = useState("");
  // SPEC.md section 8: a sign-in failure is a toast for 5 seconds, once per attempt.
  useActionToast(actionData?.intent === "signin" ? actionData : null, (a) =>
    a.error ? { tone: "error", text: a.error } : null,
  );
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
