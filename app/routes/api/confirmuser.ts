import type { Route } from "./+types/confirmuser";
import { codeSchema } from "../../lib/auth-schemas.ts";
import { authMessages } from "../../lib/messages/auth.ts";
import { verifyEmail } from "../../server/identity/identity-service.server.ts";
import { allowMethods, apiRoute, json, parseJson } from "../../server/http.server.ts";

/**
 * POST /api/confirmuser {email, code}: confirms the e-mail address with the code. The code also
 * signs in (see verifyEmail), so the answer carries a bearer token like POST /api/signin's.
 */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["POST"]);
  const { email, code } = await parseJson(request, codeSchema);
  const { value } = await verifyEmail(email, code, request.headers);
  return json({ data: { email, verified: true, message: authMessages.emailVerified, token: value.token } });
});
