import { z } from "./zod.ts";
import { insightEventTexts as texts } from "./messages/insight-events.ts";

// What a page tells the server it showed and what was clicked, for coach insights (decision
// 0076): POST /api/insights/events, sent by app/components/insight-beacon.ts after hydration (a
// coach page's view is counted by the server, decision 0084; `views` is for API clients).

/** The most ids (or clicks) one list of a request may hold: a page lists far fewer. */
export const MAX_INSIGHT_EVENTS = 50;

/** What a click on a coach page can be: the website, the social link, a video's first play. */
export const INSIGHT_CLICK_KINDS = ["website", "social", "video"] as const;
export type InsightClickKind = (typeof INSIGHT_CLICK_KINDS)[number];

const coachIds = (field: string, description: string) =>
  z
    .array(z.uuid({ error: texts.badCoachId }), { error: texts.notAList(field) })
    .max(MAX_INSIGHT_EVENTS, texts.tooManyIds(field, MAX_INSIGHT_EVENTS))
    .optional()
    .meta({ description: `${description} At most ${MAX_INSIGHT_EVENTS}.` });

const click = z.object(
  {
    coachId: z.uuid({ error: texts.badCoachId }).meta({ description: "The coach's profile id." }),
    kind: z.enum(INSIGHT_CLICK_KINDS, { error: texts.badKind(INSIGHT_CLICK_KINDS) }).meta({
      description: "`website`, `social` (the social link) or `video` (a video's first play on the page).",
    }),
  },
  { error: texts.notClicks },
);

/** POST /api/insights/events; fields it does not know are ignored. */
export const insightEventsSchema = z
  .object(
    {
      views: coachIds(
        "views",
        "Coaches whose profile a client showed from the API (`GET /api/user/{id}`). The site's own coach pages are counted by the server as it answers them.",
      ),
      impressions: z
        .object(
          {
            search: coachIds("impressions.search", "Coaches listed on a search results page that was shown."),
            niche: coachIds("impressions.niche", "Coaches listed on a niche page that was shown."),
          },
          { error: texts.notEvents },
        )
        .optional(),
      clicks: z
        .array(click, { error: texts.notClicks })
        .max(MAX_INSIGHT_EVENTS, texts.tooManyClicks(MAX_INSIGHT_EVENTS))
        .optional()
        .meta({ description: `Clicks on a coach page's links and videos. At most ${MAX_INSIGHT_EVENTS}.` }),
    },
    { error: texts.notEvents },
  )
  .meta({ id: "InsightEvents" });

export type InsightEvents = z.input<typeof insightEventsSchema>;
