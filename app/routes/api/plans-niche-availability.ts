import type { Route } from "./+types/plans-niche-availability";
import { apiRoute, json } from "../../server/http.server.ts";
import { nicheAvailability } from "../../server/plans/plan-service.server.ts";

/** GET /api/plans/checkNicheAvailbility/{name} (the spec's spelling): is a sponsored slot free? */
export const loader = apiRoute(async ({ params }: Route.LoaderArgs) =>
  json({ data: await nicheAvailability(params.name) }),
);
