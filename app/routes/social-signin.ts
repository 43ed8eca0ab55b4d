import { redirect } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/social-signin";
import { getAuth } from "../server/identity/auth.server.ts";
import { safeRedirect } from "../lib/safe-redirect.ts";
import { readForm } from "../server/http.server.ts";
import { enabledSocialProviders } from "../server/identity/social-providers.server.ts";

const schema = z.object({ provider: z.enum(["google", "facebook"]), callbackURL: z.string().optional() });

/** Starts a Google or Facebook sign-in: better-auth answers with the provider's consent URL. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = schema.safeParse(await readForm(request));
  if (!parsed.success || !enabledSocialProviders().includes(parsed.data.provider)) throw redirect("/signin");
  const response = await getAuth().api.signInSocial({
    body: {
      provider: parsed.data.provider,
      callbackURL: safeRedirect(parsed.data.callbackURL),
      errorCallbackURL: "/signin",
    },
    headers: request.headers,
    asResponse: true,
  });
  const { url } = (await response.json()) as { url: string };
  const headers = new Headers({ Location: url });
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return new Response(null, { status: 302, headers });
}

export const loader = () => redirect("/signin");
