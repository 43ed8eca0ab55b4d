import { and, asc, eq, type Placeholder, type SQL, sql } from "drizzle-orm";
import { badgeList, type CoachCardData } from "../../lib/coach.ts";
import { showsLinks, showsStoryVideos, showsTrainingVideos } from "../../lib/features.ts";
import type { AddOnLevel, BadgeName, Level } from "../../lib/levels.ts";
import type { Db } from "../db/client.server.ts";
import { jsonArray, jsonRow } from "../db/json-rows.server.ts";
import { literalLimit, preparedStatement } from "../db/prepared-statement.server.ts";
import {
  categories,
  isPublicCoach,
  profileCategories,
  profileFields,
  profiles,
  type StoryVideo,
} from "../db/schema.ts";

export const cardColumns = {
  id: profiles.id,
  fullName: profiles.fullName,
  photoLink: profiles.photoLink,
  aboutMe: profiles.aboutMe,
  rating: profiles.rating,
  reviewCount: profiles.reviewCount,
  badgeCounts: profiles.badgeCounts,
  isOneOnOne: profiles.isOneOnOne,
  isGroupCoaching: profiles.isGroupCoaching,
  isFreeTraining: profiles.isFreeTraining,
  level: profiles.level,
  city: profiles.city,
  state: profiles.state,
  // A name lookup per seat, seats in key order: planned and run in a fraction of what a join costs
  // (which the planner makes a hash join over every niche, once per card).
  categoryNames: sql<string[]>`array(
    select (select c.name from category c where c.id = pc.category_id) from profile_category pc
    where pc.profile_id = "profile"."id" order by pc.seat)`.as("category_names"),
};

export type CardRow = Pick<typeof profiles.$inferSelect, Exclude<keyof typeof cardColumns, "categoryNames">> & {
  categoryNames: string[];
};

/** Turns rows into cards, in the rows' order; `sponsoredIds` get the Sponsored tag. */
export function toCards(rows: CardRow[], sponsoredIds: ReadonlySet<string>): CoachCardData[] {
  return rows.map((r) => ({
    _id: r.id,
    fullName: r.fullName,
    photoLink: r.photoLink,
    aboutMe: r.aboutMe,
    rating: r.rating,
    reviewCount: r.reviewCount,
    badges: badgeList(r.badgeCounts),
    isOneOnOne: r.isOneOnOne,
    isGroupCoaching: r.isGroupCoaching,
    isFreeTraining: r.isFreeTraining,
    sponsored: sponsoredIds.has(r.id),
    level: r.level,
    categoryNames: r.categoryNames,
    city: r.city,
    state: r.state,
  }));
}

/** A coach's public profile as GET /api/user/{id} returns it: never the e-mail, phone or notes. */
export type PublicProfile = {
  _id: string;
  fullName: string;
  firstName: string;
  lastName: string;
  photoLink: string | null;
  location: string | null;
  city: string | null;
  state: string | null;
  aboutMe: string;
  website: string | null;
  fbProfilePage: string | null;
  fbBusinessPage: string | null;
  linkedIn: string | null;
  trainingVideoLinks: string[];
  storyVideoLinks: { Title: string; Link: string }[];
  isOneOnOne: boolean;
  isGroupCoaching: boolean;
  isFreeTraining: boolean;
  isCoach: boolean;
  isClaimed: boolean;
  featured: boolean;
  level: Level;
  addOnLevel: AddOnLevel | null;
  categoryIds: number[];
  categoryNames: string[];
  rating: number;
  reviewCount: number;
  score: number;
  badges: { name: BadgeName; count: number }[];
};

const storyVideos = (videos: StoryVideo[]) => videos.map((v) => ({ Title: v.title, Link: v.link }));

const nicheColumns = { id: categories.id, name: categories.name, slug: categories.slug };

