import { z } from "./zod.ts";
import { BADGES, MAX_BADGES } from "./levels.ts";
import { FIELD_LIMITS } from "./limits.ts";
import { reviewMessages } from "./messages/reviews.ts";

/** A form sends one value as a string and several as a list; JSON sends a list. */
const asList = (value: unknown) => (typeof value === "string" ? [value] : value);

/**
 * The rate-coach form and POST /api/comment (the author and time come from the session). The
 * terms forbid links and phone numbers too: the review service checks those (see
 * app/server/reviews/contact-details.server.ts).
 */
export const reviewSchema = z.object({
  userId: z.uuid({ error: reviewMessages.badCoachId }),
  rating: z.coerce
    .number({ error: reviewMessages.ratingRequired })
    .min(1, reviewMessages.ratingRequired)
    .max(5, reviewMessages.ratingRange)
    .refine((r) => Number.isInteger(r * 2), reviewMessages.ratingRange),
  badges: z.preprocess(
    asList,
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
  /** The review terms checkbox (SPEC: "agreement checkbox required"). */
  agreement: z.literal(true, { error: reviewMessages.agreementRequired }),
});

export type ReviewInput = z.infer<typeof reviewSchema>;
