import type { Route } from "./+types/profile";
import { authMessages } from "../../lib/messages.ts";
import { accountTypeBody, affiliateBody } from "../../lib/profile-schemas.ts";
import { attachAffiliate, chooseAccountType, type OwnProfile } from "../../server/accounts/account-service.server.ts";
import { apiViewer } from "../../server/identity/session.server.ts";
import { DomainError } from "../../server/domain-error.server.ts";
import { allowMethods, apiRoute, json, parseWith, readJson } from "../../server/http.server.ts";

/** The signed-in user's own profile: everything, the private fields included. */
function ownProfileJson(p: OwnProfile, email: string) {
  const { id, userId, ...rest } = p;
  return { _id: id, cognitoId: userId, ...rest, email: p.email ?? email };
}

/** GET /api/profile */
export const loader = apiRoute(async ({ request }: Route.LoaderArgs) => {
  const viewer = await apiViewer(request);
  if (!viewer.profile) throw new DomainError("not-found", authMessages.profileLoadError);
  return json({ data: ownProfileJson(viewer.profile, viewer.email) });
});

/** PUT /api/profile: the account type (level follows it, never the body) or the affiliate id. */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["GET", "PUT"]);
  const viewer = await apiViewer(request);
  const body = await readJson(request);
  if (body && typeof body === "object" && "accountType" in body) {
    const { accountType } = parseWith(accountTypeBody, body);
    const updated = await chooseAccountType(viewer.userId, accountType);
    return json({ data: ownProfileJson(updated, viewer.email), message: authMessages.accountTypeSaved });
  }
  const { affiliateId } = parseWith(affiliateBody, body);
  return json({ data: ownProfileJson(await attachAffiliate(viewer.userId, affiliateId), viewer.email) });
});
