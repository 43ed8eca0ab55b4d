import { z } from "./zod.ts";
import { ACCOUNT_TYPES } from "./levels.ts";
import { FIELD_LIMITS } from "./limits.ts";
import { profileApiMessages } from "./messages/profile-form.ts";
import { securityMessages } from "./messages/security.ts";

// docs/product.md §24: PUT /profile sets the user type {accountType, level, isCoach} or the affiliate id.
// level and isCoach may be sent, but they follow from accountType: user is level1, coach level2.
export const accountTypeBody = z
  .object({
    accountType: z.enum(ACCOUNT_TYPES, { error: profileApiMessages.accountType }),
    level: z.enum(["level1", "level2"]).optional(),
    isCoach: z.boolean().optional(),
  })
  .refine(
    ({ accountType, level, isCoach }) =>
      (level === undefined || level === (accountType === "coach" ? "level2" : "level1")) &&
      (isCoach === undefined || isCoach === (accountType === "coach")),
    profileApiMessages.levelFollowsType,
  );

export const affiliateBody = z.object(
  {
    affiliateId: z
      .string({ error: profileApiMessages.sendOne })
      .trim()
      .min(1, profileApiMessages.sendOne)
      .max(FIELD_LIMITS.short, securityMessages.tooLong(FIELD_LIMITS.short)),
  },
  { error: profileApiMessages.sendOne },
);
