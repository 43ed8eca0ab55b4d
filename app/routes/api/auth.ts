import type { Route } from "./+types/auth";
import { handleIdentityRequest } from "../../server/identity/identity-http.server.ts";

/** The identity endpoints the product exposes (see identity-endpoints.server.ts for the allow-list). */
export const loader = ({ request }: Route.LoaderArgs) => handleIdentityRequest(request);
export const action = ({ request }: Route.ActionArgs) => handleIdentityRequest(request);
