import { z } from "./zod.ts";
import { ADD_ON_LEVELS, LEVELS } from "./levels.ts";
import { FIELD_LIMITS } from "./limits.ts";
import { adminTexts as t } from "./messages/admin.ts";
import { profileUpdateSchema } from "./profile-form-schema.ts";

const id = z.uuid({ error: t.badId });

/** PUT /api/admin/profile: the profile form's fields for the profile `_id`. */
export const adminProfileBody = profileUpdateSchema.extend({ _id: id });

/** PUT /api/notes (SPEC.md section 7: userId, notes). */
export const notesBody = z.object({
  userId: id,
  notes: z.string().max(FIELD_LIMITS.notes, { error: t.notesTooLong(FIELD_LIMITS.notes.toLocaleString("en-US")) }),
});

/**
 * POST /api/admin/linkprofile: the profile, and the account as an e-mail address (what the admin
 * types) or as its id (SPEC.md's cognitoId).
 */
export const linkProfileBody = z
  .object({
    profileToClaimId: id,
    email: z
      .email({ error: t.badEmail })
      .max(FIELD_LIMITS.email)
      .transform((e) => e.trim().toLowerCase())
      .optional(),
    cognitoId: z.string().min(1).max(FIELD_LIMITS.short).optional(),
  })
  .refine((b) => b.email || b.cognitoId, { error: t.accountMissing });

/** A claim's rejection reason, e-mailed to the claimant. */
export const rejectClaimBody = z.object({
  claimId: id,
  reason: z
    .string()
    .trim()
    .min(1, { error: t.reasonMissing })
    .max(FIELD_LIMITS.comment, { error: t.reasonTooLong(FIELD_LIMITS.comment.toLocaleString("en-US")) }),
});

/**
 * PUT /api/admin/userlevel (SPEC.md section 7): the level, the advertising add-on ('0' or null for
 * none) with its niche, and whether the plan ends after four periods.
 */
export const userLevelBody = z
  .object({
    userId: id,
    level: z.enum(LEVELS),
    addOnLevel: z
      .union([z.enum(ADD_ON_LEVELS), z.literal("0"), z.null()])
      .optional()
      .transform((v) => (v === "0" || v === undefined ? null : v)),
    featuredCategory: z.string().trim().max(FIELD_LIMITS.short).nullish(),
    fourMonthSubscription: z.boolean().default(false),
  })
  .refine((b) => !b.addOnLevel || b.featuredCategory, { error: t.nicheRequired, path: ["featuredCategory"] });
export type UserLevelInput = z.output<typeof userLevelBody>;
