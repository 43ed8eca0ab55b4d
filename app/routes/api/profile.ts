import type { Route } from "./+types/profile";
import { firstError } from "../../lib/auth-schemas.ts";
import { authMessages } from "../../lib/messages.ts";
import { accountTypeBody, affiliateBody } from "../../lib/profile-schemas.ts";
import {
  AccountError,
  attachAffiliate,
  chooseAccountType,
  type OwnProfile,
} from "../../server/accounts/account-service.server.ts";
import { apiViewer } from "../../server/auth/session.server.ts";
import { allowMethods, apiError, json, readJson } from "../../server/http.server.ts";

/** The signed-in user's own profile: everything, the private fields included. */
function ownProfileJson(p: OwnProfile, email: string) {
  const { id, userId, ...rest } = p;
  return { _id: id, cognitoId: userId, ...rest, email: p.email ?? email };
}

/** GET /api/profile */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await apiViewer(request);
  if (viewer instanceof Response) return viewer;
  if (!viewer.profile) return apiError(404, authMessages.profileLoadError);
  return json({ data: ownProfileJson(viewer.profile, viewer.email) });
}

/** PUT /api/profile: the account type (level follows it, never the body) or the affiliate id. */
export async function action({ request }: Route.ActionArgs) {
  allowMethods(request, ["GET", "PUT"]);
  const viewer = await apiViewer(request);
  if (viewer instanceof Response) return viewer;
  const body = await readJson(request);
  try {
    if (body && typeof body === "object" && "accountType" in body) {
      const parsed = accountTypeBody.safeParse(body);
      if (!parsed.success) return apiError(400, firstError(parsed.error));
      const expected = parsed.data.accountType === "coach" ? "level2" : "level1";
      if (
        (parsed.data.level && parsed.data.level !== expected) ||
        (parsed.data.isCoach !== undefined && parsed.data.isCoach !== (expected === "level2"))
      ) {
        return apiError(400, "level and isCoach follow from accountType: user is level1, coach is level2.");
      }
      const updated = await chooseAccountType(viewer.userId, parsed.data.accountType);
      return json({ data: ownProfileJson(updated, viewer.email), message: authMessages.accountTypeSaved });
    }
    const parsed = affiliateBody.safeParse(body);
    if (!parsed.success) return apiError(400, "Send accountType, or affiliateId.");
    const updated = await attachAffiliate(viewer.userId, parsed.data.affiliateId);
    return json({ data: ownProfileJson(updated, viewer.email) });
  } catch (error) {
    if (error instanceof AccountError) return apiError(error.status, error.message);
    throw error;
  }
}
