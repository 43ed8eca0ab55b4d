import { eq, sql } from "drizzle-orm";
import { invitationTexts } from "../../lib/messages/invitations.ts";
import type { Tx } from "../db/client.server.ts";
import { reviewInvitations } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import { invitationTokenHash } from "./invitation-tokens.server.ts";

/** The invitation a token names, locked for the posting transaction, with why it cannot be used. */
export async function usableInvitation(tx: Tx, token: string, coachId: string, email: string) {
  const [invitation] = await tx
    .select()
    .from(reviewInvitations)
    .where(eq(reviewInvitations.tokenHash, invitationTokenHash(token)))
    .for("update");
  if (!invitation) throw new DomainError("not-found", invitationTexts.unknown);
  if (invitation.reviewedAt) throw new DomainError("conflict", invitationTexts.used);
  if (invitation.expiresAt.getTime() <= Date.now()) throw new DomainError("conflict", invitationTexts.expired);
  if (invitation.coachId !== coachId) throw new DomainError("conflict", invitationTexts.otherCoach);
  if (invitation.email !== email.toLowerCase()) throw new DomainError("conflict", invitationTexts.otherAddress);
  return invitation;
}

/** Marks the invitation used by this review, in the posting transaction. */
export async function markReviewed(tx: Tx, invitationId: string, reviewId: string) {
  await tx
    .update(reviewInvitations)
    .set({ reviewId, reviewedAt: sql`now()`, openedAt: sql`coalesce(${reviewInvitations.openedAt}, now())` })
    .where(eq(reviewInvitations.id, invitationId));
}
