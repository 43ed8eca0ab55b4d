import type { Route } from "./+types/contact-us";
import { siteMessageSchema } from "../../lib/contact-schemas.ts";
import { contactMessages } from "../../lib/messages/contact.ts";
import { contactUsTexts } from "../../lib/messages/contact-us.ts";
import { sendSiteMessage } from "../../server/contact/contact-service.server.ts";
import { allowMethods, apiRoute, json, parseJson } from "../../server/http.server.ts";
import { clientAddress } from "../../server/security/client-address.server.ts";

/**
 * POST /api/contact {from, subject, text, html}: Contact Us, open to everyone. The server writes
 * the subject and the HTML from `text` (a supplied subject or html is ignored) and sends it to
 * the site owners with `from` as Reply-To. 200 when the mail server took it, 202 when it is
 * stored and will be retried.
 */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["POST"]);
  const input = await parseJson(request, siteMessageSchema);
  const outcome = await sendSiteMessage(input, clientAddress(request));
  return outcome.status === "sent"
    ? json({ message: contactUsTexts.siteSent })
    : json({ message: contactMessages.queued }, 202);
});
