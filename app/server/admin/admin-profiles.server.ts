import { and, desc, eq, ilike, isNotNull, lt, or, sql } from "drizzle-orm";
import { adminTexts } from "../../lib/messages/admin.ts";
import type { ProfileUpdate } from "../../lib/profile-form-schema.ts";
import type { OwnProfile } from "../accounts/account-service.server.ts";
import {
  maxCategoriesFor,
  type OwnProfileView,
  ownProfileView,
  saveProfile,
} from "../accounts/profile-editor.server.ts";
import { getDb } from "../db/database.server.ts";
import { authUsers, profileFields, profileNotes, profiles, sponsoredSlots } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import type { Viewer } from "../identity/session.server.ts";
import { logger } from "../logger.server.ts";
import { asAdmin } from "./admin-access.server.ts";
import { difference, recordAction } from "./audit.server.ts";
import type { ProfileMatch } from "../../lib/admin-views.ts";

/** How long an admin can restore a deleted profile; after that it is purged (decision 0047). */
export const RESTORE_DAYS = 30;

/** Profiles whose name or e-mail contains the text (deleted ones too, marked), best known first. */
export async function findProfiles(viewer: Viewer | null, text: string): Promise<ProfileMatch[]> {
  asAdmin(viewer);
  const wanted = text.trim();
  if (!wanted) return [];
  const pattern = `%${wanted.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return getDb()
    .select({
      id: profiles.id,
      fullName: profiles.fullName,
      email: profiles.email,
      level: profiles.level,
      isCoach: profiles.isCoach,
      deletedAt: profiles.deletedAt,
    })
    .from(profiles)
    .where(or(ilike(profiles.fullName, pattern), ilike(profiles.email, pattern)))
    .orderBy(desc(profiles.reviewCount), profiles.fullName)
    .limit(25);
}

async function profileById(id: string): Promise<OwnProfile> {
  const [row] = await getDb().select(profileFields).from(profiles).where(eq(profiles.id, id));
  if (!row) throw new DomainError("not-found", adminTexts.profileNotFound);
  return row;
}

export type AdminProfileView = OwnProfileView & { deletedAt: Date | null; notes: string };

/** Everything the admin editor shows of a profile, notes included. */
export async function adminProfileView(viewer: Viewer | null, id: string): Promise<AdminProfileView> {
  asAdmin(viewer);
  const profile = await profileById(id);
  const [owner] = profile.userId
    ? await getDb().select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, profile.userId))
    : [];
  const [view, notes] = await Promise.all([ownProfileView(profile, owner?.email ?? ""), readNotesOf(id)]);
  return { ...view, deletedAt: profile.deletedAt, notes };
}

/** PUT /api/admin/profile: the profile form's rules without its level gates (but the niche cap); recorded. */
export async function adminUpdateProfile(viewer: Viewer | null, id: string, input: ProfileUpdate) {
  const actor = asAdmin(viewer);
  const before = await profileById(id);
  // The level's cap holds for admins too: an admin who wants more niches raises the level first.
  const max = maxCategoriesFor(before.level);
  const cap = { max, message: adminTexts.levelCapsNiches(before.level, max) };
  return saveProfile(before, input, cap, async (tx, saved) => {
    const { before: was, after: now } = difference(auditable(before), auditable(saved));
    await recordAction(tx, actor, { action: "profile.update", profileId: id, before: was, after: now });
  });
}

/** The fields an edit record compares (times and search columns say nothing to a reader). */
function auditable(p: OwnProfile): Record<string, unknown> {
  const { updatedAt: _u, createdAt: _c, ...rest } = p;
  return rest;
}

/**
 * DELETE /api/user/{id}: a soft delete. The profile leaves every page, list, search, API answer
 * and the sitemap at once (they all filter on deleted_at), and its sponsored seats are released.
 */
export async function deleteProfile(viewer: Viewer | null, id: string): Promise<void> {
  const actor = asAdmin(viewer);
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .update(profiles)
      .set({ deletedAt: new Date() })
      .where(and(eq(profiles.id, id), sql`${profiles.deletedAt} is null`))
      .returning({ id: profiles.id });
    if (!row) throw new DomainError("not-found", adminTexts.profileNotFound);
    const released = await tx
      .delete(sponsoredSlots)
      .where(eq(sponsoredSlots.profileId, id))
      .returning({ categoryId: sponsoredSlots.categoryId, seat: sponsoredSlots.seat });
    await recordAction(tx, actor, {
      action: "profile.delete",
      profileId: id,
      before: { deletedAt: null, sponsoredSeats: released },
      after: { deletedAt: "now" },
    });
  });
}

/** Brings a deleted profile back, within RESTORE_DAYS of its deletion. */
export async function restoreProfile(viewer: Viewer | null, id: string): Promise<void> {
  const actor = asAdmin(viewer);
  await getDb().transaction(async (tx) => {
    const [row] = await tx
      .select({ deletedAt: profiles.deletedAt })
      .from(profiles)
      .where(eq(profiles.id, id))
      .for("update");
    if (!row) throw new DomainError("not-found", adminTexts.profileNotFound);
    if (!row.deletedAt) throw new DomainError("conflict", adminTexts.notDeleted);
    if (Date.now() - row.deletedAt.getTime() > RESTORE_DAYS * 86_400_000)
      throw new DomainError("conflict", adminTexts.restoreExpired);
    await tx.update(profiles).set({ deletedAt: null }).where(eq(profiles.id, id));
    await recordAction(tx, actor, {
      action: "profile.restore",
      profileId: id,
      before: { deletedAt: row.deletedAt.toISOString() },
      after: { deletedAt: null },
    });
  });
}

/** Removes for good the profiles deleted more than RESTORE_DAYS ago (run daily by the server). */
export async function purgeDeletedProfiles(): Promise<number> {
  const cutoff = new Date(Date.now() - RESTORE_DAYS * 86_400_000);
  const purged = await getDb()
    .delete(profiles)
    .where(and(isNotNull(profiles.deletedAt), lt(profiles.deletedAt, cutoff)))
    .returning({ id: profiles.id });
  if (purged.length) logger.info({ count: purged.length }, "purged profiles deleted more than 30 days ago");
  return purged.length;
}

async function readNotesOf(id: string): Promise<string> {
  const [row] = await getDb()
    .select({ notes: profileNotes.notes })
    .from(profileNotes)
    .where(eq(profileNotes.profileId, id));
  return row?.notes ?? "";
}

/** GET /api/notes/{id}: admins only. */
export async function readNotes(viewer: Viewer | null, id: string): Promise<string> {
  asAdmin(viewer);
  await profileById(id);
  return readNotesOf(id);
}

/** PUT /api/notes: admins only; recorded with the old and new text. */
export async function writeNotes(viewer: Viewer | null, id: string, notes: string): Promise<void> {
  const actor = asAdmin(viewer);
  await profileById(id);
  await getDb().transaction(async (tx) => {
    const [old] = await tx
      .select({ notes: profileNotes.notes })
      .from(profileNotes)
      .where(eq(profileNotes.profileId, id))
      .for("update");
    await tx
      .insert(profileNotes)
      .values({ profileId: id, notes })
      .onConflictDoUpdate({ target: profileNotes.profileId, set: { notes } });
    await recordAction(tx, actor, {
      action: "notes.update",
      profileId: id,
      before: { notes: old?.notes ?? "" },
      after: { notes },
    });
  });
}
