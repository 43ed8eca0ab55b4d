import { useState } from "react";
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/signin";
import { CredentialFields } from "../components/credential-fields.tsx";
import { ForgotPassword } from "../components/forgot-password-dialog.tsx";
import { SocialButtons } from "../components/social-buttons.tsx";
import { SubmitButton } from "../components/ui/field.tsx";
import { useActionToast } from "../components/use-action-toast.ts";
import { signInPageForm } from "../lib/auth-schemas.ts";
import { namedIntent, unhandled } from "../lib/form-intents.ts";
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

type ActionData = { intent: string | null; error?: string; done?: string };

const done = (intent: string, text: string): ActionData => ({ intent, done: text });

export async function action({ request }: Route.ActionArgs) {
  let intent: string | null = null;
  try {
    const form = await readForm(request);
    intent = namedIntent(signInPageForm, form);
    const asked = parseWith(signInPageForm, form);
    switch (asked.intent) {
      case "send-code":
        // The same answer whether or not the address has an account (see requestPasswordReset).
        await requestPasswordReset(asked.input.email, request.headers);
        return done(asked.intent, authMessages.forgotPasswordSent(codeLifetime()));
      case "reset": {
        const { email, code, password } = asked.input;
        await resetPassword(email, code, password, request.headers);
        return done(asked.intent, authMessages.passwordReset);
      }
      case "signin": {
        const { cookies } = await signIn(asked.input.email, asked.input.password, request.headers);
        return redirect(safeRedirect(new URL(request.url).searchParams.get("redirectTo")), {
          headers: cookieHeaders(cookies),
        });
      }
      default:
        return unhandled(asked);
    }
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
  // docs/product.md §13: a sign-in failure is a toast for 5 seconds, once per attempt.
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
