import { insightEventsSchema } from "../../lib/insight-event-schema.ts";
import { DomainError } from "../domain-error.server.ts";
import { jsonOf, parseWith, statusOf } from "../http.server.ts";
import { countInsightEvents } from "./insight-events.server.ts";

/**
 * POST /api/insights/events from a signed-out browser, the call search and niche pages make for
 * what they list, and coach pages for clicks (decision 0076): server.ts answers it before
 * compression, the request log and React Router. The rules and answers are the route's
 * (app/routes/api/insight-events.ts), which keeps the signed-in senders: their session decides
 * whether they count.
 */
export async function answerSignedOutEvents(
  text: string,
  sender: { userAgent: string | null; clientIp: string },
): Promise<{ status: number; message?: string }> {
  try {
    await countInsightEvents(parseWith(insightEventsSchema, jsonOf(text)), { ...sender, profile: null });
    return { status: 204 };
  } catch (error) {
    if (error instanceof DomainError) return { status: statusOf(error), message: error.message };
    throw error;
  }
}
