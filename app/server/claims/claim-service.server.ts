import { and, eq, sql } from "drizzle-orm";
import { claimTexts } from "../../lib/messages/claims.ts";
import { coachPath } from "../../lib/urls.ts";
import { administratorAddresses } from "../accounts/account-service.server.ts";
import { config } from "../config.server.ts";
import type { Tx } from "../db/client.server.ts";
import { getDb } from "../db/database.server.ts";
import { authUsers, claims, isPublicCoach, profiles, reviews } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import { logger } from "../logger.server.ts";
import { enqueueMail } from "../jobs/site-jobs.server.ts";
import { claimRequestMail } from "../mail/templates.server.tsx";
import { hit, LIMITS } from "../security/rate-limit.server.ts";

export type ClaimOutcome = { status: "claimed" | "pending"; profileId: string };

/**
 * POST /api/user/mapping/{id} (decision 0045): the profile becomes the account's at
 * once when the account's verified e-mail is the profile's; otherwise a pending claim waits for
 * an administrator, who is told by e-mail. Concurrent claims queue on the profile's row lock, so
 * exactly one account can ever own it.
 */
export async function claimProfile(userId: string, profileId: string): Promise<ClaimOutcome> {
  if (!(await hit(LIMITS.claimsPerAccount, userId))) throw new DomainError("too-many", claimTexts.tooMany);
  const outcome = await getDb().transaction(async (tx) => {
    const [account] = await tx
      .select({ email: authUsers.email, emailVerified: authUsers.emailVerified })
      .from(authUsers)
      .where(eq(authUsers.id, userId));
    if (!account) throw new DomainError("unauthorized", claimTexts.notFound);
    const target = await claimable(tx, profileId);
    if (account.emailVerified && target.email && sameAddress(target.email, account.email)) {
      await linkProfile(tx, profileId, userId, account.email);
      return { status: "claimed" as const, isNew: false, target };
    }
    await replaceableProfile(tx, userId);
    const created = await tx
      .insert(claims)
      .values({ profileId, userId })
      .onConflictDoNothing()
      .returning({ id: claims.id });
    return { status: "pending" as const, isNew: created.length > 0, target };
  });
  // Only a new claim mails the administrators: asking again is answered, not re-announced.
  if (outcome.status === "pending" && outcome.isNew) await tellAdministrators(userId, outcome.target);
  return { status: outcome.status, profileId };
}

/** The coach profile the account's claim waits on for an administrator, if any (the newest). */
export async function pendingClaimOf(userId: string): Promise<{ profileName: string } | null> {
  const [row] = await getDb()
    .select({ profileName: profiles.fullName })
    .from(claims)
    .innerJoin(profiles, eq(profiles.id, claims.profileId))
    .where(and(eq(claims.userId, userId), eq(claims.status, "pending")))
    .orderBy(sql`${claims.createdAt} desc`)
    .limit(1);
  return row ?? null;
}

/** Whether a public coach profile nobody owns carries this address: its account can claim it at once. */
export async function awaitsClaimBy(email: string): Promise<boolean> {
  const [row] = await getDb()
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        sql`lower(${profiles.email}) = ${email.trim().toLowerCase()}`,
        sql`${profiles.userId} is null`,
        isPublicCoach,
      ),
    )
    .limit(1);
  return row !== undefined;
}

type Claimable = { id: string; fullName: string; email: string | null };

/** The profile, if it is a public coach nobody owns yet. */
async function claimable(tx: Tx, profileId: string): Promise<Claimable> {
  const [target] = await tx
    .select({ id: profiles.id, fullName: profiles.fullName, email: profiles.email, userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), isPublicCoach));
  if (!target) throw new DomainError("not-found", claimTexts.notFound);
  if (target.userId) throw new DomainError("conflict", claimTexts.alreadyLinked);
  return target;
}

/**
 * Gives the unowned profile to the account, inside the caller's transaction (an admin's "Link
 * this profile" uses it too). The account's own profile from sign-up is merged in and removed, so
 * the account is not left with a second, empty coach: its affiliate id and the reviews it wrote
 * move over. An account whose own profile is a coach in its own right, or a paid or admin one,
 * keeps it and cannot take a second.
 */
export async function linkProfile(tx: Tx, profileId: string, userId: string, email: string): Promise<void> {
  const [target] = await tx
    .select({ userId: profiles.userId, affiliateId: profiles.affiliateId })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .for("update");
  if (!target) throw new DomainError("not-found", claimTexts.notFound);
  if (target.userId) throw new DomainError("conflict", claimTexts.alreadyLinked);
  const own = await replaceableProfile(tx, userId);
  if (own) {
    const [reviewedIt] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.authorId, own.id), eq(reviews.coachId, profileId)));
    if (reviewedIt) throw new DomainError("conflict", claimTexts.reviewedIt);
    // Both wrote a review of the same coach: one author cannot hold two, so nothing can move.
    const overlap = (await tx.execute(sql`
      select 1 from review mine join review theirs
        on theirs.coach_id = mine.coach_id and theirs.author_id = ${profileId}
      where mine.author_id = ${own.id} limit 1`)) as unknown as { rows: unknown[] };
    if (overlap.rows.length) throw new DomainError("conflict", claimTexts.reviewedIt);
    await tx.update(reviews).set({ authorId: profileId }).where(eq(reviews.authorId, own.id));
    await tx.delete(profiles).where(eq(profiles.id, own.id));
  }
  await tx
    .update(profiles)
    .set({
      userId,
      email: email.toLowerCase(),
      isClaimed: true,
      isCoach: true,
      accountType: "coach",
      affiliateId: target.affiliateId ?? own?.affiliateId ?? null,
    })
    .where(eq(profiles.id, profileId));
  await tx
    .update(claims)
    .set({ status: "approved", decidedAt: new Date() })
    .where(and(eq(claims.profileId, profileId), eq(claims.userId, userId), eq(claims.status, "pending")));
}

/**
 * The account's own profile if a claimed one may replace it: a free (level1 or level2) profile
 * that is not listed as a coach and has no reviews; null when there is none. Anything else is a
 * coach profile of its own, and one account holds one.
 */
async function replaceableProfile(tx: Tx, userId: string) {
  const [own] = await tx
    .select({
      id: profiles.id,
      level: profiles.level,
      affiliateId: profiles.affiliateId,
      reviewCount: profiles.reviewCount,
      listed: sql<boolean>`${isPublicCoach}`,
    })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for("update");
  if (!own) return null;
  const free = (own.level === "level1" || own.level === "level2") && !own.listed && own.reviewCount === 0;
  if (!free) throw new DomainError("conflict", claimTexts.ownsProfile);
  return own;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

async function tellAdministrators(userId: string, target: Claimable) {
  try {
    const [claimant] = await getDb().select({ email: authUsers.email }).from(authUsers).where(eq(authUsers.id, userId));
    const to = await administratorAddresses();
    if (!claimant || to.length === 0) {
      logger.warn({ profileId: target.id }, "a claim is pending but there is no administrator to tell");
      return;
    }
    const mail = claimRequestMail({
      claimant: claimant.email,
      profileName: target.fullName,
      profileEmail: target.email,
      profileUrl: new URL(coachPath({ _id: target.id, fullName: target.fullName }), config.baseUrl).toString(),
    });
    await enqueueMail({ ...mail, to: to.join(", ") });
  } catch (error) {
    // The claim is recorded either way; the administrators also see it in their queue.
    logger.error({ err: error, profileId: target.id }, "could not e-mail the administrators about a claim");
  }
}
