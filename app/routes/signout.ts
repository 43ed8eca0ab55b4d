import { redirect } from "react-router";
import type { Route } from "./+types/signout";
import { cookieHeaders, signOut } from "../server/identity/identity-service.server.ts";

/** Logout: ends the session and goes home (docs/product.md §5). */
export async function action({ request }: Route.ActionArgs) {
  return redirect("/", { headers: cookieHeaders(await signOut(request.headers)) });
}

export const loader = () => redirect("/");
