import { digestLinkQuery, oneClickForm } from "../../lib/digest-schemas.ts";
import { LIMITS } from "../security/rate-limit.server.ts";
import type { ApiOperation } from "./api-operation.server.ts";

// The weekly digest's one-click unsubscribe (decision 0077), the address of its List-Unsubscribe
// header: mail programs post to it (RFC 8058).

const { max, windowSeconds } = LIMITS.digestChangesPerCoach;

export const weeklyDigestOperations: ApiOperation[] = [
  {
    operationId: "stopWeeklyDigest",
    method: "post",
    path: "/api/weekly-digest/stop",
    tag: "Profile",
    summary: "Stop a coach's weekly digest (one-click unsubscribe)",
    description: `The address in every weekly digest's \`List-Unsubscribe\` header, with \`List-Unsubscribe-Post: List-Unsubscribe=One-Click\` (RFC 8058): a mail program's unsubscribe button posts the form body \`List-Unsubscribe=One-Click\` here. The query's \`coach\` (the profile id) and \`sig\` (a keyed hash of it, made by the site) are the permission: no sign-in, no cookie, any origin. Stopping twice changes nothing more; the link's page, \`/weekly-digest/stop\` with the same query, shows the state and resumes the digest. A GET stops nothing (405). At most ${max} changes in ${windowSeconds / 60} minutes per profile.`,
    access: "public",
    query: digestLinkQuery,
    body: oneClickForm,
    bodyMediaType: "application/x-www-form-urlencoded",
    responses: { 200: { description: "Stopped: `{ message }`." } },
    errors: {
      400: "The query has no profile id or signature, or the body is not `List-Unsubscribe=One-Click`.",
      404: "The signature is not this profile's (a changed link), or the profile is gone.",
      429: "The digest of this profile was stopped and resumed too often in the last hour.",
    },
  },
];
