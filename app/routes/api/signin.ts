import type { Route } from "./+types/signin";
import { signInSchema } from "../../lib/auth-schemas.ts";
import { signIn } from "../../server/identity/identity-service.server.ts";
import { allowMethods, apiRoute, json, parseJson } from "../../server/http.server.ts";

/** POST /api/signin {email, password}: answers data.token (a bearer token), data.email, data.id. */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["POST"]);
  const { email, password } = await parseJson(request, signInSchema);
  const { value } = await signIn(email, password, request.headers);
  return json({ data: value });
});
