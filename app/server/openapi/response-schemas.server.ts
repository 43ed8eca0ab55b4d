import { z } from "zod";
import type { CoachCardData } from "../../lib/coach.ts";
import { ADD_ON_LEVELS, BADGES, GROUPS, LEVELS, TIERS, type Tier } from "../../lib/levels.ts";
import { AD_ZONES } from "../../lib/ad-zones.ts";
import type { BannerPreference } from "../../lib/banner-schemas.ts";
import type { HouseAdReport } from "../ads/house-ads.server.ts";
import type { OwnProfileView } from "../accounts/profile-editor.server.ts";
import type { PublicProfile } from "../coaches/coach-service.server.ts";
import type { Comment, commentsByAuthor } from "../reviews/review-service.server.ts";
import type { AppealedRemoval, FlaggedReview, HeldReview, ModerationRecord } from "../../lib/moderation-views.ts";
import { REMOVERS, REVIEW_REASONS } from "../../lib/review-reasons.ts";
import { REVIEW_SOURCES } from "../../lib/review-sources.ts";
import type { SubscriptionResult } from "../../lib/plan-schemas.ts";
import { SUBSCRIPTION_STATUSES } from "../../lib/plans.ts";
import type { WebhookResult } from "../payments/webhook.server.ts";
import type { NicheAvailability, OwnSubscription } from "../plans/plan-service.server.ts";
import { ACCOUNT_TYPES } from "../../lib/levels.ts";

// What the API answers, written for the document. Each `satisfies` ties a schema to the type the
// service returns, so a field added there fails the typecheck until it is documented here; the
// API test checks real answers against these schemas. An `id` makes a named component.

/** A value as JSON carries it: dates become ISO strings. */
type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

export const errorBody = z
  .object({ message: z.string().meta({ description: "What went wrong, in words to show the user." }) })
  .meta({ id: "Error" });

const uuid = z.uuid();
const level = z.enum(LEVELS).meta({ description: "Plan level; `20` is an administrator." });
const badgeCounts = z
  .array(z.object({ name: z.enum(BADGES), count: z.int().min(0) }))
  .meta({ description: "All 8 badges, in badge order, with how many reviews gave each." });
const rating = z.number().min(0).max(5).meta({ description: "Average of the reviews (0 without reviews)." });

export const coachCard = z
  .object({
    _id: uuid,
    fullName: z.string(),
    photoLink: z.string().nullable(),
    aboutMe: z.string(),
    rating,
    reviewCount: z.int().min(0),
    badges: badgeCounts,
    isOneOnOne: z.boolean(),
    isGroupCoaching: z.boolean(),
    isFreeTraining: z.boolean(),
    sponsored: z.boolean().meta({ description: "A paid placement in this niche, listed first." }),
    level,
    categoryNames: z.array(z.string()).meta({ description: "Up to 3 niches, in seat order." }),
    city: z.string().nullable(),
    state: z.string().nullable(),
  })
  .meta({ id: "CoachCard", description: "A coach as lists show it." }) satisfies z.ZodType<CoachCardData>;

export const publicProfile = z
  .object({
    _id: uuid,
    fullName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    photoLink: z.string().nullable(),
    location: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    aboutMe: z.string(),
    website: z.string().nullable().meta({ description: "Links are shown from level 3 (null below)." }),
    fbProfilePage: z.string().nullable(),
    fbBusinessPage: z.string().nullable(),
    linkedIn: z.string().nullable(),
    trainingVideoLinks: z.array(z.string()).meta({ description: "Shown from level 4 (empty below)." }),
    storyVideoLinks: z.array(z.object({ Title: z.string(), Link: z.string() })),
    isOneOnOne: z.boolean(),
    isGroupCoaching: z.boolean(),
    isFreeTraining: z.boolean(),
    isCoach: z.boolean(),
    isClaimed: z.boolean(),
    featured: z.boolean(),
    level,
    addOnLevel: z.enum(ADD_ON_LEVELS).nullable(),
    categoryIds: z.array(z.int()),
    categoryNames: z.array(z.string()),
    rating,
    reviewCount: z.int().min(0),
    score: z.int(),
    badges: badgeCounts,
  })
  .meta({
    id: "PublicProfile",
    description: "A coach's public profile: never the e-mail, phone or notes.",
  }) satisfies z.ZodType<PublicProfile>;

