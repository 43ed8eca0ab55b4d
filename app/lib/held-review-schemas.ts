import { z } from "./zod.ts";
import { heldReviewTexts as t } from "./messages/held-reviews.ts";
import { moderationTexts } from "./messages/moderation.ts";
import { removalSchema } from "./review-moderation.ts";

/** One decision covers at most this many held reviews: a coach's whole burst, or the queue's page. */
export const HELD_DECISION_MAX = 100;

const ids = z
  .array(z.uuid({ error: t.badId }), { error: t.idsRequired })
  .min(1, t.idsRequired)
  .max(HELD_DECISION_MAX, t.tooMany(HELD_DECISION_MAX));
const { reason, note } = removalSchema.shape;

/**
 * POST /api/admin/held-reviews/decision (decision 0075): approve (shown and counted from now on,
 * never held again) or reject with a reason (a removal by the site), each id a held review.
 */
export const heldDecisionSchema = z.discriminatedUnion(
  "decision",
  [
    z.object({ decision: z.literal("approve"), ids, reason: reason.optional(), note }),
    z.object({ decision: z.literal("reject"), ids, reason, note }),
  ],
  { error: moderationTexts.decisionRequired },
);
export type HeldDecision = z.infer<typeof heldDecisionSchema>;

/** The admin panel's held-review forms: one `ids` field (one review) or several (a coach's "all"). */
export const heldIdsField = z.preprocess((v) => (typeof v === "string" ? [v] : v), ids);
