import { securityMessages } from "../../lib/messages/security.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export type IncomingRequest = {
  method: string;
  path: string;
  /** A request header by lower-case name. */
  header: (name: string) => string | undefined;
};

/**
 * Why a state-changing request must be refused as cross-site, or null to let it through.
 * Browsers attach the session cookie to requests another site starts; they also say where a
 * request comes from (Origin, Sec-Fetch-Site), and a cross-origin JSON body needs a CORS
 * preflight this site never grants. So: a foreign Origin is refused everywhere, and an /api call
 * that rides on the cookie must carry JSON. A bearer token is never sent by a browser on its own,
 * so token calls (API clients, webhooks) pass.
 */
export function crossSiteRefusal(req: IncomingRequest, siteOrigin: string): string | null {
  if (SAFE_METHODS.has(req.method.toUpperCase())) return null;
  const origin = req.header("origin");
  const host = req.header("host");
  if (origin !== undefined) {
    const own = origin === siteOrigin || (host !== undefined && hostOf(origin) === host.toLowerCase());
    if (!own) return securityMessages.crossSite;
  } else {
    const site = req.header("sec-fetch-site");
    if (site !== undefined && site !== "same-origin" && site !== "none") return securityMessages.crossSite;
  }
  const bearer = /^bearer\s/i.test(req.header("authorization") ?? "");
  const cookie = Boolean(req.header("cookie"));
  if (req.path.startsWith("/api/") && cookie && !bearer && hasBody(req) && !isJson(req.header("content-type"))) {
    return securityMessages.jsonRequired;
  }
  return null;
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

const hasBody = (req: IncomingRequest) =>
  Number(req.header("content-length") ?? 0) > 0 || req.header("transfer-encoding") !== undefined;

const isJson = (contentType: string | undefined) =>
  /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i.test(contentType?.trim() ?? "");
