import { INSIGHT_CLICK_KINDS, insightEventsSchema, MAX_INSIGHT_EVENTS } from "../../lib/insight-event-schema.ts";
import { LIMITS } from "../security/rate-limit.server.ts";
import type { ApiOperation } from "./api-operation.server.ts";

// The counting call of coach insights (decision 0076). The body is the schema the route parses
// with (app/lib/insight-event-schema.ts).

const { max, windowSeconds } = LIMITS.insightEventsPerIp;

export const insightEventOperations: ApiOperation[] = [
  {
    operationId: "countInsightEvents",
    method: "post",
    path: "/api/insights/events",
    tag: "Directory",
    summary: "Count what a page showed, for the coaches' insights",
    description: `What the site's pages send once they are interactive: \`views\` (the coach whose page was shown), \`impressions.search\` and \`impressions.niche\` (the coaches a results page listed) and \`clicks\` (\`${INSIGHT_CLICK_KINDS.join("`, `")}\`), each list at most ${MAX_INSIGHT_EVENTS}. Each coach and count adds one to that coach's sums of the day (UTC), written within seconds (every \`INSIGHTS_FLUSH_SECONDS\`, 5 by default); fields it does not know are ignored. Nothing counts for a bot's user agent (or none), for a coach's own profile, for an administrator, or for an id without a public coach page, and the answer is the same. No cookie is set, and neither the address nor the user agent is stored. At most ${max} calls in ${windowSeconds} seconds per address.`,
    access: "public",
    body: insightEventsSchema,
    responses: { 204: { description: "Taken (counted, or left out as above)." } },
    errors: {
      400: `The body is not a JSON object, a list holds more than ${MAX_INSIGHT_EVENTS} items, an id is not a UUID, or a click's kind is unknown.`,
      429: "Too many calls from this address: wait a minute.",
    },
  },
];
