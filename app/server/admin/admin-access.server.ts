import { isAdmin } from "../../lib/levels.ts";
import { apiErrors } from "../../lib/messages/api-errors.ts";
import { adminTexts } from "../../lib/messages/admin.ts";
import { DomainError } from "../domain-error.server.ts";
import type { Viewer } from "../identity/session.server.ts";

/** The administrator behind an admin call: who the audit record names. */
export type AdminActor = { userId: string; email: string };

/**
 * Every admin service starts here: 401 for nobody, 403 for anyone who is not an admin. Routes
 * pass the viewer through; the rule lives in the services, so no page or API can skip it.
 */
export function asAdmin(viewer: Viewer | null): AdminActor {
  if (!viewer) throw new DomainError("unauthorized", apiErrors.signInRequired);
  if (!isAdmin(viewer.profile?.level)) throw new DomainError("forbidden", adminTexts.adminOnly);
  return { userId: viewer.userId, email: viewer.email };
}
