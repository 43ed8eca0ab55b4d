import { z } from "zod";
import { FIELD_LIMITS } from "./limits.ts";
import { adminTexts as t } from "./messages.ts";
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
