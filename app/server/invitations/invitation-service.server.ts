import { and, count, desc, eq, getTableColumns, gt, inArray, isNull, type Placeholder, sql } from "drizzle-orm";
import { DAY_MS, INVITATION_LIMITS, type InvitationState, invitationState } from "../../lib/invitations.ts";
import { invitationTexts } from "../../lib/messages/invitations.ts";
import type { OwnProfile } from "../accounts/account-service.server.ts";
import { config } from "../config.server.ts";
import type { Db, Tx } from "../db/client.server.ts";
import { jsonArray, jsonRow } from "../db/json-rows.server.ts";
import { getDb } from "../db/database.server.ts";
import { literalLimit } from "../db/prepared-statement.server.ts";
import { authUsers, isPublicCoach, profiles, reviewInvitations, reviews } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import { enqueueMail } from "../jobs/site-jobs.server.ts";
import { logger } from "../logger.server.ts";
import { invitationMail } from "../mail/invitation-mail.server.tsx";
import { lockCoach } from "../reviews/aggregates.server.ts";
import { hit, LIMITS } from "../security/rate-limit.server.ts";
import { invitationTokenHash, newInvitationToken } from "./invitation-tokens.server.ts";

// Review invitations (decision 0075): the owner of a claimed coach profile e-mails clients a
// single-use link, bound to their address, valid INVITATION_LIMITS.days. Times are the server's
// clock (as when an invitation is used), not the database's.

/** The signed-in account that invites: its address and its profile. */
export type Inviter = { email: string; profile: OwnProfile | null };

export type InvitationView = { id: string; email: string; state: InvitationState; createdAt: Date; expiresAt: Date };

export type InvitationBatch = {
  sent: { email: string; id: string }[];
  refused: { email: string; message: string }[];
};

/** Whether this profile may invite: a claimed coach profile, at any level. */
export const mayInvite = (profile: OwnProfile | null): profile is OwnProfile =>
  Boolean(profile?.isCoach && profile.isClaimed);

function ownedCoach(inviter: Inviter): OwnProfile {
  if (!mayInvite(inviter.profile)) throw new DomainError("forbidden", invitationTexts.notOwner);
  return inviter.profile;
}

/** Why each address may not be invited now: the own account's, one that reviewed the coach, one invited lately. */
async function refusals(tx: Tx, coachId: string, ownEmail: string, emails: string[], now: number) {
  const refused = new Map<string, string>();
  const own = ownEmail.toLowerCase();
  if (emails.includes(own)) refused.set(own, invitationTexts.ownAddress);
  // Any review, a removed or held one too: an author has one review per coach.
  const reviewers = await tx
    .select({ email: sql<string>`lower(${authUsers.email})` })
    .from(reviews)
    .innerJoin(profiles, eq(profiles.id, reviews.authorId))
    .innerJoin(authUsers, eq(authUsers.id, profiles.userId))
    .where(and(eq(reviews.coachId, coachId), inArray(sql`lower(${authUsers.email})`, emails)));
  for (const { email } of reviewers) if (!refused.has(email)) refused.set(email, invitationTexts.alreadyReviewed);
  const invited = await tx
    .select({ email: reviewInvitations.email })
    .from(reviewInvitations)
    .where(
      and(
        eq(reviewInvitations.coachId, coachId),
        inArray(reviewInvitations.email, emails),
        gt(reviewInvitations.createdAt, new Date(now - INVITATION_LIMITS.days * DAY_MS)),
      ),
    );
  const recently = invitationTexts.invitedRecently(INVITATION_LIMITS.days);
  for (const { email } of invited) if (!refused.has(email)) refused.set(email, recently);
  return refused;
}

/** The start of the last 24 hours, the window INVITATION_LIMITS.perDay is counted in. */
export const lastDayStart = (now: number) => new Date(now - DAY_MS);

