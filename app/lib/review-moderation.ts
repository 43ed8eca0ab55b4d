import { z } from "./zod.ts";
import { FIELD_LIMITS } from "./limits.ts";
import { moderationTexts } from "./messages/moderation.ts";
import { APPEAL_DECISIONS, REVIEW_REASONS } from "./review-reasons.ts";

const reason = z.enum(REVIEW_REASONS, { error: moderationTexts.reasonRequired });
const note = z
  .string({ error: moderationTexts.noteTooLong })
  .trim()
  .max(FIELD_LIMITS.moderationNote, moderationTexts.noteTooLong)
  .optional()
  .transform((n) => n || undefined);

/** An owner's public reply (POST and PUT /api/comment/{reviewId}/reply, the coach page's form). */
export const replySchema = z.object({
  text: z
    .string({ error: moderationTexts.replyRequired })
    .trim()
    .min(1, moderationTexts.replyRequired)
    .max(FIELD_LIMITS.reply, moderationTexts.replyTooLong),
});

/** POST /api/comment/{reviewId}/flag: "other" needs a few words. */
export const flagSchema = z
  .object({
    reason,
    details: z
      .string({ error: moderationTexts.detailsTooLong })
      .trim()
      .max(FIELD_LIMITS.moderationNote, moderationTexts.detailsTooLong)
      .optional()
      .transform((d) => d || undefined),
  })
  .refine((f) => f.reason !== "other" || f.details, { message: moderationTexts.detailsRequired, path: ["details"] });
export type FlagInput = z.infer<typeof flagSchema>;

/** A removal by the coach (DELETE /api/comment/{id}) or by an admin: a reason is required. */
export const removalSchema = z.object({ reason, note });
export type RemovalInput = z.infer<typeof removalSchema>;

/**
 * DELETE /api/comment/{id} and the coach page's delete: the author needs no reason, the coach and
 * an admin do (the service says so).
 */
export const deleteReviewSchema = z.object({
  // A form's empty choice is no reason.
  reason: z.preprocess((r) => (r === "" ? undefined : r), reason.optional()),
  note,
});
export type DeleteReviewInput = z.infer<typeof deleteReviewSchema>;

/** POST /api/admin/flags/{reviewId}/decision. */
export const flagDecisionSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("keep"), reason: reason.optional(), note }),
    z.object({ decision: z.literal("remove"), reason, note }),
  ],
  { error: moderationTexts.decisionRequired },
);
export type FlagDecision = z.infer<typeof flagDecisionSchema>;

/** POST /api/comment/{reviewId}/appeal. */
export const appealSchema = z.object({
  text: z
    .string({ error: moderationTexts.appealRequired })
    .trim()
    .min(1, moderationTexts.appealRequired)
    .max(FIELD_LIMITS.message, moderationTexts.appealTooLong),
});

/** POST /api/admin/appeals/{reviewId}/decision. */
export const appealDecisionSchema = z.object({
  decision: z.enum(APPEAL_DECISIONS, { error: moderationTexts.decisionRequired }),
  note,
});
