import type { Route } from "./+types/signin";
import { firstError, signInSchema } from "../../lib/auth-schemas.ts";
import { signIn } from "../../server/accounts/identity-service.server.ts";
import { allowMethods, apiError, json, readJson } from "../../server/http.server.ts";

/** POST /api/signin {email, password}: answers data.token (a bearer token), data.email, data.id. */
export async function action({ request }: Route.ActionArgs) {
  allowMethods(request, ["POST"]);
  const parsed = signInSchema.safeParse(await readJson(request));
  if (!parsed.success) return apiError(400, firstError(parsed.error));
  const result = await signIn(parsed.data.email, parsed.data.password, request.headers);
  if (!result.ok) return apiError(result.status, result.message);
  return json({ data: result.value });
}
