import { z } from "./zod.ts";
import { formBoolean, formList } from "./form-fields.ts";
import { intent, intents } from "./form-intents.ts";
import { BADGES, MAX_BADGES } from "./levels.ts";
import { FIELD_LIMITS } from "./limits.ts";
import { apiErrors } from "./messages/api-errors.ts";
import { reviewMessages } from "./messages/reviews.ts";
import { invitationTexts } from "./messages/invitations.ts";
import { deleteReviewSchema, flagSchema, replySchema } from "./review-moderation.ts";

/**
 * The rate-coach form and POST /api/comment (the author and time come from the session). The
 * terms forbid links and phone numbers too: the review service checks those (see
 * app/server/reviews/links-and-phones.server.ts).
 */
export const reviewSchema = z.object({
  userId: z.uuid({ error: reviewMessages.badCoachId }),
  rating: z.coerce
    .number({ error: reviewMessages.ratingRequired })
    .min(1, reviewMessages.ratingRequired)
    .max(5, reviewMessages.ratingRange)
    .refine((r) => Number.isInteger(r * 2), reviewMessages.ratingRange),
  badges: formList(
    z
      .array(z.enum(BADGES, { error: reviewMessages.unknownBadge }))
      .max(MAX_BADGES, reviewMessages.tooManyBadges)
      .default([])
      .refine((b) => new Set(b).size === b.length, reviewMessages.tooManyBadges),
  ),
  comment: z
    .string({ error: reviewMessages.commentRequired })
    .trim()
    .min(1, reviewMessages.commentRequired)
    .max(FIELD_LIMITS.comment, reviewMessages.commentTooLong),
  /** The review terms checkbox (docs/product.md §11: the agreement is required). */
  agreement: z.literal(true, { error: reviewMessages.agreementRequired }),
  /** The token of the coach's invitation this review answers (decision 0075); the review is then labelled invited. */
  invitation: z.string().trim().min(1).max(100, invitationTexts.unknown).optional(),
});

export type ReviewInput = z.infer<typeof reviewSchema>;

/** The review a form under it acts on. */
const onReview = z.object({ commentId: z.uuid({ error: apiErrors.badId }) });

/** The rate form (the dialog, an invitation's page): its terms checkbox arrives as text; the API takes only a JSON true. */
export const rateFormSchema = reviewSchema.extend({
  agreement: formBoolean(reviewMessages.agreementRequired).pipe(
    z.literal(true, { error: reviewMessages.agreementRequired }),
  ),
});

/**
 * The coach page's forms: the rate dialog, a review's delete button (a reason when the coach or an
 * admin removes it), the owner's reply forms and the report form (decision 0067). The coach's id
 * comes from the page's address.
 */
export const coachPageForm = intents(
  intent("rate", rateFormSchema),
  intent("delete", deleteReviewSchema.extend(onReview.shape)),
  intent("reply", replySchema.extend(onReview.shape)),
  intent("editReply", replySchema.extend(onReview.shape)),
  intent("deleteReply", onReview),
  intent("flag", flagSchema.extend(onReview.shape)),
);
