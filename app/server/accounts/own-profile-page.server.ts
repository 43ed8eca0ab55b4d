import { showsLinks, showsStoryVideos, showsTrainingVideos } from "../../lib/features.ts";
import { eq, sql } from "drizzle-orm";
import type { InsightWindow } from "../../lib/insight-periods.ts";
import { categoriesJson } from "../coaches/coach-service.server.ts";
import { preparedPerKey, preparedStatement } from "../db/prepared-statement.server.ts";
import { isPublicCoachRow, profiles } from "../db/schema.ts";
import {
  invitationsPanel,
  invitationsPanelJson,
  lastDayStart,
  mayInvite,
} from "../invitations/invitation-service.server.ts";
import { activeSubscriptionsJson, ownPlanSummary } from "../plans/plan-pages.server.ts";
import { ownCommentsJson, ownCommentsOf } from "../reviews/review-service.server.ts";
import {
  insightDaysOf,
  insightDaysJson,
  insightDaysValues,
  type KnownInsightReads,
} from "../insights/insights-service.server.ts";
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
 * What /profile shows of the profile row. Its data carries no more: the rest (address, phone,
 * videos, flags) would be serialised into every /profile for hydration and never read.
 */
export const ownOnPage = (own: OwnProfile) => ({
  id: own.id,
  fullName: own.fullName,
  photoLink: own.photoLink,
  isCoach: own.isCoach,
  rating: own.rating,
  reviewCount: own.reviewCount,
  score: own.score,
  badgeCounts: own.badgeCounts,
  aboutMe: own.aboutMe,
});

/**
 * The rest of /profile in one statement, planned once per connection for each set of parts: the
 * niches, the active subscriptions, the own reviews, and the invitations panel and the insights'
 * day rows for an owner who sees them, each a JSON value, read in one round trip instead of six
 * (issue 24's profile: each statement cost a write, a pooled connection and a wake-up of a
 * PostgreSQL process). Keyed by whether it reads the invitations panel and the insights' days, in
 * that order.
 */
const pageRow = preparedPerKey((key: `${boolean} ${boolean}`) => {
  const [invites, insights] = key.split(" ").map((part) => part === "true");
  return preparedStatement((db) => {
    const id = sql.placeholder("id");
    return db
      .select({
        niches: categoriesJson(db, id),
        subscriptions: activeSubscriptionsJson(db, id),
        reviews: ownCommentsJson(db, id),
        invitations: invites ? invitationsPanelJson(db, id, sql.placeholder("since")) : sql<null>`null`,
        insightDays: insights ? insightDaysJson(db, id) : sql<null>`null`,
      })
      .from(profiles)
      .where(eq(profiles.id, id))
      .prepare(`own_profile_page${invites ? "_invites" : ""}${insights ? "_insights" : ""}`);
  });
});

/** The page's row for this owner: the invitations panel if they may invite, the period's days if asked. */
async function pageRowOf(own: OwnProfile, insightsPeriod: InsightWindow | undefined, now: number) {
  const [row] = await pageRow(`${mayInvite(own)} ${insightsPeriod !== undefined}`).execute({
    id: own.id,
    since: lastDayStart(now),
    ...(insightsPeriod ? insightDaysValues(insightsPeriod) : {}),
  });
  return row;
}

/**
 * Everything /profile shows (`page`): the profile row's part, niches, public page, own reviews,
 * showcase, a waiting claim, and the invitations panel for an owner who may invite; and what the
 * insights show too (`known`): the niches as read and, given the insights' period, its day rows.
 */
export async function ownProfilePage(own: OwnProfile, insightsPeriod?: InsightWindow) {
  const now = Date.now();
  const [row, pendingClaim] = await Promise.all([
    pageRowOf(own, insightsPeriod, now),
    own.userId && !own.isCoach ? pendingClaimOf(own.userId) : null,
  ]);
  const niches = row?.niches ?? [];
  const known: KnownInsightReads = {
    niches,
    days: insightsPeriod ? insightDaysOf(insightsPeriod, row?.insightDays ?? []) : null,
  };
  return {
    known,
    page: {
      own: ownOnPage(own),
      pendingClaim,
      categoryNames: niches.map((c) => c.name),
      publicPage: isPublicCoachRow(own),
      reviews: ownCommentsOf(row?.reviews ?? [], own),
      showcase: ownShowcase(own),
      // The renewal or end date comes from the paid subscription; a level without one (given by an
      // admin or the demo data) shows no date.
      plan: { level: own.level, addOnLevel: own.addOnLevel ?? null, ...ownPlanSummary(row?.subscriptions ?? []) },
      invitations: row?.invitations ? invitationsPanel(row.invitations, now) : null,
    },
  };
}
