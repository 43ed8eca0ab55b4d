import type { Route } from "./+types/insight-events";
import { insightEventsSchema } from "../../lib/insight-event-schema.ts";
import { allowMethods, apiRoute, methodNotAllowed, parseJson } from "../../server/http.server.ts";
import { getViewer } from "../../server/identity/session.server.ts";
import { countInsightEvents } from "../../server/insights/insight-events.server.ts";
import { clientAddress } from "../../server/security/client-address.server.ts";

/**
 * POST /api/insights/events {views?, impressions?: {search?, niche?}, clicks?}: what a page showed
 * and what was clicked, counted for the coaches' insights (decision 0076). 204 whether or not
 * anything counted (a bot, the coach's own visit, an admin's); 400 for a malformed list, 429 past
 * the per-address limit.
 */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["POST"]);
  const events = await parseJson(request, insightEventsSchema);
  const viewer = await getViewer(request);
  await countInsightEvents(events, {
    userAgent: request.headers.get("user-agent"),
    clientIp: clientAddress(request),
    profile: viewer?.profile ?? null,
  });
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
});

/** Any other method: 405 with Allow: POST (without a loader, a GET would be told GET is allowed). */
export const loader = () => methodNotAllowed(["POST"]);