export const reviewer = z
  .object({
    id: z.string(),
    name: z.string(),
    photoLink: z.string().nullable(),
    reviews: z.int().min(0).meta({ description: "The reviewer's reviews shown on the site." }),
    memberSince: z.iso.datetime().meta({ description: "When the reviewer joined (pages show the month and year)." }),
  })
  .meta({ id: "Reviewer", description: "The reviewer: public fields only, never an e-mail address." });

export const comment = z
  .object({
    _id: uuid,
    userId: uuid.meta({ description: "The coach the review is about." }),
    commentee: reviewer,
    source: z.enum(REVIEW_SOURCES).meta({
      description:
        "How the review came: `invited` through the coach's invitation (shown as \"Invited by the coach\"), `organic` on the reviewer's own initiative.",
    }),
    createdAt: z.iso.datetime(),
    rating: z.number().min(1).max(5).meta({ description: "1 to 5 in half steps." }),
    comment: z.string(),
    badges: z.array(z.enum(BADGES)).max(3),
    reply: z
      .object({
        text: z.string(),
        createdAt: z.iso.datetime(),
        updatedAt: z.iso.datetime().nullable().meta({ description: "When the reply was last edited; null if never." }),
      })
      .nullable()
      .meta({ id: "Reply", description: "The coach's public reply to the review, if any." }),
  })
  .meta({ id: "Comment", description: "A review of a coach." }) satisfies z.ZodType<Comment>;

export const ownComment = comment
  .extend({
    coach: z.object({ id: uuid, name: z.string() }),
    held: z.boolean().meta({
      description: "The review awaits a moderator's check (the review-bomb guard); only its author sees it meanwhile.",
    }),
  })
  .meta({
    id: "AuthoredComment",
    description: "A review with the coach it is about.",
  }) satisfies z.ZodType<Awaited<ReturnType<typeof commentsByAuthor>>[number]>;

const nullableText = z.string().nullable();

