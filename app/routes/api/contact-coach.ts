import type { Route } from "./+types/contact-coach";
import { coachMessageSchema } from "../../lib/contact-schemas.ts";
import { contactMessages } from "../../lib/messages/contact.ts";
import { contactCoachTexts } from "../../lib/messages/contact-coach.ts";
import { sendCoachMessage } from "../../server/contact/contact-service.server.ts";
import { allowMethods, apiRoute, json, parseJson } from "../../server/http.server.ts";
import { clientAddress } from "../../server/security/client-address.server.ts";
import { apiViewer } from "../../server/identity/session.server.ts";

/**
 * POST /api/email {userId, text, from?}: contact-me-directly. The message goes to the level 5
 * coach by e-mail with the caller's account address as Reply-To; the coach's address is never
 * answered. 200 when the mail server took it, 202 when it is stored and will be retried.
 */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["POST"]);
  const viewer = await apiViewer(request);
  const input = await parseJson(request, coachMessageSchema);
  const outcome = await sendCoachMessage(viewer, input, clientAddress(request));
  return outcome.status === "sent"
    ? json({ message: contactCoachTexts.coachSent })
    : json({ message: contactMessages.queued }, 202);
});
