import { securityMessages } from "../../lib/messages/security.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * Pages whose link is the permission (a signature in it), not a cookie: another site posting to
 * them gains nothing, and a mail program's one-click unsubscribe (RFC 8058) posts from anywhere.
 */
const SIGNED_LINK_PATHS = new Set(["/api/weekly-digest/stop"]);

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
  if (SAFE_METHODS.has(req.method.toUpperCase()) || SIGNED_LINK_PATHS.has(req.path)) return null;
  if (isForeign(req, siteOrigin)) return securityMessages.crossSite;
  const bearer = /^bearer\s/i.test(req.header("authorization") ?? "");
  const cookie = Boolean(req.header("cookie"));
  if (req.path.startsWith("/api/") && cookie && !bearer && hasBody(req) && !isJson(req.header("content-type"))) {
    return securityMessages.jsonRequired;
  }
  return null;
}

/** Whether the browser says the request comes from another site (Origin, else Sec-Fetch-Site). */
function isForeign(req: IncomingRequest, siteOrigin: string): boolean {
  const origin = req.header("origin");
  if (origin !== undefined) {
    const host = req.header("host");
    return !(origin === siteOrigin || (host !== undefined && hostOf(origin) === host.toLowerCase()));
  }
  const site = req.header("sec-fetch-site");
  return site !== undefined && site !== "same-origin" && site !== "none";
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
