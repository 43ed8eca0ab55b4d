import type { Route } from "./+types/profile";
import { profileFormMessages } from "../../lib/messages/profile-form.ts";
import { authMessages } from "../../lib/messages/auth.ts";
import { PROFILE_UPDATE_FIELDS, profileUpdateSchema } from "../../lib/profile-form-schema.ts";
import { accountTypeBody, affiliateBody } from "../../lib/profile-schemas.ts";
import { attachAffiliate, chooseAccountType } from "../../server/accounts/account-service.server.ts";
import { ownProfileView, updateOwnProfile } from "../../server/accounts/profile-editor.server.ts";
import { apiViewer } from "../../server/identity/session.server.ts";
import { DomainError } from "../../server/domain-error.server.ts";
import { allowMethods, apiRoute, json, parseWith, readJson } from "../../server/http.server.ts";

/** GET /api/profile: the signed-in user's own profile, everything, the private fields included. */
export const loader = apiRoute(async ({ request }: Route.LoaderArgs) => {
  const viewer = await apiViewer(request);
  if (!viewer.profile) throw new DomainError("not-found", authMessages.profileLoadError);
  return json({ data: await ownProfileView(viewer.profile, viewer.email) });
});

const has = (body: unknown, key: string) => Boolean(body && typeof body === "object" && key in body);

/**
 * PUT /api/profile: the account type (level follows it, never the body), the affiliate id, or
 * the profile fields of the profile form (only those sent change).
 */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["GET", "PUT"]);
  const viewer = await apiViewer(request);
  const body = await readJson(request);
  if (has(body, "accountType")) {
    const { accountType } = parseWith(accountTypeBody, body);
    const updated = await chooseAccountType(viewer.userId, accountType);
    return json({ data: await ownProfileView(updated, viewer.email), message: authMessages.accountTypeSaved });
  }
  if (PROFILE_UPDATE_FIELDS.some((field) => has(body, field))) {
    const input = parseWith(profileUpdateSchema, body);
    const updated = await updateOwnProfile(viewer.userId, input);
    return json({ data: await ownProfileView(updated, viewer.email), message: profileFormMessages.updated });
  }
  const { affiliateId } = parseWith(affiliateBody, body);
  return json({ data: await ownProfileView(await attachAffiliate(viewer.userId, affiliateId), viewer.email) });
});
