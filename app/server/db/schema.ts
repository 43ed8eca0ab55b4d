import { and, getTableColumns, isNull, type SQL, sql } from "drizzle-orm";
import { type AppealOutcome, REVIEW_REASONS, type Remover, type ReviewReason } from "../../lib/review-reasons.ts";
import { REVIEW_SOURCES, type ReviewSource } from "../../lib/review-sources.ts";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { CLAIM_STATUSES, type ClaimStatus } from "../../lib/claims.ts";
import {
  ACCOUNT_TYPES,
  type AccountType,
  ADD_ON_LEVELS,
  type AddOnLevel,
  ADMIN_LEVEL,
  BADGES,
  GROUPS,
  type Group,
  LEVELS,
  type Level,
  MAX_BADGES,
  TIERS,
  type Tier,
} from "../../lib/levels.ts";
import { AD_ZONES, type AdZone } from "../../lib/ad-zones.ts";
import {
  PAYMENT_PROVIDERS,
  type PaymentProvider,
  PLAN_INTERVALS,
  PLAN_KINDS,
  type PlanInterval,
  type PlanKind,
  SLOT_STATUSES,
  type SlotStatus,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from "../../lib/plans.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/**
 * Which profiles have a public coach page: coaches with a name that an admin has not deleted.
 * Users and admins never do, and a new coach account stays hidden until it has a name. Pages,
 * lists, search and the sitemap all filter on exactly this, which is also the predicate of the
 * score index, so they can use it.
 */
const publicCoachCondition = (c: {
  isCoach: AnyPgColumn;
  level: AnyPgColumn;
  fullName: AnyPgColumn;
  deletedAt: AnyPgColumn;
}) =>
  sql`${c.isCoach} and ${c.level} <> ${sql.raw(`'${ADMIN_LEVEL}'`)} and ${c.fullName} <> '' and ${c.deletedAt} is null`;

/** The words only the about text has, not the name, niches or place (search_vector less search_key). */
const aboutOnlyWords = (c: { searchVector: AnyPgColumn; searchKey: AnyPgColumn }) =>
  sql`ts_delete(${c.searchVector}, tsvector_to_array(${c.searchKey}))`;

/**
 * A profile's filters as bits (SQL function coach_facet_bits, migration 0016): its offers, the
 * minimum ratings it meets and the badges it shows. A filter asks for some bits
 * (filterBits in app/server/search/filter-bits.server.ts).
 */
const coachFacetBits = (c: {
  isOneOnOne: AnyPgColumn;
  isGroupCoaching: AnyPgColumn;
  isFreeTraining: AnyPgColumn;
  rating: AnyPgColumn;
  badgeCounts: AnyPgColumn;
}) => sql`coach_facet_bits(${c.isOneOnOne}, ${c.isGroupCoaching}, ${c.isFreeTraining}, ${c.rating}, ${c.badgeCounts})`;

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(", ")})`);

// ---------------------------------------------------------------------------
// Identity (better-auth's tables, snake_case columns)
// ---------------------------------------------------------------------------

export const authUsers = pgTable("auth_user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  role: text("role"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: timestamp("ban_expires", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const authSessions = pgTable(
  "auth_session",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("auth_session_user_idx").on(t.userId)],
);

export const authAccounts = pgTable(
  "auth_account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("auth_account_user_idx").on(t.userId)],
);

export const authVerifications = pgTable(
  "auth_verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("auth_verification_identifier_idx").on(t.identifier)],
);

/** Fixed-window request counters shared by every app process (rate limits). */
export const rateLimits = pgTable("rate_limit", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull(),
});

// ---------------------------------------------------------------------------
// Directory
// ---------------------------------------------------------------------------

export const categories = pgTable(
  "category",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull().unique(),
    slug: text("slug").notNull().unique(),
    /** The API's "name2" (docs/product.md §24): the words a search for this niche uses. */
    searchName: text("search_name").notNull(),
    group: text("group_name").$type<Group>().notNull(),
    tier: text("tier").$type<Tier>().notNull(),
    /** Position in the group's navigation dropdown; null when not listed there. */
    navPosition: smallint("nav_position"),
  },
  (t) => [
    check("category_group_valid", inList("group_name", GROUPS)),
    check("category_tier_valid", inList("tier", TIERS)),
    unique("category_nav_position_unique").on(t.group, t.navPosition),
  ],
);

export const badges = pgTable("badge", {
  id: smallint("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export type StoryVideo = { title: string; link: string };

export const profiles = pgTable(
  "profile",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The account that owns this profile (cognitoId, docs/product.md §24); null until claimed or for seeded coaches. */
    userId: text("user_id")
      .unique()
      .references(() => authUsers.id, { onDelete: "set null" }),
    email: text("email"),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    fullName: text("full_name").notNull().default(""),
    photoLink: text("photo_link"),
    location: text("location"),
    city: text("city"),
    state: text("state"),
    zip: text("zip"),
    address: text("address"),
    phone: text("phone"),
    website: text("website"),
    fbProfilePage: text("fb_profile_page"),
    fbBusinessPage: text("fb_business_page"),
    linkedIn: text("linked_in"),
    aboutMe: text("about_me").notNull().default(""),
    videoLink: text("video_link"),
    trainingVideoLinks: text("training_video_links").array().notNull().default(sql`'{}'`),
    storyVideoLinks: jsonb("story_video_links").$type<StoryVideo[]>().notNull().default(sql`'[]'::jsonb`),
    isOneOnOne: boolean("is_one_on_one").notNull().default(false),
    isGroupCoaching: boolean("is_group_coaching").notNull().default(false),
    isFreeTraining: boolean("is_free_training").notNull().default(false),
    isCoach: boolean("is_coach").notNull().default(false),
    isClaimed: boolean("is_claimed").notNull().default(false),
    featured: boolean("featured").notNull().default(false),
    level: text("level").$type<Level>().notNull().default("level1"),
    addOnLevel: text("add_on_level").$type<AddOnLevel>(),
    featuredCategoryId: integer("featured_category_id").references(() => categories.id, {
      onDelete: "set null",
    }),
    fourMonthSubscription: boolean("four_month_subscription").notNull().default(false),
    accountType: text("account_type").$type<AccountType>(),
    affiliateId: text("affiliate_id"),
    /** Aggregates kept by the review service in the same transaction as each review. */
    rating: numeric("rating", { precision: 3, scale: 2, mode: "number" }).notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    badgeCounts: integer("badge_counts").array().notNull().default(sql`'{0,0,0,0,0,0,0,0}'`),
    score: smallint("score").notNull().default(0),
    /** The profile's niche names, kept by a trigger on profile_category, for search. */
    categoryText: text("category_text").notNull().default(""),
    /** What a coach is: name (A), niches (B) and location (C); matches here rank first. */
    searchKey: tsvector("search_key").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', full_name), 'A') || setweight(to_tsvector('english', category_text), 'B') || setweight(to_tsvector('english', coalesce(location, '')), 'C')`,
    ),
    /** Everything, the about text (D) included; matches only here come after. */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('english', full_name), 'A') || setweight(to_tsvector('english', category_text), 'B') || setweight(to_tsvector('english', coalesce(location, '')), 'C') || setweight(to_tsvector('english', about_me), 'D')`,
    ),
    /** Set when an admin deletes the profile: hidden everywhere at once, restorable for 30 days. */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** When the owner stopped the weekly digest (its signed one-click link); null: it is sent. */
    digestStoppedAt: timestamp("digest_stopped_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("profile_level_valid", inList("level", LEVELS)),
    check("profile_add_on_level_valid", sql`add_on_level is null or ${inList("add_on_level", ADD_ON_LEVELS)}`),
    check("profile_account_type_valid", sql`account_type is null or ${inList("account_type", ACCOUNT_TYPES)}`),
    check("profile_training_videos_max", sql`cardinality(training_video_links) <= 5`),
    check(
      "profile_story_videos_max",
      sql`jsonb_typeof(story_video_links) = 'array' and jsonb_array_length(story_video_links) <= 3`,
    ),
    check("profile_rating_range", sql`rating >= 0 and rating <= 5`),
    check("profile_score_range", sql`score between 0 and 100`),
    check("profile_badge_counts_shape", sql.raw(`cardinality(badge_counts) = ${BADGES.length}`)),
    // Lists run best first: this index lets a common word stop after one page of matches.
    index("profile_coach_score_idx").on(t.score.desc().nullsFirst(), t.id).where(publicCoachCondition(t)),
    // The "most reviewed" sort (issue 15) walks this one the same way.
    index("profile_coach_reviews_idx")
      .on(t.reviewCount.desc().nullsFirst(), t.score.desc().nullsFirst(), t.id)
      .where(publicCoachCondition(t)),
    // The location filter (city or state starting with a text, ILIKE) reads these instead of every match.
    index("profile_coach_city_trgm_idx").using("gin", t.city.op("gin_trgm_ops")).where(publicCoachCondition(t)),
    index("profile_coach_state_trgm_idx").using("gin", t.state.op("gin_trgm_ops")).where(publicCoachCondition(t)),
    // A combination of filters' coaches in each list order (see facetCombinations): a filtered
    // list merges its combinations' lists instead of walking past every coach without them.
    index("profile_coach_facet_score_idx")
      .on(coachFacetBits(t), t.score.desc().nullsFirst(), t.id)
      .where(publicCoachCondition(t)),
    index("profile_coach_facet_reviews_idx")
      .on(coachFacetBits(t), t.reviewCount.desc().nullsFirst(), t.score.desc().nullsFirst(), t.id)
      .where(publicCoachCondition(t)),
    // A place's coaches in each list order (see coachPlaces): a list with a location merges its
    // places' lists instead of walking past every coach elsewhere.
    index("profile_coach_place_score_idx")
      .on(sql`coalesce(${t.city}, '')`, sql`coalesce(${t.state}, '')`, t.score.desc().nullsFirst(), t.id)
      .where(publicCoachCondition(t)),
    index("profile_coach_place_reviews_idx")
      .on(
        sql`coalesce(${t.city}, '')`,
        sql`coalesce(${t.state}, '')`,
        t.reviewCount.desc().nullsFirst(),
        t.score.desc().nullsFirst(),
        t.id,
      )
      .where(publicCoachCondition(t)),
    index("profile_email_idx").on(sql`lower(${t.email})`),
    index("profile_search_idx").using("gin", t.searchVector),
    index("profile_search_key_idx").using("gin", t.searchKey),
    // A rare word's about-only matches, without reading every coach whose name or niche has it.
    index("profile_about_only_idx").using("gin", aboutOnlyWords(t)).where(publicCoachCondition(t)),
  ],
);

export const isPublicCoach = publicCoachCondition(profiles);

/** The same rule on a profile row already read (an owner's own profile). */
export const isPublicCoachRow = (
  p: Pick<typeof profiles.$inferSelect, "isCoach" | "level" | "fullName" | "deletedAt">,
) => p.isCoach && p.level !== ADMIN_LEVEL && p.fullName !== "" && p.deletedAt === null;
export const profileFacetBits = coachFacetBits(profiles);
export const profileAboutOnlyWords = aboutOnlyWords(profiles);

/**
 * A profile's own fields: the search columns (tsvectors and niche text, kilobytes a row) are
 * left out, since only the search queries read them.
 */
const {
  searchKey: _searchKey,
  searchVector: _searchVector,
  categoryText: _categoryText,
  ...profileFields
} = getTableColumns(profiles);
export { profileFields };

/** A profile's categories; the seat number 1..3 is what caps them at three. */
export const profileCategories = pgTable(
  "profile_category",
  {
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    seat: smallint("seat").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    /**
     * Copies of the profile's score, review count and public-coach rule (isPublicCoach), kept by
     * triggers (migration 0012), so that a niche lists its coaches best first from one index.
     */
    score: smallint("score").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    listed: boolean("listed").notNull().default(false),
    /** The profile's filter bits (coachFacetBits): a filtered niche reads no profile to test them. */
    facetBits: integer("facet_bits").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.seat] }),
    unique("profile_category_once").on(t.profileId, t.categoryId),
    check("profile_category_seat_range", sql`seat between 1 and 3`),
    index("profile_category_category_idx").on(t.categoryId, t.profileId),
    // A niche's listing (and featured block) in its order, and its "most reviewed" sort: the first
    // page reads a page of index entries, the capped count at most 1,001 of them.
    index("profile_category_listing_idx")
      .on(t.categoryId, t.score.desc().nullsFirst(), t.reviewCount.desc().nullsFirst(), t.profileId)
      .where(sql`${t.listed}`),
    index("profile_category_reviews_idx")
      .on(t.categoryId, t.reviewCount.desc().nullsFirst(), t.score.desc().nullsFirst(), t.profileId)
      .where(sql`${t.listed}`),
  ],
);

export const reviews = pgTable(
  "review",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    authorId: uuid("author_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull(),
    comment: text("comment").notNull(),
    /** Badge ids (1..8, see the badge table), at most three. */
    badgeIds: smallint("badge_ids").array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    /**
     * Set while a removal by the site or the coach stands (decision 0067): the review is then
     * hidden from every page, list, count and score, and its text purged 12 months on.
     */
    removedAt: timestamp("removed_at", { withTimezone: true }),
    /** How the review came: on the reviewer's own initiative, or through the coach's invitation (decision 0075). */
    source: text("source").$type<ReviewSource>().notNull().default("organic"),
    /**
     * Set while the review-bomb guard holds the review for an admin (decision 0075): not shown, not
     * counted, until approved (`checkedAt` set; never held again) or rejected (a site removal).
     */
    heldAt: timestamp("held_at", { withTimezone: true }),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
  },
  (t) => [
    unique("review_one_per_author").on(t.coachId, t.authorId),
    check("review_source", sql.raw(`source in (${REVIEW_SOURCES.map((s) => `'${s}'`).join(", ")})`)),
    index("review_held_idx").on(t.heldAt).where(sql`held_at is not null`),
    check("review_not_self", sql`coach_id <> author_id`),
    check("review_rating_half_steps", sql`rating between 1 and 5 and rating * 2 = floor(rating * 2)`),
    check("review_badges_max", sql.raw(`cardinality(badge_ids) <= ${MAX_BADGES}`)),
    check("review_badges_known", sql.raw(`badge_ids <@ '{${BADGES.map((_, i) => i + 1).join(",")}}'::smallint[]`)),
    check("review_comment_present", sql`length(btrim(comment)) > 0 or removed_at is not null`),
    index("review_coach_created_idx").on(t.coachId, t.createdAt.desc()),
    // The coach page's first comments in their order: its statement is planned once per
    // connection, since no plan for any coach needs a sort (decision 0078).
    index("review_shown_coach_newest_idx")
      .on(t.coachId, t.createdAt.desc().nullsFirst(), t.id)
      .where(sql`removed_at is null and held_at is null`),
    // An author's reviews newest first (/profile, a reviewer's page): on author_id alone, the
    // statement's plan for any author walked every review by date looking for the author's.
    index("review_author_newest_idx").on(t.authorId, t.createdAt.desc().nullsFirst(), t.id),
    // The transparency page counts reviews posted per month.
    index("review_created_idx").on(t.createdAt),
  ],
);

/**
 * Every word of coach names, locations and niche names (triggers keep it), so a misspelt search
 * word can be corrected by trigram similarity against a small table instead of every profile.
 */
/**
 * The reviews a visitor may see: not removed (decision 0067), not held by the review-bomb guard
 * (decision 0075). Every read of reviews uses it; raw SQL uses `shownReviewSql`.
 */
export const isShownReview = and(isNull(reviews.removedAt), isNull(reviews.heldAt)) as SQL;

/** isShownReview over the review table under `alias`, for sql`` templates. */
export const shownReviewSql = (alias: string) => sql.raw(`${alias}.removed_at is null and ${alias}.held_at is null`);

/**
 * A coach's invitation to review, sent to one address (decision 0075): single use, bound to that
 * address, valid INVITATION_DAYS. Only the token's hash is kept.
 */
export const reviewInvitations = pgTable(
  "review_invitation",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** Lower case. */
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    reviewId: uuid("review_id").references(() => reviews.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    index("review_invitation_coach_idx").on(t.coachId, t.createdAt.desc()),
    index("review_invitation_email_idx").on(t.coachId, t.email),
  ],
);

/** A coach's one public reply to a review on its profile; `updatedAt` is set by an edit. */
export const reviewReplies = pgTable(
  "review_reply",
  {
    reviewId: uuid("review_id")
      .primaryKey()
      .references(() => reviews.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }),
  },
  () => [check("review_reply_text_present", sql`length(btrim(text)) > 0`)],
);

/**
 * A report of a review by a signed-in account, once per account and review. A flag never hides
 * anything; a moderator's decision closes it. Kept (review id emptied) when its review is deleted,
 * so the transparency figures stay true.
 */
export const reviewFlags = pgTable(
  "review_flag",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id").references(() => reviews.id, { onDelete: "set null" }),
    flaggerId: text("flagger_id").references(() => authUsers.id, { onDelete: "set null" }),
    reason: text("reason").$type<ReviewReason>().notNull(),
    details: text("details"),
    createdAt: createdAt(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decision: text("decision").$type<"keep" | "remove">(),
  },
  (t) => [
    unique("review_flag_once").on(t.reviewId, t.flaggerId),
    check("review_flag_reason", sql.raw(`reason in (${REVIEW_REASONS.map((r) => `'${r}'`).join(", ")})`)),
    check("review_flag_decision", sql`decision in ('keep', 'remove') and decided_at is not null or decision is null`),
    index("review_flag_open_idx").on(t.createdAt).where(sql`decided_at is null`),
    index("review_flag_created_idx").on(t.createdAt),
  ],
);

/**
 * Every removal of a review by the site or its coach: the public record counts these (those not
 * restored on appeal). Keeps its own copy of the coach and the stars, so the counts outlive the
 * review's text and the review itself.
 */
export const reviewRemovals = pgTable(
  "review_removal",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id").references(() => reviews.id, { onDelete: "set null" }),
    coachId: uuid("coach_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }).notNull(),
    removedBy: text("removed_by").$type<Remover>().notNull(),
    reason: text("reason").$type<ReviewReason>().notNull(),
    note: text("note"),
    actorId: text("actor_id").references(() => authUsers.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    appealText: text("appeal_text"),
    appealedAt: timestamp("appealed_at", { withTimezone: true }),
    outcome: text("outcome").$type<AppealOutcome>(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    check("review_removal_by", sql`removed_by in ('site', 'coach')`),
    check("review_removal_reason", sql.raw(`reason in (${REVIEW_REASONS.map((r) => `'${r}'`).join(", ")})`)),
    check(
      "review_removal_outcome",
      sql`outcome in ('upheld', 'restored') and decided_at is not null or outcome is null`,
    ),
    index("review_removal_coach_idx").on(t.coachId),
    index("review_removal_review_idx").on(t.reviewId),
    index("review_removal_created_idx").on(t.createdAt),
    index("review_removal_appeal_idx").on(t.appealedAt).where(sql`appealed_at is not null and outcome is null`),
  ],
);

export const searchWords = pgTable("search_word", {
  word: text("word").primaryKey(),
  /** A word of a niche's name: preferred as a correction over a name or a place. */
  niche: boolean("niche").notNull().default(false),
});

/**
 * The search index: one row per term of a public coach's search_key (name, niches, place), with
 * the coach's score, review count, filter bits and all of its terms. Its index (term, score desc,
 * profile_id) include (terms, bits, review_count), made in migrations 0011 and 0023 since drizzle
 * cannot declare INCLUDE, lists a term's coaches best first and checks the other words of the
 * query without reading a profile. Triggers keep it. Its terms compare by code point (COLLATE "C",
 * migration 0023): a prefix's terms are one range of the index.
 */
export const searchPostings = pgTable("search_posting", {
  term: text("term").notNull(),
  score: smallint("score").notNull(),
  profileId: uuid("profile_id").notNull(),
  terms: text("terms").array().notNull(),
  /** The profile's filter bits and review count (migration 0023): a rare word's list needs no profile read. */
  bits: integer("bits").default(0).notNull(),
  reviewCount: integer("review_count").default(0).notNull(),
});

/**
 * How many listed coaches have each combination of filter bits, kept by triggers (migration 0016):
 * how many coaches a filter leaves, and which combinations to read when they are few.
 */
export const facetCombinations = pgTable("facet_combination", {
  bits: integer("bits").primaryKey(),
  coaches: integer("coaches").notNull(),
});

/**
 * How many listed coaches each place (city and state, '' when absent) has, kept by triggers
 * (migration 0017): which places a location filter means, and how many coaches they hold.
 */
export const coachPlaces = pgTable(
  "coach_place",
  {
    city: text("city").notNull(),
    state: text("state").notNull(),
    coaches: integer("coaches").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.city, t.state] }),
    index("coach_place_city_trgm_idx").using("gin", t.city.op("gin_trgm_ops")),
    index("coach_place_state_trgm_idx").using("gin", t.state.op("gin_trgm_ops")),
  ],
);

/** How many listed coaches have each search term: a multi-word search walks its rarest term's list. */
export const searchTerms = pgTable("search_term", {
  term: text("term").primaryKey(),
  coaches: integer("coaches").notNull(),
});

export const profileNotes = pgTable("profile_note", {
  profileId: uuid("profile_id")
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  notes: text("notes").notNull().default(""),
  updatedAt: updatedAt(),
});

export const claims = pgTable(
  "claim",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    status: text("status").$type<ClaimStatus>().notNull().default("pending"),
    decidedBy: text("decided_by").references(() => authUsers.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    /** Why an admin rejected the claim, as e-mailed to the claimant. */
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    check("claim_status_valid", inList("status", CLAIM_STATUSES)),
    index("claim_profile_idx").on(t.profileId),
    // One open claim per account and profile: asking again finds the one already waiting.
    uniqueIndex("claim_pending_once").on(t.profileId, t.userId).where(sql`status = 'pending'`),
    index("claim_pending_idx").on(t.createdAt).where(sql`status = 'pending'`),
  ],
);

// ---------------------------------------------------------------------------
// Plans, subscriptions, advertising
// ---------------------------------------------------------------------------

export const plans = pgTable(
  "plan",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    kind: text("kind").$type<PlanKind>().notNull(),
    /** Price in cents per billing period; the discounted price where a discount applies. */
    chargesCents: integer("charges_cents").notNull(),
    regularCents: integer("regular_cents").notNull(),
    interval: text("interval").$type<PlanInterval>().notNull(),
    description: text("description").notNull(),
    features: text("features").array().notNull().default(sql`'{}'`),
    /** The card payment provider's price id, when configured. */
    stripePlan: text("stripe_plan"),
    position: smallint("position").notNull(),
  },
  () => [
    check("plan_kind_valid", inList("kind", PLAN_KINDS)),
    check("plan_interval_valid", inList("interval", PLAN_INTERVALS)),
    check("plan_charges_valid", sql`charges_cents >= 0 and regular_cents >= charges_cents`),
  ],
);

/**
 * One purchase of a plan: `pending` while its checkout is open, `active` once a verified payment
 * event confirmed it, then `canceled` (the provider ended it), `expired` (the checkout closed
 * unpaid) or `failed` (the payment was declined). Only the payment webhook moves it on.
 */
export const subscriptions = pgTable(
  "subscription",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    planId: text("plan_id")
      .notNull()
      .references(() => plans.id),
    status: text("status").$type<SubscriptionStatus>().notNull().default("pending"),
    /**
     * Who takes the payment: the card provider, the built-in test checkout, or nobody ("admin": a
     * complimentary plan an administrator gave, with the same effects as a paid one).
     */
    provider: text("provider").$type<PaymentProvider>().notNull().default("test"),
    categoryIds: integer("category_ids").array().notNull().default(sql`'{}'`),
    featuredCategoryId: integer("featured_category_id").references(() => categories.id),
    fourMonthSubscription: boolean("four_month_subscription").notNull().default(false),
    /** The affiliate the purchase came with (the profile's, when it has one). */
    affiliateId: text("affiliate_id"),
    checkoutSessionId: text("checkout_session_id").unique(),
    checkoutExpiresAt: timestamp("checkout_expires_at", { withTimezone: true }),
    providerSubscriptionId: text("provider_subscription_id").unique(),
    providerCustomerId: text("provider_customer_id"),
    startedAt: timestamp("started_at", { withTimezone: true }),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    /** Set when the subscription will not renew (a four-month one after its fourth period). */
    endsAt: timestamp("ends_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    paymentFailedAt: timestamp("payment_failed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("subscription_status_valid", inList("status", SUBSCRIPTION_STATUSES)),
    check("subscription_provider_valid", inList("provider", PAYMENT_PROVIDERS)),
    check("subscription_categories_max", sql`cardinality(category_ids) <= 3`),
    index("subscription_profile_idx").on(t.profileId),
  ],
);

/**
 * Every payment event applied, by the provider's event id: recorded in the same transaction as
 * its effect, so an event is applied exactly once however often it is delivered.
 */
export const paymentEvents = pgTable(
  "payment_event",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    subscriptionId: uuid("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    /** The invoice an invoice event is about (paid invoices are the periods counted). */
    invoiceId: text("invoice_id"),
    /** What a paid invoice took, in cents (the admin panel's revenue); null for other events. */
    amountCents: integer("amount_cents"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_event_subscription_idx").on(t.subscriptionId, t.type)],
);

/**
 * Sponsored leaderboard seats: seat 1..3 per niche caps the sponsors at three. A seat is `held`
 * while its buyer's checkout is open (until `hold_expires_at`) and `active` once paid; only active
 * seats are shown, in seniority order (`started_at`), and the seats are renumbered when one ends.
 */
export const sponsoredSlots = pgTable(
  "sponsored_slot",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    seat: smallint("seat").notNull(),
    profileId: uuid("profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    subscriptionId: uuid("subscription_id")
      .unique()
      .references(() => subscriptions.id, { onDelete: "set null" }),
    status: text("status").$type<SlotStatus>().notNull().default("active"),
    holdExpiresAt: timestamp("hold_expires_at", { withTimezone: true }),
    startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
  },
  (t) => [
    unique("sponsored_slot_seat").on(t.categoryId, t.seat),
    unique("sponsored_slot_once").on(t.categoryId, t.profileId),
    check("sponsored_slot_seat_range", sql`seat between 1 and 3`),
    check("sponsored_slot_status_valid", inList("status", SLOT_STATUSES)),
    check("sponsored_slot_hold_expiry", sql`status <> 'held' or hold_expires_at is not null`),
  ],
);

// ---------------------------------------------------------------------------
// Site settings and messages
// ---------------------------------------------------------------------------

export const bannerPreference = pgTable(
  "banner_preference",
  {
    id: smallint("id").primaryKey().default(1),
    isGoogleBanner: boolean("is_google_banner").notNull().default(false),
    updatedAt: updatedAt(),
  },
  () => [check("banner_preference_single_row", sql`id = 1`)],
);

/**
 * The product's own ads (decision 0048): a text ad (headline and body) or an image ad
 * (`image_url`, the headline then being its alt text), shown in the listed zones between the
 * active dates, picked by weight. The target is a path on our site or an https address, checked
 * here as in `isAllowedAdTarget`, so the click redirect can only lead to what was stored.
 */
export const houseAds = pgTable(
  "house_ad",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    headline: text("headline").notNull(),
    body: text("body").notNull().default(""),
    imageUrl: text("image_url"),
    target: text("target").notNull(),
    zones: text("zones").array().$type<AdZone[]>().notNull(),
    weight: integer("weight").notNull().default(1),
    activeFrom: timestamp("active_from", { withTimezone: true }),
    activeUntil: timestamp("active_until", { withTimezone: true }),
    impressions: integer("impressions").notNull().default(0),
    clicks: integer("clicks").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check("house_ad_weight_range", sql`${t.weight} between 1 and 1000`),
    // A path on our site (not "//host") or an https address without credentials; no backslash
    // (chr 92, which browsers read as a slash) and no white space anywhere.
    check(
      "house_ad_target_allowed",
      sql`(${t.target} ~ '^/([^/]|$)' or ${t.target} ~ '^https://[^/@?#]+([/?#]|$)') and strpos(${t.target}, chr(92)) = 0 and ${t.target} !~ '[[:space:]]' and length(${t.target}) <= 500`,
    ),
    check(
      "house_ad_image_allowed",
      sql`${t.imageUrl} is null or ((${t.imageUrl} ~ '^/[^/]' or ${t.imageUrl} ~ '^https://[^/@?#]+/') and strpos(${t.imageUrl}, chr(92)) = 0 and ${t.imageUrl} !~ '[[:space:]]')`,
    ),
    check(
      "house_ad_zones_valid",
      sql`cardinality(${t.zones}) > 0 and ${t.zones} <@ ${sql.raw(`array[${AD_ZONES.map((z) => `'${z}'`).join(", ")}]::text[]`)}`,
    ),
    check(
      "house_ad_dates_ordered",
      sql`${t.activeUntil} is null or ${t.activeFrom} is null or ${t.activeFrom} < ${t.activeUntil}`,
    ),
  ],
);

export const contactMessages = pgTable(
  "contact_message",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").$type<"site" | "coach">().notNull(),
    toAddress: text("to_address").notNull(),
    fromAddress: text("from_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    profileId: uuid("profile_id").references(() => profiles.id, { onDelete: "set null" }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Delivery tries so far; retried with backoff up to a cap (decision 0046). */
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** When the retry loop may try again; null once sent or given up. */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("contact_message_kind_valid", sql`kind in ('site', 'coach')`),
    check("contact_message_attempts_valid", sql`attempts >= 0`),
    index("contact_message_due_idx").on(t.nextAttemptAt).where(sql`sent_at is null and next_attempt_at is not null`),
  ],
);

/**
 * Every admin write (decision 0047): who, when, what, and the values before and after. The
 * profile id is kept without a foreign key so the record outlives a purged profile.
 */
export const adminActions = pgTable(
  "admin_action",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => authUsers.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    profileId: uuid("profile_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [
    index("admin_action_created_idx").on(t.createdAt.desc()),
    index("admin_action_profile_idx").on(t.profileId, t.createdAt.desc()),
  ],
);

/**
 * What a coach's profile earned each day (issue 26, decision 0076): views by people (not bots, not
 * the owner or admins), listings on search and niche pages a visitor saw, clicks on the website,
 * social links and videos, contact messages. Counted in memory and added here in batches; no
 * visitor is recorded, only the sums. Reviews per day come from the review table itself. An index
 * (coach_id, day) include (views), made in migration 0020 since drizzle cannot declare INCLUDE,
 * sums a niche's views for the percentiles without reading the table.
 */
export const coachDayStats = pgTable(
  "coach_day_stat",
  {
    coachId: uuid("coach_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** The UTC day. */
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
    searchImpressions: integer("search_impressions").notNull().default(0),
    nicheImpressions: integer("niche_impressions").notNull().default(0),
    websiteClicks: integer("website_clicks").notNull().default(0),
    socialClicks: integer("social_clicks").notNull().default(0),
    videoClicks: integer("video_clicks").notNull().default(0),
    messages: integer("messages").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.coachId, t.day] }), index("coach_day_stat_day_idx").on(t.day)],
);

/**
 * The weekly digests sent (issue 26): one row per coach and week (its Monday, UTC), written before
 * the mail is queued, so the week's digest goes once however many processes or runs look at it.
 */
export const coachDigests = pgTable(
  "coach_digest",
  {
    coachId: uuid("coach_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    week: date("week", { mode: "string" }).notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.coachId, t.week] })],
);
