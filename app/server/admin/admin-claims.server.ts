import { and, asc, eq } from "drizzle-orm";
import { adminTexts } from "../../lib/messages/admin.ts";
import { config } from "../config.server.ts";
import { linkProfile } from "../claims/claim-service.server.ts";
import type { Tx } from "../db/client.server.ts";
import { getDb } from "../db/database.server.ts";
import { authUsers, claims, profiles } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import type { Viewer } from "../identity/session.server.ts";
import { logger } from "../logger.server.ts";
import { enqueueMail } from "../jobs/site-jobs.server.ts";
import { claimApprovedMail, claimRejectedMail } from "../mail/templates.server.tsx";
import { asAdmin } from "./admin-access.server.ts";
import { recordAction } from "./audit.server.ts";
import type { PendingClaim } from "../../lib/admin-views.ts";

/** The claims waiting for a decision, oldest first. */
export async function pendingClaims(viewer: Viewer | null): Promise<PendingClaim[]> {
  asAdmin(viewer);
  const rows = await getDb()
    .select({
      id: claims.id,
      claimant: authUsers.email,
      profileId: profiles.id,
      profileName: profiles.fullName,
      owner: profiles.userId,
      createdAt: claims.createdAt,
    })
    .from(claims)
    .innerJoin(authUsers, eq(authUsers.id, claims.userId))
    .innerJoin(profiles, eq(profiles.id, claims.profileId))
    .where(eq(claims.status, "pending"))
    .orderBy(asc(claims.createdAt))
    .limit(100);
  return rows.map(({ owner, ...r }) => ({ ...r, profileClaimed: owner !== null }));
}

/** Approve: the profile becomes the claimant's (as a matching claim would) and they are told. */
export async function approveClaim(viewer: Viewer | null, claimId: string): Promise<void> {
  const actor = asAdmin(viewer);
  const decided = await getDb().transaction(async (tx) => {
    const claim = await lockPending(tx, claimId);
    await linkProfile(tx, claim.profileId, claim.userId, claim.claimant);
    await tx
      .update(claims)
      .set({ status: "approved", decidedBy: actor.userId, decidedAt: new Date() })
      .where(eq(claims.id, claimId));
    await recordAction(tx, actor, {
      action: "claim.approve",
      profileId: claim.profileId,
      before: { owner: null },
      after: { owner: claim.claimant },
    });
    return claim;
  });
  await tell(
    decided.claimant,
    claimApprovedMail({ profileName: decided.profileName, profileUrl: `${config.baseUrl}/profile` }),
  );
}

/** Reject, with the reason the claimant is e-mailed. */
export async function rejectClaim(viewer: Viewer | null, claimId: string, reason: string): Promise<void> {
  const actor = asAdmin(viewer);
  const decided = await getDb().transaction(async (tx) => {
    const claim = await lockPending(tx, claimId);
    await tx
      .update(claims)
      .set({ status: "rejected", reason, decidedBy: actor.userId, decidedAt: new Date() })
      .where(eq(claims.id, claimId));
    await recordAction(tx, actor, {
      action: "claim.reject",
      profileId: claim.profileId,
      before: { claimant: claim.claimant, status: "pending" },
      after: { status: "rejected", reason },
    });
    return claim;
  });
  await tell(decided.claimant, claimRejectedMail({ profileName: decided.profileName, reason }));
}

/**
 * POST /api/admin/linkprofile: gives the profile to the account with this e-mail (or id), with
 * the same merge rules as a claim; a profile somebody owns is refused ("already linked").
 */
export async function adminLinkProfile(
  viewer: Viewer | null,
  profileId: string,
  account: { email?: string; userId?: string },
): Promise<void> {
  const actor = asAdmin(viewer);
  const [user] = await getDb()
    .select({ id: authUsers.id, email: authUsers.email })
    .from(authUsers)
    .where(account.userId ? eq(authUsers.id, account.userId) : eq(authUsers.email, account.email ?? ""));
  if (!user) throw new DomainError("not-found", adminTexts.noAccount(account.email ?? account.userId ?? ""));
  await getDb().transaction(async (tx) => {
    await linkProfile(tx, profileId, user.id, user.email);
    await recordAction(tx, actor, {
      action: "profile.link",
      profileId,
      before: { owner: null },
      after: { owner: user.email },
    });
  });
}

async function lockPending(tx: Tx, claimId: string) {
  const [claim] = await tx
    .select({
      profileId: claims.profileId,
      userId: claims.userId,
      claimant: authUsers.email,
      profileName: profiles.fullName,
    })
    .from(claims)
    .innerJoin(authUsers, eq(authUsers.id, claims.userId))
    .innerJoin(profiles, eq(profiles.id, claims.profileId))
    .where(and(eq(claims.id, claimId), eq(claims.status, "pending")))
    .for("update", { of: claims });
  if (!claim) throw new DomainError("not-found", adminTexts.claimNotFound);
  return claim;
}

async function tell(to: string, mail: { subject: string; html: string; text: string }) {
  try {
    await enqueueMail({ ...mail, to });
  } catch (error) {
    // The decision stands; the claimant sees the outcome when they sign in.
    logger.error({ err: error }, "could not queue the e-mail to a claimant about the decision");
  }
}
