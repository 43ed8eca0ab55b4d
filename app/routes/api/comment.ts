import type { Route } from "./+types/comment";
import { apiErrors } from "../../lib/messages.ts";
import { apiError, json, parsePage, uuidParam } from "../../server/http.server.ts";
import { listComments } from "../../server/reviews/review-service.server.ts";

/** GET /api/comment/{coachId}: newest first; anonymous callers get the first 2 only. */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = uuidParam.safeParse(params.id);
  if (!id.success) return apiError(400, apiErrors.badId);
  const page = parsePage(request.url);
  if (page instanceof Response) return page;
  const { comments, total } = await listComments(id.data, { signedIn: false, ...page });
  return json({ data: comments, total });
}