/** How many more invitations the coach may send now: INVITATION_LIMITS.perDay in any 24 hours. */
async function allowanceIn(db: Pick<Tx, "select">, coachId: string, now: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(reviewInvitations)
    .where(and(eq(reviewInvitations.coachId, coachId), gt(reviewInvitations.createdAt, lastDayStart(now))));
  return allowanceLeft(row?.n ?? 0);
}

const allowanceLeft = (sentLastDay: number) => Math.max(0, INVITATION_LIMITS.perDay - sentLastDay);

/**
 * Invites `emails` (lower case, each once) to review the inviter's coach profile. Refused
 * addresses are left out with the reason; when none is left, the first reason is the answer (409).
 * A batch over the day's allowance is refused whole (429). The mails go after the commit.
 */
export async function sendInvitations(inviter: Inviter, emails: string[]): Promise<InvitationBatch> {
  const coach = ownedCoach(inviter);
  if (!(await hit(LIMITS.invitationRequestsPerAccount, coach.id)))
    throw new DomainError("too-many", invitationTexts.tooManyRequests);
  const now = Date.now();
  const made = await getDb().transaction(async (tx) => {
    // The coach's row lock: two batches at once cannot both fit in the day's allowance.
    const [publicCoach] = await lockCoach(tx, coach.id, isPublicCoach);
    if (!publicCoach) throw new DomainError("conflict", invitationTexts.noPublicPage);
    const refused = await refusals(tx, coach.id, inviter.email, emails, now);
    const toSend = emails.filter((email) => !refused.has(email));
    if (toSend.length === 0)
      throw new DomainError("conflict", refused.get(emails[0] ?? "") ?? invitationTexts.emailsRequired);
    const left = await allowanceIn(tx, coach.id, now);
    if (toSend.length > left)
      throw new DomainError("too-many", invitationTexts.dailyLimit(INVITATION_LIMITS.perDay, left));
    const tokens = new Map(toSend.map((email) => [email, newInvitationToken()]));
    const created = await tx
      .insert(reviewInvitations)
      .values(
        toSend.map((email) => ({
          coachId: coach.id,
          email,
          tokenHash: invitationTokenHash(tokens.get(email) ?? ""),
          createdAt: new Date(now),
          expiresAt: new Date(now + INVITATION_LIMITS.days * DAY_MS),
        })),
      )
      .returning({ id: reviewInvitations.id, email: reviewInvitations.email });
    return { created, refused, tokens };
  });
  const sent = emails.flatMap((email) => made.created.filter((c) => c.email === email));
  await mailInvitations(coach.fullName, sent, made.tokens);
  return {
    sent,
    refused: emails.flatMap((email) => {
      const message = made.refused.get(email);
      return message ? [{ email, message }] : [];
    }),
  };
}

/** The invitations go through the mail queue; one that cannot be queued is logged (without its address or link) and stays listed as sent. */
async function mailInvitations(coach: string, sent: InvitationBatch["sent"], tokens: Map<string, string>) {
  for (const { email, id } of sent) {
    const url = new URL(`/invitations/${tokens.get(email)}`, config.baseUrl).toString();
    try {
      await enqueueMail({ ...invitationMail({ coach, url, days: INVITATION_LIMITS.days }), to: email });
    } catch (error) {
      logger.error({ err: error, invitation: id }, "could not queue an invitation e-mail");
    }
  }
}

type InvitationRow = typeof reviewInvitations.$inferSelect;

const viewsOf = (rows: InvitationRow[], now: number): InvitationView[] =>
  rows.map((r) => ({
    id: r.id,
    email: r.email,
    state: invitationState(r, now),
    createdAt: r.createdAt,
    expiresAt: r.expiresAt,
  }));

/** The inviter's invitations, newest first, with their states; `total` counts them all. */
export async function invitationsOf(
  inviter: Inviter,
  page: { from: number; size: number },
): Promise<{ invitations: InvitationView[]; total: number }> {
  const coach = ownedCoach(inviter);
  const db = getDb();
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(reviewInvitations)
      .where(eq(reviewInvitations.coachId, coach.id))
      .orderBy(desc(reviewInvitations.createdAt), desc(reviewInvitations.id))
      .offset(page.from)
      .limit(page.size),
    db.select({ n: count() }).from(reviewInvitations).where(eq(reviewInvitations.coachId, coach.id)),
  ]);
  return { invitations: viewsOf(rows, Date.now()), total: counted?.n ?? 0 };
}

