import { redirect } from "react-router";
import { isAdmin } from "../../lib/levels.ts";
import { type OwnProfile, profileOfUser } from "../accounts/account-service.server.ts";
import { apiErrors } from "../../lib/messages/api-errors.ts";
import { DomainError } from "../domain-error.server.ts";
import { isCredentialed } from "../security/request-guard.server.ts";
import { getAuth } from "./auth.server.ts";
import { readSession, type SessionRules } from "./session-read.server.ts";

export type Viewer = { userId: string; email: string; name: string; profile: OwnProfile | null };

// One lookup per request: the root loader, the page's loader and an API route all ask. React
// Router hands every loader of a request the same Request (an action gets its own, and the
// loaders after it a fresh one, so a change the action makes is seen).
const viewers = new WeakMap<Request, Promise<Viewer | null>>();

/** The signed-in user of a request (session cookie or `Authorization: Bearer`), or null. */
export function getViewer(request: Request): Promise<Viewer | null> {
  let viewer = viewers.get(request);
  if (!viewer) {
    viewer = lookUpViewer(request.headers);
    viewers.set(request, viewer);
  }
  return viewer;
}

let rules: Promise<SessionRules> | undefined;

/** The cookie's name and the session lifetimes, as better-auth was configured with them. */
function sessionRules(): Promise<SessionRules> {
  rules ??= getAuth().$context.then((context) => ({
    secret: context.secret,
    cookieName: context.authCookies.sessionToken.name,
    expiresInSeconds: context.sessionConfig.expiresIn,
    updateAgeSeconds: context.sessionConfig.updateAge,
  }));
  return rules;
}

async function lookUpViewer(headers: Headers): Promise<Viewer | null> {
  // Without a session cookie or a bearer token there is nobody to look up (most page views).
  // The same rule that keeps such requests out of caches (request-guard.server.ts).
  if (!isCredentialed({ header: (name) => headers.get(name) ?? undefined })) return null;
  const plain = await readSession(headers, await sessionRules());
  if (plain !== "ask") return plain;
  const session = await getAuth().api.getSession({ headers });
  if (!session) return null;
  const profile = await profileOfUser(session.user.id);
  return { userId: session.user.id, email: session.user.email, name: session.user.name, profile };
}

/** For screens: the viewer, or a redirect to sign-in that comes back here afterwards. */
export async function requireViewer(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (viewer) return viewer;
  const url = new URL(request.url);
  // Client navigations fetch "<path>.data": the way back is the page itself.
  const back = url.pathname.replace(/\.data$/, "") + url.search;
  throw redirect(`/signin?redirectTo=${encodeURIComponent(back)}`);
}

/** For the API: the viewer; without one, a DomainError("unauthorized") (401). */
export async function apiViewer(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) throw new DomainError("unauthorized", apiErrors.signInRequired);
  return viewer;
}

export const viewerIsAdmin = (viewer: Viewer | null) => isAdmin(viewer?.profile?.level);
