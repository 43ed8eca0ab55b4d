import type { Route } from "./+types/invitations";
import { invitationRequestSchema } from "../../lib/invitation-schemas.ts";
import { invitationTexts } from "../../lib/messages/invitations.ts";
import { allowMethods, apiRoute, json, parseJson, parsePage } from "../../server/http.server.ts";
import { apiViewer } from "../../server/identity/session.server.ts";
import { invitationsOf, sendInvitations } from "../../server/invitations/invitation-service.server.ts";

/** GET /api/invitations: the owner's review invitations, newest first, each with its state (decision 0075). */
export const loader = apiRoute(async ({ request }: Route.LoaderArgs) => {
  const viewer = await apiViewer(request);
  const page = parsePage(request.url);
  const { invitations, total } = await invitationsOf(viewer, page);
  return json({ data: invitations, total });
});

/**
 * POST /api/invitations {emails}: the owner of a claimed coach profile invites clients to review
 * it. 201 with what was sent and what was refused (and why); 409 when every address was refused.
 */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["GET", "POST"]);
  const viewer = await apiViewer(request);
  const { emails } = await parseJson(request, invitationRequestSchema);
  const batch = await sendInvitations(viewer, emails);
  return json({ data: batch, message: invitationTexts.sent(batch.sent.length) }, 201);
});
