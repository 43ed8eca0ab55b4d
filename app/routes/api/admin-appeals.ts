import type { Route } from "./+types/admin-appeals";
import { apiRoute, json } from "../../server/http.server.ts";
import { getViewer } from "../../server/identity/session.server.ts";
import { moderationQueue } from "../../server/reviews/moderation-queue.server.ts";

/** GET /api/admin/appeals: removals under appeal, oldest appeal first, each in context. */
export const loader = apiRoute(async ({ request }: Route.LoaderArgs) => {
  const { appeals } = await moderationQueue(await getViewer(request));
  return json({ data: appeals });
});
