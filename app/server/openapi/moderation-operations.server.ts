import { z } from "zod";
import { FIELD_LIMITS } from "../../lib/limits.ts";
import {
  appealDecisionSchema,
  appealSchema,
  flagDecisionSchema,
  flagSchema,
  replySchema,
} from "../../lib/review-moderation.ts";
import { APPEAL_DAYS } from "../../lib/review-reasons.ts";
import { HELD_DECISION_MAX, heldDecisionSchema } from "../../lib/held-review-schemas.ts";
import { uuidParam } from "../http.server.ts";
import { LIMITS } from "../security/rate-limit.server.ts";
import type { ApiOperation } from "./api-operation.server.ts";
import { appealedRemoval, dataOf, flaggedReview, heldReview, moderationRecord } from "./response-schemas.server.ts";

// Owner replies, reports, removals, appeals and the public moderation record (decision 0067).
// The bodies are the schemas the routes parse with (app/lib/review-moderation.ts).

const reviewId = z.object({ id: uuidParam.meta({ description: "The review's id." }) });
const message = z.object({ message: z.string() });
const perHour = (limit: { max: number; windowSeconds: number }) =>
  `${limit.max} in ${limit.windowSeconds === 3600 ? "an hour" : `${limit.windowSeconds} seconds`}`;
const adminOnly = { 401: "Not signed in.", 403: "The caller is not an administrator." } as const;
const reasons =
  "`reason` is one of `not-a-client` (not a real client), `fake` (fake or paid), `offensive` (offensive or hateful), `personal-information` (shares personal information), `spam` (spam or advertising), `illegal` (illegal content) and `other` (something else).";

