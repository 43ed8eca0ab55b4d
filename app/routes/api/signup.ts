import type { Route } from "./+types/signup";
import { firstError, signUpSchema } from "../../lib/auth-schemas.ts";
import { signUp } from "../../server/accounts/identity-service.server.ts";
import { allowMethods, apiError, json, readJson } from "../../server/http.server.ts";

/** PUT /api/signup {email, password, name?}: creates the account and e-mails a verification code. */
export async function action({ request }: Route.ActionArgs) {
  allowMethods(request, ["PUT"]);
  const parsed = signUpSchema.safeParse(await readJson(request));
  if (!parsed.success) return apiError(400, firstError(parsed.error));
  const result = await signUp(parsed.data.email, parsed.data.password, request.headers, parsed.data.name);
  if (result.ok) return json({ data: { email: result.value.email, id: result.value.id } }, 201);
  // An existing address gets the same answer as a new one: no account enumeration.
  if (result.code?.startsWith("USER_ALREADY_EXISTS"))
    return json({ data: { email: parsed.data.email, id: null } }, 201);
  return apiError(result.status, result.message);
}
