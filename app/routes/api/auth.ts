import type { Route } from "./+types/auth";
import { getAuth } from "../../server/auth/auth.server.ts";

/** better-auth's own endpoints (social sign-in redirects and callbacks, session, e-mail codes). */
export const loader = ({ request }: Route.LoaderArgs) => getAuth().handler(request);
export const action = ({ request }: Route.ActionArgs) => getAuth().handler(request);
