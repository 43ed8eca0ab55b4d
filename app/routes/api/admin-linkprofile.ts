import type { Route } from "./+types/admin-linkprofile";
import { linkProfileBody } from "../../lib/admin-schemas.ts";
import { adminTexts } from "../../lib/messages/admin.ts";
import { adminLinkProfile } from "../../server/admin/admin-claims.server.ts";
import { asAdmin } from "../../server/admin/admin-access.server.ts";
import { allowMethods, apiRoute, json, parseJson } from "../../server/http.server.ts";
import { getViewer } from "../../server/identity/session.server.ts";

/** POST /api/admin/linkprofile {profileToClaimId, email | cognitoId}: link a profile to an account. */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["POST"]);
  const viewer = await getViewer(request);
  asAdmin(viewer); // who may, before what: a non-admin learns nothing from a malformed body
  const body = await parseJson(request, linkProfileBody);
  await adminLinkProfile(viewer, body.profileToClaimId, { email: body.email, userId: body.cognitoId });
  return json({ message: adminTexts.linked });
});
