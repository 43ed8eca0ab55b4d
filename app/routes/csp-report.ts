import type { Route } from "./+types/csp-report";
import { allowMethods, apiRoute, methodNotAllowed } from "../server/http.server.ts";
import { clientAddress } from "../server/security/client-address.server.ts";
import { recordCspReport } from "../server/security/csp-reports.server.ts";

/**
 * POST /csp-report: where browsers send Content-Security-Policy violations, as `report-uri`
 * (`application/csp-report`) and as the Reporting API (`application/reports+json`); each one is
 * logged as a warning (decision 0064). 204, or 400, 413 and 429 with a message.
 */
export const action = apiRoute(async ({ request }: Route.ActionArgs) => {
  allowMethods(request, ["POST"]);
  await recordCspReport(clientAddress(request), await request.text());
  return new Response(null, { status: 204 });
});

/** Any other method: 405 with Allow: POST (without a loader, a GET would be told GET is allowed). */
export const loader = () => methodNotAllowed(["POST"]);
