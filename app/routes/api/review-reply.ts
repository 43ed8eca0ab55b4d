import type { Route } from "./+types/review-reply";
import { moderationTexts } from "../../lib/messages/moderation.ts";
import { replySchema } from "../../lib/review-moderation.ts";
import { allowMethods, apiRoute, json, parseId, parseJson } from "../../server/http.server.ts";
import { apiViewer } from "../../server/identity/session.server.ts";
import { deleteReply, editReply, postReply } from "../../server/reviews/review-replies.server.ts";

/**
 * The coach's public reply to a review of its profile (decision 0067): POST {text} (201; a second
 * is 409), PUT {text} to edit, DELETE to remove (the coach or an admin).
 */
export const action = apiRoute(async ({ params, request }: Route.ActionArgs) => {
  allowMethods(request, ["POST", "PUT", "DELETE"]);
  const viewer = await apiViewer(request);
  const id = parseId(params.id);
  if (request.method === "DELETE") {
    await deleteReply(id, viewer.profile);
    return json({ message: moderationTexts.replyDeleted });
  }
  const { text } = await parseJson(request, replySchema);
  if (request.method === "PUT") {
    await editReply(id, viewer.profile, text);
    return json({ message: moderationTexts.replyEdited });
  }
  await postReply(id, viewer.profile, text);
  return json({ message: moderationTexts.replyPosted }, 201);
});
