import { z } from "./zod.ts";
import { intent, intents } from "./form-intents.ts";
import { addressList, INVITATION_LIMITS } from "./invitations.ts";
import { FIELD_LIMITS } from "./limits.ts";
import { invitationTexts } from "./messages/invitations.ts";
import { rateFormSchema } from "./review-schema.ts";

const address = z
  .string({ error: invitationTexts.emailsRequired })
  .trim()
  .toLowerCase()
  .max(FIELD_LIMITS.email, { error: (issue) => invitationTexts.badAddress(String(issue.input)) })
  .pipe(z.email({ error: (issue) => invitationTexts.badAddress(String(issue.input)) }));

/** The clients' addresses: lower case, each once. */
const addresses = z
  .array(address, { error: invitationTexts.emailsRequired })
  .min(1, invitationTexts.emailsRequired)
  .max(INVITATION_LIMITS.perRequest, invitationTexts.tooManyAddresses(INVITATION_LIMITS.perRequest))
  .transform((emails) => [...new Set(emails)])
  .meta({
    description: `The clients' e-mail addresses, at most ${INVITATION_LIMITS.perRequest}; case and repeats do not matter.`,
  });

/** POST /api/invitations (decision 0075). */
export const invitationRequestSchema = z.object({ emails: addresses });

/** The forms of /profile that post to its own action: the invitation form's text box is a pasted list. */
export const profilePageForm = intents(
  intent(
    "invite",
    z.object({ emails: z.string({ error: invitationTexts.emailsRequired }).transform(addressList).pipe(addresses) }),
  ),
);

/** The invitation page's one form: the review, for the coach the invitation names. */
export const invitationPageForm = intents(intent("rate", rateFormSchema));
