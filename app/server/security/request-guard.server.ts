import { BODY_LIMITS, PHOTO_UPLOAD_PATHS } from "../../lib/limits.ts";
import { securityMessages } from "../../lib/messages/security.ts";
import { crossSiteRefusal, type IncomingRequest } from "./cross-site.server.ts";

export type Refusal = { status: number; message: string };

const BODYLESS = new Set(["GET", "HEAD", "OPTIONS", "DELETE"]);

/**
 * What every request passes before any route runs: no NUL in the address (PostgreSQL text
 * cannot hold one), a body within the limit and of a declared length (so a 50 MB body is refused
 * before it is read), and no cross-site state change. Routes that take a photo have a higher
 * limit (PHOTO_UPLOAD_PATHS).
 */
export function refuseRequest(
  req: IncomingRequest & { url: string },
  siteOrigin: string,
  photoPaths: { has(path: string): boolean } = PHOTO_UPLOAD_PATHS,
): Refusal | null {
  if (/%00/.test(req.url)) return { status: 400, message: securityMessages.nulByte };
  const method = req.method.toUpperCase();
  const length = req.header("content-length");
  if (length === undefined) {
    if (req.header("transfer-encoding") !== undefined && !BODYLESS.has(method))
      return { status: 411, message: securityMessages.lengthRequired };
  } else {
    const limit = photoPaths.has(req.path) ? BODY_LIMITS.photoUpload : BODY_LIMITS.default;
    if (!/^\d+$/.test(length) || Number(length) > limit)
      return { status: 413, message: securityMessages.bodyTooLarge(`${limit / 1024 / 1024} MB`) };
  }
  const crossSite = crossSiteRefusal(req, siteOrigin);
  return crossSite ? { status: 403, message: crossSite } : null;
}

/** Whether a request carries credentials, so its answer holds private data and must not be cached. */
export const isCredentialed = (req: Pick<IncomingRequest, "header">) =>
  Boolean(req.header("authorization")) || /session_token=/.test(req.header("cookie") ?? "");