const categoriesOfStatement = preparedStatement((db) =>
  db
    .select(nicheColumns)
    .from(profileCategories)
    .innerJoin(categories, eq(categories.id, profileCategories.categoryId))
    .where(eq(profileCategories.profileId, sql.placeholder("profileId")))
    .orderBy(asc(profileCategories.seat))
    .prepare("profile_categories"),
);

/** A niche a profile is listed in. */
export type ProfileNiche = { id: number; name: string; slug: string };

/** A profile's categories in seat order. */
export function categoriesOf(profileId: string): Promise<ProfileNiche[]> {
  return categoriesOfStatement().execute({ profileId });
}

/** A profile's categories in seat order as one JSON array, for a statement that reads more (/profile). */
export const categoriesJson = (db: Db, profileId: Placeholder) =>
  jsonArray(
    db
      .select({
        row: jsonRow(nicheColumns).column,
        seat: profileCategories.seat,
      })
      .from(profileCategories)
      .innerJoin(categories, eq(categories.id, profileCategories.categoryId))
      .where(eq(profileCategories.profileId, profileId)),
    sql`r.seat`,
  ) as SQL<ProfileNiche[]>;

/** What publicProfileOf reads: the profile's own fields and its niches' ids and names in seat order. */
export const publicProfileColumns = {
  ...profileFields,
  categoryIds: sql<number[]>`array(
        select pc.category_id from profile_category pc where pc.profile_id = "profile"."id" order by pc.seat)`.as(
    "category_ids",
  ),
  categoryNames: cardColumns.categoryNames,
};

export type PublicProfileRow = Omit<typeof profiles.$inferSelect, "searchKey" | "searchVector" | "categoryText"> & {
  categoryIds: number[];
  categoryNames: string[];
};

// Planned once per connection, as the coach page's statement that reads the same row (PostgreSQL
// plans a primary-key read with the public-coach rule, which matches several partial indexes,
// slower than it runs it).
const publicProfileRow = preparedStatement((db) =>
  db
    .select(publicProfileColumns)
    .from(profiles)
    .where(and(eq(profiles.id, sql.placeholder("id")), isPublicCoach))
    .limit(literalLimit(1))
    .prepare("public_profile"),
);

/** The profile of a public coach (see isPublicCoach); null for users, admins and unnamed coaches. */
export async function publicProfile(id: string): Promise<PublicProfile | null> {
  const [p] = await publicProfileRow().execute({ id });
  return p ? publicProfileOf(p) : null;
}

/** A public coach's row as GET /api/user/{id} and the coach page show it: links and videos by level. */
export function publicProfileOf(p: PublicProfileRow): PublicProfile {
  const links = showsLinks(p.level);
  return {
    _id: p.id,
    fullName: p.fullName,
    firstName: p.firstName,
    lastName: p.lastName,
    photoLink: p.photoLink,
    location: p.location,
    city: p.city,
    state: p.state,
    aboutMe: p.aboutMe,
    website: links ? p.website : null,
    fbProfilePage: links ? p.fbProfilePage : null,
    fbBusinessPage: links ? p.fbBusinessPage : null,
    linkedIn: links ? p.linkedIn : null,
    trainingVideoLinks: showsTrainingVideos(p.level) ? p.trainingVideoLinks : [],
    storyVideoLinks: showsStoryVideos(p.level) ? storyVideos(p.storyVideoLinks) : [],
    isOneOnOne: p.isOneOnOne,
    isGroupCoaching: p.isGroupCoaching,
    isFreeTraining: p.isFreeTraining,
    isCoach: p.isCoach,
    // Owned by an account, by a claim or because the coach signed up: nobody else can claim it.
    isClaimed: p.isClaimed || p.userId !== null,
    featured: p.featured,
    level: p.level,
    addOnLevel: p.addOnLevel ?? null,
    categoryIds: p.categoryIds,
    categoryNames: p.categoryNames,
    rating: p.rating,
    reviewCount: p.reviewCount,
    score: p.score,
    badges: badgeList(p.badgeCounts),
  };
}