/**
 * The panel's row: an invitation with two window counts, taken before the LIMIT: all the
 * coach's invitations, and those since `since` (the allowance's).
 */
const panelRow = (since: Placeholder) =>
  jsonRow({
    ...getTableColumns(reviewInvitations),
    total: sql<number>`count(*) over ()`,
    lastDay: sql<number>`count(*) filter (where ${reviewInvitations.createdAt} > ${since}) over ()`,
  });

const readPanelRow = panelRow(sql.placeholder("since")).read;

/**
 * The coach's newest invitations with both counts as one JSON array: /profile reads it in the
 * statement that reads the rest of its page; `since` is given lastDayStart's value.
 */
export const invitationsPanelJson = (db: Db, coachId: Placeholder, since: Placeholder) =>
  jsonArray(
    db
      .select({
        row: panelRow(since).column,
        createdAt: reviewInvitations.createdAt,
        id: reviewInvitations.id,
      })
      .from(reviewInvitations)
      .where(eq(reviewInvitations.coachId, coachId))
      .orderBy(desc(reviewInvitations.createdAt), desc(reviewInvitations.id))
      .limit(literalLimit(INVITATION_LIMITS.perRequest)),
    sql`r.created_at desc, r.id desc`,
  );

/** What /profile shows an owner, from invitationsPanelJson: the newest invitations and how many more may go today. */
export function invitationsPanel(json: Record<string, unknown>[], now: number) {
  const rows = json.map(readPanelRow);
  return {
    invitations: viewsOf(rows, now),
    total: rows[0]?.total ?? 0,
    left: allowanceLeft(rows[0]?.lastDay ?? 0),
  };
}

/** The invitation a link names, with its coach; unknown: a DomainError("not-found"). */
async function invitationOfToken(token: string) {
  // A real token is 32 characters: a longer one names nothing, and is not worth hashing.
  if (token.length > 100) throw new DomainError("not-found", invitationTexts.unknown);
  const [found] = await getDb()
    .select({
      id: reviewInvitations.id,
      email: reviewInvitations.email,
      coachId: reviewInvitations.coachId,
      coachName: profiles.fullName,
      expiresAt: reviewInvitations.expiresAt,
      openedAt: reviewInvitations.openedAt,
      reviewedAt: reviewInvitations.reviewedAt,
    })
    .from(reviewInvitations)
    .innerJoin(profiles, eq(profiles.id, reviewInvitations.coachId))
    .where(eq(reviewInvitations.tokenHash, invitationTokenHash(token)));
  if (!found) throw new DomainError("not-found", invitationTexts.unknown);
  return found;
}

export type OpenInvitation = { email: string; coachId: string; coachName: string; expiresAt: Date };

/**
 * The invitation behind a link, if it can still be used; the first visit marks it opened. A used
 * or expired one is a DomainError("conflict") with its message, and nothing changes.
 */
export async function openInvitation(token: string): Promise<OpenInvitation> {
  const found = await invitationOfToken(token);
  const state = invitationState(found);
  if (state === "reviewed") throw new DomainError("conflict", invitationTexts.used);
  if (state === "expired") throw new DomainError("conflict", invitationTexts.expired);
  if (state === "sent")
    await getDb()
      .update(reviewInvitations)
      .set({ openedAt: new Date() })
      .where(and(eq(reviewInvitations.id, found.id), isNull(reviewInvitations.openedAt)));
  return { email: found.email, coachId: found.coachId, coachName: found.coachName, expiresAt: found.expiresAt };
}

/** The coach a link's invitation is for (the review form's coach); whether it may be used is checked when posting. */
export async function invitedCoach(token: string): Promise<{ id: string; fullName: string }> {
  const found = await invitationOfToken(token);
  return { id: found.coachId, fullName: found.coachName };
}
