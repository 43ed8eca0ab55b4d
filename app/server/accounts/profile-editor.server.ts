import { eq, inArray, sql } from "drizzle-orm";
import { badgeList } from "../../lib/coach.ts";
import { showsLinks, showsStoryVideos, showsTrainingVideos } from "../../lib/features.ts";
import { hasLevel, type Level } from "../../lib/levels.ts";
import { profileFormMessages } from "../../lib/messages/profile-form.ts";
import { authMessages } from "../../lib/messages/auth.ts";
import { MAX_CATEGORIES, MAX_FREE_CATEGORIES, type ProfileUpdate } from "../../lib/profile-form-schema.ts";
import { listCategories } from "../categories/category-service.server.ts";
import { categoriesOf } from "../coaches/coach-service.server.ts";
import type { Tx } from "../db/client.server.ts";
import { getDb } from "../db/database.server.ts";
import { categories, profileCategories, profileFields, profiles } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import { removeProfilePhoto, storeProfilePhoto } from "../media/photo-service.server.ts";
import { hasLink } from "../reviews/links-and-phones.server.ts";
import { type OwnProfile, profileOfUser } from "./account-service.server.ts";

/** The own profile as GET and PUT /api/profile answer it (the field names of docs/product.md §24). */
export type OwnProfileView = Omit<
  OwnProfile,
  "id" | "userId" | "storyVideoLinks" | "badgeCounts" | "email" | "deletedAt" | "digestStoppedAt"
> & {
  _id: string;
  cognitoId: string | null;
  /** The name the owning account signs in with: its e-mail address (null when nobody owns it). */
  cognitoUserName: string | null;
  /** The featured (sponsored) niche's name beside its id, as docs/product.md §24 names the field. */
  featuredCategory: string | null;
  email: string;
  storyVideoLinks: { Title: string; Link: string }[];
  categoryIds: number[];
  categoryNames: string[];
  badges: ReturnType<typeof badgeList>;
  badgeCounts: number[];
};

/** Everything the owner may see of their profile, with its niches in seat order. */
export async function ownProfileView(profile: OwnProfile, accountEmail: string): Promise<OwnProfileView> {
  const { id, userId, storyVideoLinks, deletedAt: _deletedAt, digestStoppedAt: _digest, ...rest } = profile;
  const [cats, catalog] = await Promise.all([categoriesOf(id), listCategories()]);
  return {
    _id: id,
    cognitoId: userId,
    cognitoUserName: userId ? accountEmail : null,
    featuredCategory: catalog.find((c) => c.id === profile.featuredCategoryId)?.name ?? null,
    ...rest,
    email: profile.email ?? accountEmail,
    storyVideoLinks: storyVideoLinks.map((v) => ({ Title: v.title, Link: v.link })),
    categoryIds: cats.map((c) => c.id),
    categoryNames: cats.map((c) => c.name),
    badges: badgeList(profile.badgeCounts),
  };
}

const COACH_FIELDS = [
  "city",
  "state",
  "zip",
  "phone",
  "aboutMe",
  "categoryNames",
  "categoryIds",
  "isOneOnOne",
  "isGroupCoaching",
  "isFreeTraining",
] as const satisfies (keyof ProfileUpdate)[];

/** A value that adds something, as opposed to clearing it (null, "" or an empty list). */
const adds = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value !== undefined && value !== null);

/** The most niches a level may hold: 2 for a free coach, 3 for paid levels (decision 0043). */
export const maxCategoriesFor = (level: Level) => (hasLevel(level, "level3") ? MAX_CATEGORIES : MAX_FREE_CATEGORIES);

/** Refuses what the level does not include, with the prompt the form shows in its place. */
function checkLevel(level: Level, input: ProfileUpdate): void {
  const forbidden = (message: string) => new DomainError("forbidden", message);
  if ((adds(input.website) || adds(input.fbProfilePage)) && !showsLinks(level))
    throw forbidden(profileFormMessages.upgradeLinks);
  if (adds(input.storyVideoLinks) && !showsStoryVideos(level)) throw forbidden(profileFormMessages.upgradeStoryVideos);
  if (adds(input.trainingVideoLinks) && !showsTrainingVideos(level))
    throw forbidden(profileFormMessages.upgradeTrainingVideos);
  if (!hasLevel(level, "level2") && COACH_FIELDS.some((field) => input[field] !== undefined))
    throw forbidden(profileFormMessages.coachOnly);
}

