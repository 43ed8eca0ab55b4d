import { apiErrors } from "../../lib/messages/api-errors.ts";
import { securityMessages } from "../../lib/messages/security.ts";
import { authMessages } from "../../lib/messages/auth.ts";
import { hit, LIMITS } from "../security/rate-limit.server.ts";
import { apiError, methodNotAllowed } from "../http.server.ts";
import { CLIENT_IP_HEADER, getAuth } from "./auth.server.ts";
import { IDENTITY_ENDPOINTS } from "./identity-endpoints.server.ts";

/** /api/auth/*: the allow-list, the general per-address limit, then better-auth's own handler. */
export async function handleIdentityRequest(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, "");
  const routes = IDENTITY_ENDPOINTS.filter((r) => r.path === path);
  if (routes.length === 0) return apiError(404, apiErrors.notFound);
  const method = request.method === "HEAD" ? "GET" : request.method;
  if (!routes.some((r) => r.method === method)) return methodNotAllowed(routes.map((r) => r.method));
  if (!(await hit(LIMITS.identityPerIp, request.headers.get(CLIENT_IP_HEADER) ?? "unknown"))) {
    return apiError(429, authMessages.tooManyAttempts);
  }
  if (method === "GET") return getAuth().handler(request);
  // better-auth would hand a NUL byte to PostgreSQL, which refuses it with an error (a 500).
  const body = await request.text();
  if (body.includes("\u0000") || /\\u0000/i.test(body)) return apiError(400, securityMessages.nulByte);
  return getAuth().handler(new Request(request, { body }));
}
