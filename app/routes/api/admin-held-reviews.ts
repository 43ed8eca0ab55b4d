import type { Route } from "./+types/admin-held-reviews";
import { apiRoute, json } from "../../server/http.server.ts";
import { getViewer } from "../../server/identity/session.server.ts";
import { heldQueue } from "../../server/reviews/held-reviews.server.ts";

/** GET /api/admin/held-reviews: the reviews the review-bomb guard holds, a coach's together, each in context. */
export const loader = apiRoute(async ({ request }: Route.LoaderArgs) => {
  return json({ data: await heldQueue(await getViewer(request)) });
});
