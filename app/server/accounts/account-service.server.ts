import { eq } from "drizzle-orm";
import { ADMIN_LEVEL, type Level } from "../../lib/levels.ts";
import { FIELD_LIMITS } from "../../lib/limits.ts";
import { authMessages } from "../../lib/messages/auth.ts";
import { getDb } from "../db/database.server.ts";
import { DomainError } from "../domain-error.server.ts";
import { authUsers, profileFields, profiles } from "../db/schema.ts";
import type { AccountType } from "../../lib/levels.ts";

export type OwnProfile = Omit<typeof profiles.$inferSelect, "searchKey" | "searchVector" | "categoryText">;

/** Every account gets a profile (level1) when it is created, whatever the sign-up route. */
export async function createProfileForUser(user: { id: string; email: string; name?: string | null }) {
  // A provider's display name can be anything: keep it within the name limit.
  const [firstName = "", ...rest] = (user.name ?? "").trim().slice(0, FIELD_LIMITS.name).split(/\s+/);
  const lastName = rest.join(" ");
  const looksLikeName = firstName && !firstName.includes("@");
  await getDb()
    .insert(profiles)
    .values({
      userId: user.id,
      email: user.email.toLowerCase(),
      firstName: looksLikeName ? firstName : "",
      lastName: looksLikeName ? lastName : "",
      fullName: looksLikeName ? [firstName, lastName].filter(Boolean).join(" ") : "",
      level: "level1",
    })
    .onConflictDoNothing();
}

export async function profileOfUser(userId: string): Promise<OwnProfile | null> {
  const [row] = await getDb().select(profileFields).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * docs/product.md §13: "User" sets level1 and isCoach false, "Coach" sets level2 and isCoach true.
 * Only a free account may choose: a paid level or admin is never lowered this way.
 */
export async function chooseAccountType(userId: string, type: AccountType): Promise<OwnProfile> {
  const profile = await profileOfUser(userId);
  if (!profile) throw new DomainError("not-found", authMessages.profileNotFound);
  if (profile.level !== "level1" && profile.level !== "level2") {
    throw new DomainError("conflict", authMessages.paidLevelKept);
  }
  const level: Level = type === "coach" ? "level2" : "level1";
  const [updated] = await getDb()
    .update(profiles)
    .set({ accountType: type, level, isCoach: type === "coach" })
    .where(eq(profiles.id, profile.id))
    .returning(profileFields);
  if (!updated) throw new DomainError("not-found", authMessages.profileNotFound);
  return updated;
}

/** Attaches the affiliate who referred the user, once: an existing affiliate id is kept. */
export async function attachAffiliate(userId: string, affiliateId: string): Promise<OwnProfile> {
  const profile = await profileOfUser(userId);
  if (!profile) throw new DomainError("not-found", authMessages.profileNotFound);
  if (profile.affiliateId) return profile;
  const [updated] = await getDb()
    .update(profiles)
    .set({ affiliateId })
    .where(eq(profiles.id, profile.id))
    .returning(profileFields);
  return updated ?? profile;
}

/**
 * Makes an existing account an admin (level "20"). No public call leads here: only the
 * `admin:grant` command (and, later, another admin).
 */
export async function grantAdmin(email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const db = getDb();
  const [user] = await db.select({ id: authUsers.id }).from(authUsers).where(eq(authUsers.email, address));
  if (!user) throw new DomainError("not-found", authMessages.noAccountFor(address));
  const updated = await db
    .update(profiles)
    .set({ level: "20" })
    .where(eq(profiles.userId, user.id))
    .returning({ id: profiles.id });
  if (updated.length === 0) await db.insert(profiles).values({ userId: user.id, email: address, level: "20" });
}

/** The e-mail addresses of the administrators' accounts (level "20"), in order. */
export async function administratorAddresses(): Promise<string[]> {
  const rows = await getDb()
    .select({ email: authUsers.email })
    .from(profiles)
    .innerJoin(authUsers, eq(authUsers.id, profiles.userId))
    .where(eq(profiles.level, ADMIN_LEVEL))
    .orderBy(authUsers.email);
  return rows.map((r) => r.email);
}
