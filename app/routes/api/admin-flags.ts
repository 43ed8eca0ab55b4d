import type { Route } from "./+types/admin-flags";
import { apiRoute, json } from "../../server/http.server.ts";
import { getViewer } from "../../server/identity/session.server.ts";
import { moderationQueue } from "../../server/reviews/moderation-queue.server.ts";

/** GET /api/admin/flags: reported reviews with open flags, oldest first, each in context. */
export const loader = apiRoute(async ({ request }: Route.LoaderArgs) => {
  const { flagged } = await moderationQueue(await getViewer(request));
  return json({ data: flagged });
});
