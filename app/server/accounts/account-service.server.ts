import { and, eq, ne } from "drizzle-orm";
import type { Level } from "../../lib/levels.ts";
import { FIELD_LIMITS } from "../../lib/limits.ts";
import { authMessages } from "../../lib/messages.ts";
import { getDb } from "../db/database.server.ts";
import { authAccounts, profileFields, profiles } from "../db/schema.ts";

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

export class AccountError extends Error {
  readonly status: 400 | 403 | 404 | 409;
  constructor(status: 400 | 403 | 404 | 409, message: string) {
    super(message);
    this.status = status;
  }
}

/**
 * SPEC section 4: "User" sets level1 and isCoach false, "Coach" sets level2 and isCoach true.
 * Only a free account may choose: a paid level or admin is never lowered this way.
 */
export async function chooseAccountType(userId: string, type: "user" | "coach"): Promise<OwnProfile> {
  const profile = await profileOfUser(userId);
  if (!profile) throw new AccountError(404, "Your profile was not found.");
  if (profile.level !== "level1" && profile.level !== "level2") {
    throw new AccountError(409, authMessages.paidLevelKept);
  }
  const level: Level = type === "coach" ? "level2" : "level1";
  const [updated] = await getDb()
    .update(profiles)
    .set({ accountType: type, level, isCoach: type === "coach" })
    .where(eq(profiles.id, profile.id))
    .returning(profileFields);
  if (!updated) throw new AccountError(404, "Your profile was not found.");
  return updated;
}

/** Attaches the affiliate who referred the user, once: an existing affiliate id is kept. */
export async function attachAffiliate(userId: string, affiliateId: string): Promise<OwnProfile> {
  const profile = await profileOfUser(userId);
  if (!profile) throw new AccountError(404, "Your profile was not found.");
  if (profile.affiliateId) return profile;
  const [updated] = await getDb()
    .update(profiles)
    .set({ affiliateId })
    .where(eq(profiles.id, profile.id))
    .returning(profileFields);
  return updated ?? profile;
}

/** Whether the account signs in with Google or Facebook (SPEC: a "social-provider account"). */
export async function hasSocialAccount(userId: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: authAccounts.id })
    .from(authAccounts)
    .where(and(eq(authAccounts.userId, userId), ne(authAccounts.providerId, "credential")))
    .limit(1);
  return Boolean(row);
}
