import { useEffect, useRef, useState } from "react";
import { Form, Link, redirect, useActionData, useFetcher, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/signin";
import { SocialButtons } from "../components/social-buttons.tsx";
import { Field, FormMessage, SubmitButton } from "../components/ui/field.tsx";
import { emailSchema, resetSchema, signInSchema } from "../lib/auth-schemas.ts";
import { accountTexts, authMessages, messages } from "../lib/messages.ts";
import { SITE_NAME } from "../lib/seo.ts";
import {
  codeLifetime,
  cookieHeaders,
  requestPasswordReset,
  resetPassword,
  signIn,
} from "../server/identity/identity-service.server.ts";
import { safeRedirect } from "../lib/safe-redirect.ts";
import { actionError, parseWith, readForm } from "../server/http.server.ts";
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
          <Field
            label={messages.email}
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <Field
            label={messages.password}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
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

/** SPEC: a Forgot Password link opens a modal that sends a one-time code and takes it with a new password. */
function ForgotPassword({ initialEmail }: { initialEmail: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const sender = useFetcher<ActionData>();
  const resetter = useFetcher<ActionData>();
  const [email, setEmail] = useState(initialEmail);
  const codeSent = Boolean(sender.data?.done);
  const resetDone = resetter.data?.done;
  useEffect(() => {
    if (resetDone) dialog.current?.close();
  }, [resetDone]);
  return (
    <>
      {resetDone && <FormMessage tone="success">{resetDone}</FormMessage>}
      <button
        type="button"
        onClick={() => {
          setEmail(initialEmail);
          dialog.current?.showModal();
        }}
        className="text-sm font-semibold text-blue-700 hover:underline"
      >
        {authMessages.forgotPassword}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="forgot-title"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl p-6 shadow-xl backdrop:bg-slate-950/50"
      >
        <h2 id="forgot-title" className="text-lg font-semibold text-slate-900">
          {authMessages.forgotPasswordTitle}
        </h2>
        <sender.Form method="post" className="mt-4 space-y-3" noValidate>
          <input type="hidden" name="intent" value="send-code" />
          <Field
            label={messages.email}
            name="email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {sender.data?.error && <FormMessage tone="error">{sender.data.error}</FormMessage>}
          {sender.data?.done && <FormMessage tone="success">{sender.data.done}</FormMessage>}
          <button
            type="submit"
            className="rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            {codeSent ? accountTexts.sendAnotherCode : accountTexts.sendCode}
          </button>
        </sender.Form>
        {codeSent && (
          <resetter.Form method="post" className="mt-6 space-y-3 border-t border-slate-200 pt-4" noValidate>
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="email" value={email} />
            <Field label={accountTexts.oneTimeCode} name="code" inputMode="numeric" autoComplete="one-time-code" />
            <Field label={accountTexts.newPassword} name="password" type="password" autoComplete="new-password" />
            {resetter.data?.error && <FormMessage tone="error">{resetter.data.error}</FormMessage>}
            <SubmitButton>{accountTexts.resetPassword}</SubmitButton>
          </resetter.Form>
        )}
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          className="mt-4 text-sm font-semibold text-slate-700 hover:underline"
        >
          {messages.cancel}
        </button>
      </dialog>
    </>
  );
}
