import { redirect } from "react-router";
import type { Route } from "./+types/search-form";
import { searchPath } from "../lib/urls.ts";

/** The search box's target before the page's script runs: /search?keyword=x goes to /search/x. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(searchPath(new URL(request.url).searchParams.get("keyword") ?? "") ?? "/");
}