/** The category ids of the niches sent by id or by name (case-insensitive), in the order sent. */
async function resolveCategories(input: ProfileUpdate): Promise<number[] | undefined> {
  const db = getDb();
  if (input.categoryIds) {
    if (input.categoryIds.length === 0) return [];
    const found = await db
      .select({ id: categories.id })
      .from(categories)
      .where(inArray(categories.id, input.categoryIds));
    const known = new Set(found.map((c) => c.id));
    const unknown = input.categoryIds.find((id) => !known.has(id));
    if (unknown !== undefined) throw new DomainError("invalid", profileFormMessages.unknownCategory(String(unknown)));
    return input.categoryIds;
  }
  if (!input.categoryNames) return undefined;
  if (input.categoryNames.length === 0) return [];
  const lower = input.categoryNames.map((n) => n.toLowerCase());
  const found = await db
    .select({ id: categories.id, name: sql<string>`lower(${categories.name})` })
    .from(categories)
    .where(inArray(sql`lower(${categories.name})`, lower));
  const byName = new Map(found.map((c) => [c.name, c.id]));
  const ids = lower.map((name, i) => {
    const id = byName.get(name);
    if (id === undefined)
      throw new DomainError("invalid", profileFormMessages.unknownCategory(input.categoryNames?.[i] ?? name));
    return id;
  });
  return [...new Set(ids)];
}

/**
 * Changes the fields of the caller's own profile that `input` holds (parsed by
 * profileUpdateSchema); the level decides which it may hold, and a field above it is refused,
 * never dropped.
 */
export async function updateOwnProfile(userId: string, input: ProfileUpdate): Promise<OwnProfile> {
  const profile = await profileOfUser(userId);
  if (!profile) throw new DomainError("not-found", authMessages.profileNotFound);
  checkLevel(profile.level, input);
  const max = maxCategoriesFor(profile.level);
  return saveProfile(profile, input, { max, message: profileFormMessages.tooManyCategories(max) });
}

/** The columns `input` changes, with the full name following a new first or last name. */
function profileChanges(profile: OwnProfile, input: ProfileUpdate): Partial<typeof profiles.$inferInsert> {
  const changes: Partial<typeof profiles.$inferInsert> = {};
  for (const field of [
    "firstName",
    "lastName",
    "location",
    "city",
    "state",
    "zip",
    "phone",
    "aboutMe",
    "website",
    "fbProfilePage",
    "trainingVideoLinks",
    "storyVideoLinks",
    "isOneOnOne",
    "isGroupCoaching",
    "isFreeTraining",
  ] as const) {
    if (input[field] !== undefined) Object.assign(changes, { [field]: input[field] });
  }
  if (input.firstName !== undefined || input.lastName !== undefined) {
    const first = input.firstName ?? profile.firstName;
    const last = input.lastName ?? profile.lastName;
    changes.fullName = [first, last].filter(Boolean).join(" ");
  }
  return changes;
}

/**
 * Writes the fields `input` holds to the profile, with the rules every editor shares (no links in
 * the about text, known niches, at most `categoryCap.max`, refused with its message). Niches are written to seats 1..n in the
 * same transaction; the search columns follow the row by themselves (generated columns, and a
 * trigger for the niche names). `inTransaction` runs last in that transaction (the admin
 * editor records the change there).
 */
export async function saveProfile(
  profile: OwnProfile,
  input: ProfileUpdate,
  categoryCap: { max: number; message: string },
  inTransaction?: (tx: Tx, saved: OwnProfile) => Promise<void>,
): Promise<OwnProfile> {
  if (input.aboutMe && hasLink(input.aboutMe)) throw new DomainError("invalid", profileFormMessages.aboutNoLinks);
  const categoryIds = await resolveCategories(input);
  if (categoryIds && categoryIds.length > categoryCap.max) throw new DomainError("invalid", categoryCap.message);

  const changes = profileChanges(profile, input);
  // A new photo's files are stored first, under a name of their own. The set the row pointed at
  // (read under the row's lock, so concurrent uploads each remove the one they replaced) goes once
  // the row points elsewhere; the new set goes if the row never points at it.
  const newPhoto = input.photo ? await storeProfilePhoto(profile.id, input.photo) : null;
  if (newPhoto) changes.photoLink = newPhoto;

  let outcome: { saved: OwnProfile; replacedPhoto: string | null };
  try {
    outcome = await getDb().transaction(async (tx) => {
      let replacedPhoto: string | null = null;
      if (newPhoto) {
        const [current] = await tx
          .select({ photoLink: profiles.photoLink })
          .from(profiles)
          .where(eq(profiles.id, profile.id))
          .for("update");
        replacedPhoto = current?.photoLink ?? null;
      }
      let updated = profile;
      if (Object.keys(changes).length > 0) {
        const [row] = await tx
          .update(profiles)
          .set(changes)
          .where(eq(profiles.id, profile.id))
          .returning(profileFields);
        if (!row) throw new DomainError("not-found", authMessages.profileNotFound);
        updated = row;
      }
      if (categoryIds) {
        await tx.delete(profileCategories).where(eq(profileCategories.profileId, profile.id));
        if (categoryIds.length > 0)
          await tx
            .insert(profileCategories)
            .values(categoryIds.map((categoryId, i) => ({ profileId: profile.id, seat: i + 1, categoryId })));
      }
      await inTransaction?.(tx, updated);
      return { saved: updated, replacedPhoto };
    });
  } catch (error) {
    if (newPhoto) await removeProfilePhoto(newPhoto);
    throw error;
  }
  if (newPhoto && outcome.replacedPhoto !== newPhoto) await removeProfilePhoto(outcome.replacedPhoto);
  return outcome.saved;
}
