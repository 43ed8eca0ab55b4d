import { insightTexts } from "./messages/insights.ts";
import type { InsightPeriod } from "./insights.ts";
import { z } from "./zod.ts";

// The query of GET /api/profile/insights and of the pages that show insights (decision 0076).

const days = z
  .enum(["30", "90"], { error: insightTexts.badDays })
  .default("30")
  .transform((d) => Number(d) as InsightPeriod)
  .meta({ description: "The period: the last 30 or 90 days, today included (UTC days)." });

/** ?days on /profile and /coach/{id}/edit. */
export const insightsPageQuery = z.object({ days });

/** GET /api/profile/insights?days=30|90[&id=]. */
export const insightsQuery = z.object({
  days,
  id: z.uuid({ error: insightTexts.badId }).optional().meta({
    description:
      "The coach's profile id: required for an admin; anyone else may leave it out or name their own profile.",
  }),
});
