import { z } from "zod";
import { FIELD_LIMITS } from "./limits.ts";

// SPEC section 7: PUT /profile sets the user type {accountType, level, isCoach} or the affiliate id.
export const accountTypeBody = z.object({
  accountType: z.enum(["user", "coach"], { error: "accountType must be 'user' or 'coach'." }),
  level: z.enum(["level1", "level2"]).optional(),
  isCoach: z.boolean().optional(),
});

export const affiliateBody = z.object({ affiliateId: z.string().trim().min(1).max(FIELD_LIMITS.short) });
