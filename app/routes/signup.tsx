import { useState } from "react";
import { Form, Link, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/signup";
import { ClaimInProcess } from "../components/claim-in-process.tsx";
import { CredentialFields } from "../components/credential-fields.tsx";
import { SocialButtons } from "../components/social-buttons.tsx";
import { FormMessage, SubmitButton } from "../components/ui/field.tsx";
import { signUpPageForm } from "../lib/auth-schemas.ts";
import { messages } from "../lib/messages/common.ts";
import { accountTexts } from "../lib/messages/account.ts";
import { authMessages } from "../lib/messages/auth.ts";
import { SITE_NAME } from "../lib/seo.ts";
import { actionError, parseForm } from "../server/http.server.ts";
import { signUp } from "../server/identity/identity-service.server.ts";
import { getViewer } from "../server/identity/session.server.ts";
import { enabledSocialProviders } from "../server/identity/social-providers.server.ts";

export const handle = { navMode: "light" };

export const meta: Route.MetaFunction = () => [
  { title: `${accountTexts.signUpMetaTitle} | ${SITE_NAME}` },
  { name: "description", content: accountTexts.signUpMetaDescription },
];

export async function loader({ request }: Route.LoaderArgs) {
  if (await getViewer(request)) throw redirect("/");
  return { providers: enabledSocialProviders() };
}

export async function action({ request }: Route.ActionArgs) {
  try {
    const { input } = await parseForm(request, signUpPageForm);
    const { email, password } = input;
    // An address that already has an account gets the same answer (see signUp).
    await signUp(email, password, request.headers);
    return redirect(`/thanks?email=${encodeURIComponent(email)}`);
  } catch (error) {
    return actionError(error, {});
  }
}

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  // ?email= prefills the address (an invitation's link: decision 0075).
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get("email") ?? "");
  return (
    <main id="main" className="mx-auto max-w-md px-4 py-14">
      <ClaimInProcess />
      <h1 className="text-2xl font-bold text-slate-900">{authMessages.signUpTitle}</h1>
      <div className="mt-6 space-y-4">
        <SocialButtons providers={loaderData.providers} callbackURL="/" />
        <Form method="post" className="space-y-4" noValidate>
          <input type="hidden" name="intent" value="signup" />
          <CredentialFields purpose="sign-up" email={email} onEmailChange={setEmail} />
          {actionData?.error && <FormMessage tone="error">{actionData.error}</FormMessage>}
          <SubmitButton disabled={navigation.state === "submitting"}>{messages.createProfile}</SubmitButton>
        </Form>
        <p className="text-center text-sm text-slate-700">
          <Link to="/signin" className="font-semibold text-blue-700 hover:underline">
            {accountTexts.backToSignIn}
          </Link>
        </p>
      </div>
    </main>
  );
}
