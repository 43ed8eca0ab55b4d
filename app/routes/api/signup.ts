import type { Route } from "./+types/signup";
import { signUpSchema } from "../../lib/auth-schemas.ts";
import { signUp } from "../../server/identity/identity-service.server.ts";
import { allowMethods, apiRoute, json, parseJson } from "../../server/http.server.ts";

/**
 * PUT /api/signup {email, password, name?}: creates the account and e-mails a verification code.
 * An address that has an account already gets the same 201 (id null): see signUp.
 */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["PUT"]);
  const { email, password, name } = await parseJson(request, signUpSchema);
  return json({ data: await signUp(email, password, request.headers, name) }, 201);
});
