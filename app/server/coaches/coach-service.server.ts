import { and, asc, desc, eq, notInArray, type SQL, sql } from "drizzle-orm";
import { badgeList, type CoachCardData, FEATURED_BLOCK_SIZE } from "../../lib/coach.ts";
import { showsLinks, showsStoryVideos, showsTrainingVideos } from "../../lib/features.ts";
import type { AddOnLevel, BadgeName, Level } from "../../lib/levels.ts";
import { getDb } from "../db/database.server.ts";
import {
  categories,
  isPublicCoach,
  profileCategories,
  profileFields,
  profiles,
  sponsoredSlots,
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
  categoryNames: sql<string[]>`array(
    select c.name from profile_category pc join category c on c.id = pc.category_id
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

/** The category's sponsors in seniority order (position 1, 2, 3), those meeting `filter` if given. */
export async function sponsorsOf(categoryId: number, filter?: SQL): Promise<CardRow[]> {
  return getDb()
    .select(cardColumns)
    .from(sponsoredSlots)
    .innerJoin(profiles, eq(profiles.id, sponsoredSlots.profileId))
    .where(
      and(
        eq(sponsoredSlots.categoryId, categoryId),
        eq(sponsoredSlots.status, "active"),
        sql`(${sponsoredSlots.endsAt} is null or ${sponsoredSlots.endsAt} > now())`,
        isPublicCoach,
        filter,
      ),
    )
    .orderBy(asc(sponsoredSlots.startedAt), asc(sponsoredSlots.seat));
}

/** Coaches of a category, best rated first (or in `order`), skipping `exclude`, meeting `filter` if given. */
export async function coachesInCategory(
  categoryId: number,
  options: { from: number; size: number; exclude?: string[]; filter?: SQL; order?: SQL[] },
): Promise<CardRow[]> {
  const exclude = options.exclude ?? [];
  return getDb()
    .select(cardColumns)
    .from(profileCategories)
    .innerJoin(profiles, eq(profiles.id, profileCategories.profileId))
    .where(
      and(
        eq(profileCategories.categoryId, categoryId),
        isPublicCoach,
        exclude.length ? notInArray(profiles.id, exclude) : undefined,
        options.filter,
      ),
    )
    .orderBy(...(options.order ?? [desc(profiles.score), desc(profiles.reviewCount), asc(profiles.id)]))
    .offset(options.from)
    .limit(options.size);
}

/** SPEC section 9: 8 cards, sponsored first, filled with the category's best (8 minus sponsors, from 0). */
export async function featuredForCategory(categoryId: number): Promise<CoachCardData[]> {
  const sponsors = await sponsorsOf(categoryId);
  const sponsorIds = sponsors.map((s) => s.id);
  const rest = await coachesInCategory(categoryId, {
    from: 0,
    size: Math.max(0, FEATURED_BLOCK_SIZE - sponsors.length),
    exclude: sponsorIds,
  });
  return toCards([...sponsors, ...rest], new Set(sponsorIds));
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

/** A profile's categories in seat order. */
export function categoriesOf(profileId: string): Promise<{ id: number; name: string }[]> {
  return getDb()
    .select({ id: categories.id, name: categories.name })
    .from(profileCategories)
    .innerJoin(categories, eq(categories.id, profileCategories.categoryId))
    .where(eq(profileCategories.profileId, profileId))
    .orderBy(asc(profileCategories.seat));
}

export async function hasPublicPage(id: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.id, id), isPublicCoach))
    .limit(1);
  return row !== undefined;
}

/** The profile of a public coach (see isPublicCoach); null for users, admins and unnamed coaches. */
export async function publicProfile(id: string): Promise<PublicProfile | null> {
  const [p] = await getDb()
    .select(profileFields)
    .from(profiles)
    .where(and(eq(profiles.id, id), isPublicCoach))
    .limit(1);
  if (!p) return null;
  const cats = await categoriesOf(id);
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
    categoryIds: cats.map((c) => c.id),
    categoryNames: cats.map((c) => c.name),
    rating: p.rating,
    reviewCount: p.reviewCount,
    score: p.score,
    badges: badgeList(p.badgeCounts),
  };
}
