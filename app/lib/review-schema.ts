import { z } from "zod";
import { BADGES, MAX_BADGES } from "./levels.ts";
import { reviewMessages } from "./messages.ts";

// Terms: no links or phone numbers in a review. A phone number: 7+ digits with separators.
const LINK = /(https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(com|net|org|io|co|us|uk|info|biz|me)\b/i;
const PHONE = /(\+?\d[\d\s().-]{6,}\d)/;

/** The rate-coach form and POST /api/comment (the author and time come from the session). */
export const reviewSchema = z.object({
  userId: z.uuid({ error: "userId must be the coach's id." }),
  rating: z.coerce
    .number({ error: reviewMessages.ratingRequired })
    .min(1, reviewMessages.ratingRequired)
    .max(5, reviewMessages.ratingRange)
    .refine((r) => Number.isInteger(r * 2), reviewMessages.ratingRange),
  badges: z
    .array(z.enum(BADGES, { error: reviewMessages.unknownBadge }))
    .max(MAX_BADGES, reviewMessages.tooManyBadges)
    .default([])
    .refine((b) => new Set(b).size === b.length, reviewMessages.tooManyBadges),
  comment: z
    .string({ error: reviewMessages.commentRequired })
    .trim()
    .min(1, reviewMessages.commentRequired)
    .max(5000, reviewMessages.commentTooLong)
    .refine((c) => !LINK.test(c), reviewMessages.noLinks)
    .refine((c) => !PHONE.test(c), reviewMessages.noPhones),
});

export type ReviewInput = z.infer<typeof reviewSchema>;
