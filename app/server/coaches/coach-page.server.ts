import type { Level } from "../../lib/levels.ts";
import {
  ANONYMOUS_COMMENT_LIMIT,
  type Comment,
  listComments,
  ratingDistribution,
} from "../reviews/review-service.server.ts";
import { canDeleteReview, canRate } from "../reviews/review-writer.server.ts";
import { type PublicProfile, publicProfile } from "./coach-service.server.ts";

/** Signed-in visitors see this many comments on the page (the API pages through the rest). */
const SIGNED_IN_COMMENTS = 50;

export type CoachPageViewer = { profile: { id: string; level: Level } | null } | null;

export type CoachPage = {
  coach: PublicProfile;
  comments: Comment[];
  totalComments: number;
  /** Whether the viewer may open the rating dialog, and why not. */
  rateState: "signed-out" | "yes" | "own" | "rated";
  /** Ids of the comments this viewer may delete (the same rule the delete call checks). */
  deletable: string[];
  signedIn: boolean;
  /** Reviews per whole star (a half star counts with the whole one below), 5 stars first. */
  distribution: { stars: number; count: number }[];
};

/** Everything the public coach page shows to this viewer; null when the coach has no public page. */
export async function coachPage(viewer: CoachPageViewer, id: string): Promise<CoachPage | null> {
  const me = viewer?.profile ?? null;
  const size = me ? SIGNED_IN_COMMENTS : ANONYMOUS_COMMENT_LIMIT;
  // All at once, one round trip: what was read for an id without a public page is dropped.
  const [coach, { comments, total }, rateState, distribution] = await Promise.all([
    publicProfile(id),
    listComments(id, { signedIn: Boolean(viewer), from: 0, size }),
    me ? canRate(me.id, id) : Promise.resolve("signed-out" as const),
    ratingDistribution(id),
  ]);
  if (!coach) return null;
  const deletable = comments
    .filter((c) => canDeleteReview(me, { authorId: c.commentee.id, coachId: coach._id }))
    .map((c) => c._id);
  return { coach, comments, totalComments: total, rateState, deletable, signedIn: Boolean(viewer), distribution };
}
