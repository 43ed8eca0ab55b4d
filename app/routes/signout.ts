import { redirect } from "react-router";
import type { Route } from "./+types/signout";
import { cookieHeaders, signOut } from "../server/accounts/identity-service.server.ts";

/** Logout: ends the session and goes home (SPEC section 2). */
export async function action({ request }: Route.ActionArgs) {
  const result = await signOut(request.headers);
  return redirect("/", { headers: result.ok ? cookieHeaders(result.cookies) : undefined });
}

export const loader = () => redirect("/");
