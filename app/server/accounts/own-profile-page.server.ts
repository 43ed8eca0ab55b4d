import { showsLinks, showsStoryVideos, showsTrainingVideos } from "../../lib/features.ts";
import type { ProfileNiche } from "../coaches/coach-service.server.ts";
import { isPublicCoachRow } from "../db/schema.ts";
import { ownPlanSummary } from "../plans/plan-pages.server.ts";
import { ownComments } from "../reviews/review-service.server.ts";
import { pendingClaimOf } from "../claims/claim-service.server.ts";
import type { OwnProfile } from "./account-service.server.ts";

/** The parts of the own profile that a level unlocks, cut by the same rules as the public page. */
export type OwnShowcase = {
  website: string | null;
  fbProfilePage: string | null;
  linkedIn: string | null;
  storyVideoLinks: { Title: string; Link: string }[];
  trainingVideoLinks: string[];
};

/** docs/product.md §3: links and story videos from level 3, training videos from level 4. */
export function ownShowcase(own: OwnProfile): OwnShowcase {
  const links = showsLinks(own.level);
  return {
    website: links ? own.website : null,
    fbProfilePage: links ? own.fbProfilePage : null,
    linkedIn: links ? own.linkedIn : null,
    storyVideoLinks: showsStoryVideos(own.level)
      ? own.storyVideoLinks.map((v) => ({ Title: v.title, Link: v.link }))
      : [],
    trainingVideoLinks: showsTrainingVideos(own.level) ? own.trainingVideoLinks : [],
  };
}

/**
 * Everything /profile shows besides the profile row: niches (`niches`, read by the caller, who
 * hands them to the insights too), public page, own reviews, showcase, a waiting claim.
 */
export async function ownProfilePage(own: OwnProfile, niches: Promise<ProfileNiche[]>) {
  const [categories, reviews, subscription, pendingClaim] = await Promise.all([
    niches,
    ownComments(own),
    ownPlanSummary(own.id),
    own.userId && !own.isCoach ? pendingClaimOf(own.userId) : null,
  ]);
  return {
    pendingClaim,
    categoryNames: categories.map((c) => c.name),
    publicPage: isPublicCoachRow(own),
    reviews,
    showcase: ownShowcase(own),
    // The renewal or end date comes from the paid subscription; a level without one (given by an
    // admin or the demo data) shows no date.
    plan: { level: own.level, addOnLevel: own.addOnLevel ?? null, ...subscription },
  };
}
