import { redirect } from "react-router";
import type { Route } from "./+types/social-signin";
import { socialSignInSchema } from "../lib/auth-schemas.ts";
import { safeRedirect } from "../lib/safe-redirect.ts";
import { DomainError } from "../server/domain-error.server.ts";
import { parseForm } from "../server/http.server.ts";
import { cookieHeaders, startSocialSignIn } from "../server/identity/identity-service.server.ts";

/** A "Continue with ..." button: off to the provider's consent page; anything wrong, back to sign-in. */
export async function action({ request }: Route.ActionArgs) {
  try {
    const { provider, callbackURL } = await parseForm(request, socialSignInSchema);
    const { value, cookies } = await startSocialSignIn(provider, safeRedirect(callbackURL), request.headers);
    const headers = cookieHeaders(cookies);
    headers.set("Location", value.url);
    return new Response(null, { status: 302, headers });
  } catch (error) {
    if (error instanceof DomainError) throw redirect("/signin");
    throw error;
  }
}

export const loader = () => redirect("/signin");
