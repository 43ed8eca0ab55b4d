import { z } from "./zod.ts";
import { intent, intents } from "./form-intents.ts";
import { formBoolean } from "./form-fields.ts";
import { ADD_ON_LEVELS, LEVELS } from "./levels.ts";
import { FIELD_LIMITS } from "./limits.ts";
import { adminTexts as t } from "./messages/admin.ts";
import { bannerMessages } from "./messages/ads.ts";
import { profileFormSchema, profileUpdateSchema } from "./profile-form-schema.ts";
import { appealDecisionSchema, removalSchema } from "./review-moderation.ts";
import { heldIdsField } from "./held-review-schemas.ts";

const id = z.uuid({ error: t.badId });

/** PUT /api/admin/profile: the profile form's fields for the profile `_id`. */
export const adminProfileBody = profileUpdateSchema.extend({ _id: id });

/** PUT /api/notes (docs/product.md §24: userId, notes). */
export const notesBody = z.object({
  userId: id,
  notes: z.string().max(FIELD_LIMITS.notes, { error: t.notesTooLong(FIELD_LIMITS.notes.toLocaleString("en-US")) }),
});

/**
 * POST /api/admin/linkprofile: the profile, and the account as an e-mail address (what the admin
 * types) or as its id (the API's cognitoId, docs/product.md §24).
 */
const linkEmail = z
  .email({ error: t.badEmail })
  .max(FIELD_LIMITS.email)
  .transform((e) => e.trim().toLowerCase());

export const linkProfileBody = z
  .object({
    profileToClaimId: id,
    email: linkEmail.optional(),
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
 * PUT /api/admin/userlevel (docs/product.md §24): the level, the advertising add-on ('0' or null for
 * none) with its niche, and whether the plan ends after four periods.
 */
const levelChoice = {
  level: z.enum(LEVELS),
  addOnLevel: z
    .union([z.enum(ADD_ON_LEVELS), z.literal("0"), z.null()])
    .optional()
    .transform((v) => (v === "0" || v === undefined ? null : v)),
  featuredCategory: z.string().trim().max(FIELD_LIMITS.short).nullish(),
};
const nicheNamed = (b: { addOnLevel: string | null; featuredCategory?: string | null }) =>
  !b.addOnLevel || Boolean(b.featuredCategory);
const nicheMissing = { error: t.nicheRequired, path: ["featuredCategory"] };

export const userLevelBody = z
  .object({ userId: id, ...levelChoice, fourMonthSubscription: z.boolean().default(false) })
  .refine(nicheNamed, nicheMissing);
export type UserLevelInput = z.output<typeof userLevelBody>;

// The moderation queue's decisions (decision 0067), with the API's reason and note rules.
const queuedReview = z.object({ reviewId: id, note: appealDecisionSchema.shape.note });

/**
 * The forms of /adminpanel: a claim approved or rejected, the banner choice, a deleted profile
 * restored, and the moderation queue's decisions on a reported review, an appeal or held reviews.
 */
export const adminPanelForm = intents(
  intent("approve", z.object({ claimId: id })),
  intent("reject", rejectClaimBody),
  intent("banner", z.object({ isGoogleBanner: formBoolean(bannerMessages.isGoogleBannerBoolean) })),
  intent("restore", z.object({ profileId: id })),
  intent("keepReview", queuedReview),
  intent("removeReview", queuedReview.extend({ reason: removalSchema.shape.reason })),
  intent("upholdRemoval", queuedReview),
  intent("restoreReview", queuedReview),
  // Held reviews (decision 0075): one review, or every held review of a coach at once.
  intent("approveHeld", z.object({ ids: heldIdsField, note: queuedReview.shape.note })),
  intent(
    "rejectHeld",
    z.object({ ids: heldIdsField, reason: removalSchema.shape.reason, note: queuedReview.shape.note }),
  ),
);

/** The forms of the admin's profile editor, /coach/{id}/edit; the profile's id is in the address. */
export const coachEditForm = intents(
  intent("profile", profileFormSchema),
  intent("notes", z.object({ notes: notesBody.shape.notes.default("") })),
  intent(
    "link",
    z.object({ email: linkEmail.optional() }).refine((b) => b.email, { error: t.accountMissing }),
  ),
  intent(
    "level",
    z
      .object({
        ...levelChoice,
        // The form's "no niche" is an empty choice.
        featuredCategory: levelChoice.featuredCategory.transform((v) => v || null),
        fourMonthSubscription: formBoolean(t.fourMonthChoice),
      })
      .refine(nicheNamed, nicheMissing),
  ),
  intent("delete", z.object({})),
);
