import { apiErrors, authMessages, securityMessages } from "../../lib/messages.ts";
import { hit, LIMITS } from "../security/rate-limit.server.ts";
import { apiError, methodNotAllowed } from "../http.server.ts";
import { CLIENT_IP_HEADER, getAuth } from "./auth.server.ts";

/**
 * The better-auth endpoints the product uses over HTTP: the session, sign-out, e-mailed codes
 * (verification, password reset), change password and the social sign-in callbacks. Sign-in and
 * sign-up go through our own API (/api/signin, /api/signup) and pages; everything else better-auth
 * offers answers 404, so an endpoint nobody reviewed is never reachable.
 */
const ALLOWED: { method: string; path: RegExp }[] = [
  { method: "GET", path: /^\/get-session$/ },
  { method: "POST", path: /^\/sign-out$/ },
  { method: "POST", path: /^\/email-otp\/(send-verification-otp|verify-email|request-password-reset|reset-password)$/ },
  { method: "POST", path: /^\/change-password$/ },
  { method: "GET", path: /^\/callback\/(google|facebook)$/ },
];

/** /api/auth/*: the allow-list, the general per-address limit, then better-auth's own handler. */
export async function handleIdentityRequest(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname.replace(/^\/api\/auth/, "");
  const routes = ALLOWED.filter((r) => r.path.test(path));
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