export const moderationOperations: ApiOperation[] = [
  {
    operationId: "postReply",
    method: "post",
    path: "/api/comment/{id}/reply",
    tag: "Reviews",
    summary: "Reply to a review of the own profile",
    description: `The account that owns the reviewed (claimed) profile, at any level, posts one public reply per review. It shows under the review on the coach page and in GET /api/comment/{id} as \`reply\`, and the reviewer is e-mailed. The rules of reviews apply: no links, no phone numbers, at most ${FIELD_LIMITS.reply} characters. At most ${perHour(LIMITS.repliesPerAccount)} replies and edits per account.`,
    access: "signed-in",
    pathParams: reviewId,
    body: replySchema,
    responses: { 201: { description: "Posted.", body: message } },
    errors: {
      400: "The id is not a UUID, or the text is empty, too long, or holds a link or a phone number.",
      403: "The caller does not own the reviewed profile.",
      404: "No shown review has this id.",
      409: "The review has a reply already: edit it with PUT.",
      429: "Too many replies and edits from this account.",
    },
  },
  {
    operationId: "editReply",
    method: "put",
    path: "/api/comment/{id}/reply",
    tag: "Reviews",
    summary: "Edit the reply to a review",
    description:
      "The owner of the reviewed profile rewrites its reply, with the rules of a new reply; the reply then shows as edited, with `updatedAt`.",
    access: "signed-in",
    pathParams: reviewId,
    body: replySchema,
    responses: { 200: { description: "Edited.", body: message } },
    errors: {
      400: "The id is not a UUID, or the text is empty, too long, or holds a link or a phone number.",
      403: "The caller does not own the reviewed profile.",
      404: "No shown review has this id, or it has no reply.",
      429: "Too many replies and edits from this account.",
    },
  },
  {
    operationId: "deleteReply",
    method: "delete",
    path: "/api/comment/{id}/reply",
    tag: "Reviews",
    summary: "Delete the reply to a review",
    description: "By the owner of the reviewed profile, or by an administrator.",
    access: "signed-in",
    pathParams: reviewId,
    responses: { 200: { description: "Deleted.", body: message } },
    errors: {
      400: "The id is not a UUID.",
      403: "The caller neither owns the reviewed profile nor is an administrator.",
      404: "No shown review has this id, or it has no reply.",
    },
  },
  {
    operationId: "flagReview",
    method: "post",
    path: "/api/comment/{id}/flag",
    tag: "Reviews",
    summary: "Report a review",
    description: `Any signed-in account, the coach's owner included, reports a review once, with a reason; \`other\` needs \`details\` (at most ${FIELD_LIMITS.moderationNote} characters). ${reasons} A report never hides a review, however many there are: the review stays on the page, in the lists and in the rating until an administrator decides (POST /api/admin/flags/{id}/decision). At most ${perHour(LIMITS.flagsPerAccount)} reports per account.`,
    access: "signed-in",
    pathParams: reviewId,
    body: flagSchema,
    responses: { 201: { description: "Reported; a moderator will look at it.", body: message } },
    errors: {
      400: "The id is not a UUID, the reason is not one of the list, `other` comes without details, or the details are too long.",
      404: "No shown review has this id.",
      409: "The caller has reported this review already.",
      429: "Too many reports from this account.",
    },
  },
  {
    operationId: "appealRemoval",
    method: "post",
    path: "/api/comment/{id}/appeal",
    tag: "Reviews",
    summary: "Appeal the removal of the own review",
    description: `The author of a removed review (removed by the site or by the coach) asks for it back, once, within ${APPEAL_DAYS} days of the removal; an administrator, not the coach, decides and the author is e-mailed the outcome. At most ${perHour(LIMITS.appealsPerAccount)} appeals per account.`,
    access: "signed-in",
    pathParams: reviewId,
    body: appealSchema,
    responses: { 201: { description: "Appealed.", body: message } },
    errors: {
      400: `The id is not a UUID, or the text is empty or longer than ${FIELD_LIMITS.message} characters.`,
      403: "The caller is not the review's author.",
      404: "No review has this id.",
      409: `The review is not removed, its removal was appealed already, or the ${APPEAL_DAYS} days have passed.`,
      429: "Too many appeals from this account.",
    },
  },
  {
    operationId: "getModerationRecord",
    method: "get",
    path: "/api/user/{id}/moderation",
    tag: "Reviews",
    summary: "A coach's public moderation record",
    description:
      "Reviews shown; reviews removed by the site and by the coach, by reason, with the average stars of those the coach removed; the share of reviews with an owner reply and the median time to it. A removal restored on appeal does not count; an author deleting their own review is not a removal.",
    access: "public",
    pathParams: z.object({ id: uuidParam.meta({ description: "The coach's profile id." }) }),
    responses: { 200: { description: "The record.", body: dataOf(moderationRecord) } },
    errors: { 400: "The id is not a UUID.", 404: "No public coach has this id." },
  },
  {
    operationId: "listFlaggedReviews",
    method: "get",
    path: "/api/admin/flags",
    tag: "Admin",
    summary: "The reported reviews",
    description:
      "Shown reviews with open reports, the oldest report first (50 at most), each with its reasons and their counts, the reporters' words, and the coach's and the author's history.",
    access: "signed-in",
    responses: { 200: { description: "The queue.", body: dataOf(z.array(flaggedReview)) } },
    errors: adminOnly,
  },
  {
    operationId: "decideFlags",
    method: "post",
    path: "/api/admin/flags/{id}/decision",
    tag: "Admin",
    summary: "Keep or remove a reported review",
    description: `\`keep\` closes the review's open reports; \`remove\` hides the review from every page, list, count and score (a soft removal, counted as removed by the site in the coach's public record), needs a \`reason\` and closes its reports. ${reasons} The author is e-mailed the reason, the rule it relates to and how to appeal; the reporters are told the decision. Recorded in the admin record in the same transaction.`,
    access: "signed-in",
    pathParams: reviewId,
    body: flagDecisionSchema,
    responses: { 200: { description: "Decided.", body: message } },
    errors: {
      400: "The id is not a UUID, the decision is neither `keep` nor `remove`, a removal has no reason from the list, or the note is too long.",
      ...adminOnly,
      404: "No shown review has this id.",
      409: "`keep`: the review has no open reports.",
    },
  },
  {
    operationId: "listAppeals",
    method: "get",
    path: "/api/admin/appeals",
    tag: "Admin",
    summary: "The appealed removals",
    description:
      "Removals whose author appealed and that wait for a decision, the oldest appeal first (50 at most), each with the review, who removed it and why, the appeal, and the coach's and the author's history.",
    access: "signed-in",
    responses: { 200: { description: "The queue.", body: dataOf(z.array(appealedRemoval)) } },
    errors: adminOnly,
  },
  {
    operationId: "decideAppeal",
    method: "post",
    path: "/api/admin/appeals/{id}/decision",
    tag: "Admin",
    summary: "Uphold a removal or restore the review",
    description:
      "`restore` brings the review back on the page, in the lists, counts and score, and drops the removal from the coach's public record; `uphold` lets the removal stand. The author is e-mailed the outcome. Recorded in the admin record in the same transaction.",
    access: "signed-in",
    pathParams: reviewId,
    body: appealDecisionSchema,
    responses: { 200: { description: "Decided.", body: message } },
    errors: {
      400: "The id is not a UUID, the decision is neither `uphold` nor `restore`, or the note is too long.",
      ...adminOnly,
      409: "The review has no open appeal.",
    },
  },
  {
    operationId: "listHeldReviews",
    method: "get",
    path: "/api/admin/held-reviews",
    tag: "Admin",
    summary: "The reviews held by the review-bomb guard",
    description:
      "When, within 24 hours, a coach gets more reviews from accounts younger than a week than 5 + 3 x their usual reviews a day (over the 90 days before; the server's REVIEW_BURST_MIN, REVIEW_BURST_FACTOR and REVIEW_BURST_ACCOUNT_DAYS), those reviews are held: not shown, not counted, until an administrator decides. The 50 held longest, each coach's together, each with when it was held, the author's account age, and the coach's and the author's history.",
    access: "signed-in",
    responses: { 200: { description: "The queue.", body: dataOf(z.array(heldReview)) } },
    errors: adminOnly,
  },
  {
    operationId: "decideHeldReviews",
    method: "post",
    path: "/api/admin/held-reviews/decision",
    tag: "Admin",
    summary: "Approve or reject held reviews",
    description: `One decision on 1 to ${HELD_DECISION_MAX} held reviews (\`ids\`), such as all of a coach's: \`approve\` shows and counts them from now on (they are never held again); \`reject\` removes each for the site with the \`reason\` (required), counted in the coach's public record, and e-mails each author the reason and how to appeal. ${reasons} All or none; each review's decision is recorded in the admin record in the same transaction.`,
    access: "signed-in",
    body: heldDecisionSchema,
    responses: { 200: { description: "Decided.", body: message } },
    errors: {
      400: `\`ids\` is not a list of 1 to ${HELD_DECISION_MAX} UUIDs, the decision is neither \`approve\` nor \`reject\`, a rejection has no reason from the list, or the note is too long.`,
      ...adminOnly,
      404: "An id is not a review's.",
      409: "A review is not held (any more): approved, removed or never held.",
    },
  },
];
