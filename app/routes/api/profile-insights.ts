import type { Route } from "./+types/profile-insights";
import { insightsQuery } from "../../lib/insight-schemas.ts";
import { apiRoute, json, parseWith } from "../../server/http.server.ts";
import { apiViewer } from "../../server/identity/session.server.ts";
import { insightsFor } from "../../server/insights/insights-service.server.ts";

/**
 * GET /api/profile/insights?days=30|90[&id=]: the own coach profile's insights (decision 0076),
 * or, for an admin, the named coach's; level 2 gets the views of 30 days and `upgrade: true`.
 */
export const loader = apiRoute(async ({ request }: Route.LoaderArgs) => {
  const viewer = await apiViewer(request);
  const params = new URL(request.url).searchParams;
  const { days, id } = parseWith(insightsQuery, {
    days: params.get("days") ?? undefined,
    id: params.get("id") ?? undefined,
  });
  return json({ data: await insightsFor(viewer, { coachId: id, days }) });
});
