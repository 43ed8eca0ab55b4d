import { z } from "zod";
import { invitationRequestSchema } from "../../lib/invitation-schemas.ts";
import { INVITATION_LIMITS, INVITATION_STATES } from "../../lib/invitations.ts";
import { pageQuery } from "../http.server.ts";
import { LIMITS } from "../security/rate-limit.server.ts";
import type { ApiOperation } from "./api-operation.server.ts";
import type { InvitationBatch, InvitationView } from "../invitations/invitation-service.server.ts";

// Review invitations (decision 0075). The body is the schema the route parses with
// (app/lib/invitation-schemas.ts); the answers are tied to the service's types as in
// response-schemas.server.ts.

const { perRequest, perDay, days } = INVITATION_LIMITS;

const invitation = z
  .object({
    id: z.uuid(),
    email: z.string().meta({ description: "The invited address, in lower case." }),
    state: z.enum(INVITATION_STATES),
    createdAt: z.iso.datetime().meta({ description: "When it was sent." }),
    expiresAt: z.iso.datetime().meta({ description: `When the link stops working: ${days} days on.` }),
  })
  .meta({ id: "Invitation", description: "A review invitation the coach sent." }) satisfies z.ZodType<{
  [K in keyof InvitationView]: InvitationView[K] extends Date ? string : InvitationView[K];
}>;

const invitationBatch = z.object({
  sent: z.array(z.object({ email: z.string(), id: z.uuid() })),
  refused: z
    .array(z.object({ email: z.string(), message: z.string().meta({ description: "Why it was not sent." }) }))
    .meta({ description: "The addresses left out, each with the reason." }),
}) satisfies z.ZodType<InvitationBatch>;
const ownerOnly = {
  401: "Not signed in.",
  403: "The caller does not own a claimed coach profile.",
} as const;

export const invitationOperations: ApiOperation[] = [
  {
    operationId: "sendInvitations",
    method: "post",
    path: "/api/invitations",
    tag: "Reviews",
    summary: "Invite clients to review the own profile",
    description: `The owner of a claimed coach profile, at any level, e-mails clients a link to review it: up to ${perRequest} addresses a request, ${perDay} invitations in any 24 hours. Each link works once, for ${days} days, and only for an account with the address it was sent to (it signs up or in at the link, /invitations/{token}); the review is then labelled \`source: "invited"\`. The mail names the coach and says the review may be negative. Addresses are read in lower case, each once. Refused, and listed in \`refused\` with the reason: the caller's own address, an address whose account has reviewed the coach, an address the coach invited within ${days} days. At most ${LIMITS.invitationRequestsPerAccount.max} requests an hour per account.`,
    access: "signed-in",
    body: invitationRequestSchema,
    responses: {
      201: {
        description: "At least one invitation went; `message` says how many.",
        body: z.object({ data: invitationBatch, message: z.string() }),
      },
    },
    errors: {
      400: `No address, more than ${perRequest}, or one that is not an e-mail address (the message names it).`,
      ...ownerOnly,
      409: "Every address was refused (the message gives the first one's reason), or the profile has no public page yet. Nothing was sent.",
      429: `The addresses left after the refusals are more than the invitations left of the ${perDay} a day (the message says how many are left; nothing was sent), or too many requests from this account.`,
    },
  },
  {
    operationId: "listInvitations",
    method: "get",
    path: "/api/invitations",
    tag: "Reviews",
    summary: "The own profile's invitations",
    description:
      "Newest first, each with its state: `sent`, `opened` (the link was visited), `reviewed` (used for a review) or `expired` (not used in time). `total` counts them all.",
    access: "signed-in",
    query: pageQuery,
    responses: {
      200: {
        description: "A page of invitations.",
        body: z.object({ data: z.array(invitation), total: z.int().min(0) }),
      },
    },
    errors: { 400: "`from` or `size` is not a whole number in range.", ...ownerOnly },
  },
];
