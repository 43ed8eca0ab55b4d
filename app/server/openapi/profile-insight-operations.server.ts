import { z } from "zod";
import { insightsQuery } from "../../lib/insight-schemas.ts";
import type { CoachInsights, InsightsAnswer, InsightsTeaser } from "../../lib/insight-view.ts";
import type { InsightCount } from "../../lib/insights.ts";
import type { ApiOperation } from "./api-operation.server.ts";

// GET /api/profile/insights (issue 26, decision 0076). The query is the schema the route parses
// with; the answer is tied to the service's types as in response-schemas.server.ts.

const count = (description: string) => z.int().min(0).meta({ description });

const COUNTS = {
  views: count("Views of the coach page by people: not robots, not the owner, not admins."),
  searchImpressions: count("Times the coach was listed on a search result page a visitor saw."),
  nicheImpressions: count("Times the coach was listed on a niche page a visitor saw."),
  websiteClicks: count("Clicks on the website link."),
  socialClicks: count("Clicks on the social media link."),
  videoClicks: count("Videos played on the coach page."),
  messages: count("Contact messages sent to the coach."),
} satisfies Record<InsightCount, z.ZodType>;

const figures = {
  ...COUNTS,
  reviews: count("Shown reviews posted (not removed, not held for a check)."),
  averageRating: z
    .number()
    .min(1)
    .max(5)
    .nullable()
    .meta({ description: "The average rating of those reviews; null without any." }),
};

const insightFigures = z.object(figures).meta({ id: "InsightFigures" });
const insightDay = z.object({ day: z.iso.date().meta({ description: "The UTC day." }), ...figures });
const percentile = z
  .int()
  .min(0)
  .max(100)
  .nullable()
  .meta({ description: "Whole percent of the niche's other listed coaches with less; null when there are none." });

const coachInsights = z
  .object({
    upgrade: z.literal(false),
    days: z.union([z.literal(30), z.literal(90)]),
    from: z.iso.date().meta({ description: "The period's first UTC day." }),
    to: z.iso.date().meta({ description: "Its last: today (UTC), counted so far." }),
    series: z.array(insightDay).meta({ description: "Every day of the period, oldest first: `days` entries." }),
    totals: insightFigures,
    previousTotals: insightFigures.meta({ description: "The same for the period before, of the same length." }),
    niches: z.array(
      z.object({
        name: z.string(),
        slug: z.string(),
        coaches: z.int().min(0).meta({ description: "The niche's other listed coaches." }),
        viewsPercentile: percentile,
        reviewsPercentile: percentile,
      }),
    ),
  })
  .meta({ id: "CoachInsights", description: "Level 3 and above, and admins." }) satisfies z.ZodType<CoachInsights>;

const insightsTeaser = z
  .object({
    upgrade: z.literal(true),
    totalViews30: count("Views of the coach page in the last 30 days."),
  })
  .meta({
    id: "InsightsTeaser",
    description: "Level 2: one figure; level 3 shows the rest.",
  }) satisfies z.ZodType<InsightsTeaser>;

export const profileInsightOperations: ApiOperation[] = [
  {
    operationId: "getInsights",
    method: "get",
    path: "/api/profile/insights",
    tag: "Profile",
    summary: "The own coach profile's insights",
    description:
      "What the coach page earned each UTC day of the last `days` (today included, counted so far): views, listings on search and niche pages, clicks on the website, social link and videos, contact messages, and the shown reviews with their average; the totals against the period before; and, for each niche, the share of its other listed coaches with fewer views and fewer reviews. Counts are kept as daily sums only: no visitor is recorded. The owner of a claimed coach profile sees them from level 3; level 2 gets the views of 30 days and `upgrade: true`. An admin names the coach with `id`.",
    access: "signed-in",
    query: insightsQuery,
    responses: {
      200: {
        description: "The insights, or level 2's part.",
        body: z.object({ data: z.union([coachInsights, insightsTeaser]) satisfies z.ZodType<InsightsAnswer> }),
      },
    },
    errors: {
      400: "`days` is not 30 or 90, `id` is not a profile id, or an admin left `id` out.",
      401: "Not signed in.",
      403: "The caller owns no claimed coach profile, or names another profile than their own.",
      404: "An admin named no coach profile.",
    },
  },
];
