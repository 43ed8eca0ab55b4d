import type { Route } from "./+types/confirmuser";
import { codeSchema, firstError } from "../../lib/auth-schemas.ts";
import { authMessages } from "../../lib/messages.ts";
import { verifyEmail } from "../../server/accounts/identity-service.server.ts";
import { allowMethods, apiError, json, readJson } from "../../server/http.server.ts";

/**
 * POST /api/confirmuser {email, code}: confirms the e-mail address with the code. The answer also
 * carries data.token, a bearer token like /api/signin's: confirming signs in.
 */
export async function action({ request }: Route.ActionArgs) {
  allowMethods(request, ["POST"]);
  const parsed = codeSchema.safeParse(await readJson(request));
  if (!parsed.success) return apiError(400, firstError(parsed.error));
  const result = await verifyEmail(parsed.data.email, parsed.data.code, request.headers);
  if (!result.ok) return apiError(result.status === 429 ? 429 : 400, result.message);
  return json({
    data: { email: parsed.data.email, verified: true, message: authMessages.emailVerified, token: result.value.token },
  });
}
