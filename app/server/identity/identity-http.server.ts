import { apiErrors } from "../../lib/messages/api-errors.ts";
import { securityMessages } from "../../lib/messages/security.ts";
import { authMessages } from "../../lib/messages/auth.ts";
import { hit, LIMITS } from "../security/rate-limit.server.ts";
import { DomainError } from "../domain-error.server.ts";
import { apiError, methodNotAllowed, checkJson, statusOf } from "../http.server.ts";
import { clientAddress } from "../security/client-address.server.ts";
import { getAuth } from "./auth.server.ts";
import { IDENTITY_ENDPOINTS } from "./identity-endpoints.server.ts";

/** /api/auth/*: the allow-list, the general per-address limit, then better-auth's own handler. */
export async function handleIdentityRequest(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, "");
  const routes = IDENTITY_ENDPOINTS.filter((r) => r.path === path);
  if (routes.length === 0) return apiError(404, apiErrors.notFound);
  const method = request.method === "HEAD" ? "GET" : request.method;
  if (!routes.some((r) => r.method === method)) return methodNotAllowed(routes.map((r) => r.method));
  if (!(await hit(LIMITS.identityPerIp, clientAddress(request)))) {
    return apiError(429, authMessages.tooManyAttempts);
  }
  if (method === "GET") return getAuth().handler(request);
  // better-auth would hand a NUL byte or a lone surrogate to PostgreSQL, which refuses them with an
  // error (a 500); a JSON body goes through the API's own checks (checkJson).
  const body = await request.text();
  if (body.includes("\u0000")) return apiError(400, securityMessages.nulByte);
  try {
    checkJson(JSON.parse(body));
  } catch (error) {
    if (error instanceof DomainError) return apiError(statusOf(error), error.message);
    // Not JSON: better-auth answers it as a bad request.
  }
  return getAuth().handler(new Request(request, { body }));
}