export const ownProfile = z
  .object({
    _id: uuid,
    cognitoId: z.string().nullable().meta({ description: "The account that owns the profile." }),
    cognitoUserName: z
      .string()
      .nullable()
      .meta({ description: "The name the owning account signs in with (its e-mail address); null when unclaimed." }),
    email: z.string().meta({ description: "The profile's e-mail, else the account's." }),
    firstName: z.string(),
    lastName: z.string(),
    fullName: z.string(),
    photoLink: nullableText,
    location: nullableText,
    city: nullableText,
    state: nullableText,
    zip: nullableText,
    address: nullableText,
    phone: nullableText,
    website: nullableText,
    fbProfilePage: nullableText,
    fbBusinessPage: nullableText,
    linkedIn: nullableText,
    aboutMe: z.string(),
    videoLink: nullableText,
    trainingVideoLinks: z.array(z.string()),
    storyVideoLinks: z.array(z.object({ Title: z.string(), Link: z.string() })).meta({ description: "Up to 3." }),
    isOneOnOne: z.boolean(),
    isGroupCoaching: z.boolean(),
    isFreeTraining: z.boolean(),
    isCoach: z.boolean(),
    isClaimed: z.boolean(),
    featured: z.boolean(),
    level,
    addOnLevel: z.enum(ADD_ON_LEVELS).nullable(),
    categoryIds: z.array(z.int()).meta({ description: "The niches, in seat order." }),
    categoryNames: z.array(z.string()).meta({ description: "The niches' names, in seat order." }),
    badges: badgeCounts,
    featuredCategoryId: z.int().nullable(),
    featuredCategory: z.string().nullable().meta({ description: "The featured (sponsored) niche's name." }),
    fourMonthSubscription: z.boolean(),
    accountType: z.enum(ACCOUNT_TYPES).nullable(),
    affiliateId: nullableText,
    rating,
    reviewCount: z.int().min(0),
    badgeCounts: z.array(z.int().min(0)).meta({ description: "Reviews per badge, 8 numbers in badge order." }),
    score: z.int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({
    id: "OwnProfile",
    description: "The caller's own profile, private fields included.",
  }) satisfies z.ZodType<Wire<OwnProfileView>>;

export const category = z
  .object({
    _id: z.int(),
    name: z.string(),
    name2: z.string().meta({ description: "The name as search matches it." }),
    slug: z.string(),
    group: z.enum(GROUPS),
    tier: z.enum(TIERS).meta({ description: "The advertising tier of the niche." }),
  })
  .meta({ id: "Category", description: "A niche." });

export const categoriesByTier = z.object(
  Object.fromEntries(TIERS.map((tier) => [tier, z.array(z.string())])) as Record<Tier, z.ZodArray<z.ZodString>>,
) satisfies z.ZodType<Record<Tier, string[]>>;

/** The API wraps every answer in `data`. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const subscriptionResult = z
  .object({
    redirectToCheckout: z.boolean().meta({ description: "Go to `checkoutUrl` to pay." }),
    subscriptionSuccessful: z
      .boolean()
      .nullable()
      .meta({ description: "true: granted at once (level2); null: the payment decides." }),
    message: z.string(),
    checkoutUrl: z.string().optional().meta({ description: "The checkout's address, with redirectToCheckout." }),
  })
  .meta({ id: "SubscriptionResult" }) satisfies z.ZodType<SubscriptionResult>;

export const ownSubscription = z
  .object({
    _id: uuid,
    plan: z.string().meta({ description: "The plan id (level3, level5standard, level6alt ...)." }),
    planName: z.string(),
    level: z.string().meta({ description: "The level the plan gives." }),
    status: z.enum(SUBSCRIPTION_STATUSES),
    fourMonthSubscription: z.boolean(),
    featuredCategory: z.string().nullable().meta({ description: "The sponsored niche of a level 6 plan." }),
    startedAt: z.string().nullable(),
    currentPeriodEnd: z.string().nullable(),
    endsAt: z.string().nullable().meta({ description: "When it ends without renewing (a four-month plan)." }),
    renews: z.boolean(),
    periodsPaid: z.int().min(0),
    paymentFailed: z.boolean(),
    affiliateId: z.string().nullable(),
  })
  .meta({ id: "Subscription" }) satisfies z.ZodType<OwnSubscription>;

export const nicheAvailability = z
  .object({
    name: z.string(),
    tier: z.enum(TIERS),
    available: z
      .boolean()
      .meta({ description: "Whether a sponsored slot is free (not taken, not held by an open checkout)." }),
    freeSlots: z.int().min(0).max(3),
  })
  .meta({ id: "NicheAvailability" }) satisfies z.ZodType<NicheAvailability>;

export const webhookResult = z.object({
  received: z.literal(true),
  duplicate: z.boolean().meta({ description: "The event was applied before; nothing changed." }),
  handled: z.boolean().meta({ description: "false for event types the site does not act on." }),
}) satisfies z.ZodType<WebhookResult>;
export const bannerPreference = z
  .object({
    isGoogleBanner: z
      .boolean()
      .meta({ description: "true: Google's placeholder shows in the banner; false: the ad server's banners." }),
  })
  .meta({ id: "BannerPreference" }) satisfies z.ZodType<BannerPreference>;

export const houseAd = z
  .object({
    _id: uuid,
    headline: z.string().meta({ description: "The ad's headline (the alt text of an image ad)." }),
    body: z.string(),
    imageUrl: z.string().nullable().meta({ description: "An image ad's picture; null for a text ad." }),
    target: z.string().meta({ description: "Where a click leads: a path on this site or an https address." }),
    weight: z.int().min(1).max(1000).meta({ description: "Share of the zone's impressions, relative to the others." }),
    zones: z.array(z.enum(AD_ZONES)),
    activeFrom: z.iso.datetime({ offset: true }).nullable(),
    activeUntil: z.iso.datetime({ offset: true }).nullable(),
    impressions: z.int().min(0),
    clicks: z.int().min(0),
  })
  .meta({ id: "HouseAd", description: "One of the product's own ads, with its counts." }) satisfies z.ZodType<
  Wire<Omit<HouseAdReport, "id"> & { _id: string }>
>;

const reviewReason = z
  .enum(REVIEW_REASONS)
  .meta({ id: "ReviewReason", description: "Why a review is reported or removed." });
const reasonCounts = z.array(z.object({ reason: reviewReason, count: z.int().min(1) }));
const remover = z
  .enum(REMOVERS)
  .meta({ description: "`site`: an administrator removed it; `coach`: the owner of the reviewed profile did." });

const sourceFigures = z.object({
  count: z.int().min(0),
  averageRating: z
    .number()
    .min(1)
    .max(5)
    .nullable()
    .meta({ description: "Mean stars, to one decimal; null when none." }),
});

export const moderationRecord = z
  .object({
    shown: z.int().min(0).meta({ description: "Reviews shown on the page and counted in the rating." }),
    removedBySite: z.object({
      total: z.int().min(0),
      reasons: reasonCounts.meta({ description: "Each reason with its count, most first." }),
    }),
    removedByCoach: z.object({
      total: z.int().min(0),
      reasons: reasonCounts.meta({ description: "Each reason with its count, most first." }),
      averageRating: z
        .number()
        .min(1)
        .max(5)
        .nullable()
        .meta({ description: "The mean stars of the reviews the coach removed, to one decimal; null when none." }),
    }),
    replyRate: z.number().min(0).max(1).meta({ description: "Share of the shown reviews with an owner reply." }),
    medianReplyHours: z
      .number()
      .min(0)
      .nullable()
      .meta({ description: "Median hours from a review to the owner's reply; null without replies." }),
    bySource: z
      .object({ invited: sourceFigures, organic: sourceFigures })
      .meta({ description: "The shown reviews invited by the coach and written on the reviewer's own initiative." }),
    held: z.int().min(0).meta({ description: "Recent reviews held for a moderator's check by the review-bomb guard." }),
  })
  .meta({
    id: "ModerationRecord",
    description:
      "A coach's public moderation record: removals restored on appeal do not count, and a review its author deleted is not a removal.",
  }) satisfies z.ZodType<ModerationRecord>;

/** A review in the moderation queue, with its coach's and its author's history. */
const queueReview = z.object({
  id: uuid.meta({ description: "The review's id." }),
  coach: z.object({
    id: uuid,
    name: z.string(),
    reviewCount: z.int().min(0),
    rating,
    removedByCoach: z.int().min(0).meta({ description: "Reviews this coach removed (not restored)." }),
    flagged: z.int().min(0).meta({ description: "Reviews of this coach ever reported." }),
  }),
  author: z.object({
    id: uuid,
    name: z.string(),
    memberSince: z.iso.datetime(),
    reviews: z.int().min(0).meta({ description: "The author's shown reviews." }),
    removed: z.int().min(0).meta({ description: "The author's removed reviews." }),
  }),
  rating: z.number().min(1).max(5),
  comment: z.string(),
  createdAt: z.iso.datetime(),
  reply: z.string().nullable().meta({ description: "The owner's reply, if any." }),
});

export const flaggedReview = queueReview
  .extend({
    firstFlaggedAt: z.iso.datetime(),
    flagCount: z.int().min(1).meta({ description: "Open reports." }),
    reasons: reasonCounts.meta({ description: "Each reason with how many open reports give it, most first." }),
    details: z.array(z.string()).meta({ description: "The words reporters added, oldest first." }),
  })
  .meta({ id: "FlaggedReview", description: "A shown review with open reports." }) satisfies z.ZodType<FlaggedReview>;

export const appealedRemoval = queueReview
  .extend({
    removedBy: remover,
    reason: reviewReason,
    note: z.string().nullable().meta({ description: "The remover's note." }),
    removedAt: z.iso.datetime(),
    appeal: z.string().meta({ description: "The author's appeal." }),
    appealedAt: z.iso.datetime(),
  })
  .meta({
    id: "AppealedRemoval",
    description: "A removed review whose author appealed.",
  }) satisfies z.ZodType<AppealedRemoval>;

export const heldReview = queueReview
  .extend({
    source: z.enum(REVIEW_SOURCES).meta({ description: "`invited` through the coach's invitation, else `organic`." }),
    heldAt: z.iso.datetime().meta({ description: "When the review-bomb guard held it." }),
    accountCreatedAt: z.iso.datetime().meta({ description: "When the author's account was opened." }),
    accountAgeDays: z.int().min(0).meta({ description: "The account's age in whole days at the review." }),
  })
  .meta({
    id: "HeldReview",
    description: "A review the review-bomb guard holds: neither shown nor counted until an administrator approves it.",
  }) satisfies z.ZodType<HeldReview>;
