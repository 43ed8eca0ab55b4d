import type { Route } from "./+types/csp-report";
import { allowMethods, apiRoute } from "../server/http.server.ts";
import { CLIENT_IP_HEADER } from "../server/identity/auth.server.ts";
import { recordCspReport } from "../server/security/csp-reports.server.ts";

/**
 * POST /csp-report: where browsers send Content-Security-Policy violations, as `report-uri`
 * (`application/csp-report`) and as the Reporting API (`application/reports+json`); each one is
 * logged as a warning (decision 0064). 204, or 400, 413 and 429 with a message.
 */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["POST"]);
  await recordCspReport(request.headers.get(CLIENT_IP_HEADER) ?? "unknown", await request.text());
  return new Response(null, { status: 204 });
});

export const loader = apiRoute(async ({ request }: Route.LoaderArgs) => {
  allowMethods(request, ["POST"]);
  return new Response(null, { status: 204 });
});
