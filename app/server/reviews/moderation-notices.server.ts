import { eq, inArray, sql } from "drizzle-orm";
import { reasonLabels, reasonRules, removerLabels } from "../../lib/messages/moderation.ts";
import { coachPath } from "../../lib/urls.ts";
import { config } from "../config.server.ts";
import { getDb, selectRows } from "../db/database.server.ts";
import { authUsers, reviewRemovals } from "../db/schema.ts";
import { enqueueMail } from "../jobs/site-jobs.server.ts";
import { logger } from "../logger.server.ts";
import { appealOutcomeMail, flagDecisionMail, removalMail, replyMail } from "../mail/moderation-mails.server.tsx";
import type { RenderedMail } from "../mail/templates.server.tsx";

// The e-mails of moderation, queued after the change committed (the job queue sends them, retried
// while the mail server refuses them); a mail that cannot be queued is logged, and the change
// stands (the author also sees a removal on the appeal page).

type ReviewContext = { authorEmail: string | null; coachId: string; coachName: string; comment: string };

async function reviewContext(reviewId: string): Promise<ReviewContext | null> {
  const [row] = await selectRows<{
    author_email: string | null;
    coach_id: string;
    coach_name: string;
    comment: string;
  }>(sql`
    select u.email as author_email, c.id as coach_id, c.full_name as coach_name, r.comment
    from review r
    join profile c on c.id = r.coach_id
    join profile a on a.id = r.author_id
    left join auth_user u on u.id = a.user_id
    where r.id = ${reviewId}`);
  return row
    ? { authorEmail: row.author_email, coachId: row.coach_id, coachName: row.coach_name, comment: row.comment }
    : null;
}

const absolute = (path: string) => new URL(path, config.baseUrl).toString();
const coachUrl = (c: ReviewContext) => absolute(coachPath({ _id: c.coachId, fullName: c.coachName }));
const appealPath = (reviewId: string) => `/reviews/${reviewId}/appeal`;

async function send(to: string | null, mail: RenderedMail) {
  if (to) await enqueueMail({ ...mail, to });
}

async function safely(what: string, work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    logger.error({ err: error, mail: what }, "could not queue a moderation e-mail");
  }
}

/** The reviewer learns that the coach replied. */
export const tellReply = (reviewId: string, reply: string) =>
  safely("reply", async () => {
    const c = await reviewContext(reviewId);
    if (c) await send(c.authorEmail, replyMail({ coach: c.coachName, reply, url: `${coachUrl(c)}#comments` }));
  });

async function tellFlaggers(flaggerIds: string[], c: ReviewContext, removed: boolean) {
  if (flaggerIds.length === 0) return;
  const flaggers = await getDb()
    .select({ email: authUsers.email })
    .from(authUsers)
    .where(inArray(authUsers.id, flaggerIds));
  const mail = flagDecisionMail({ coach: c.coachName, removed, url: coachUrl(c) });
  for (const flagger of flaggers) await send(flagger.email, mail);
}

/** The statement of reasons to the author, and the decision to those who flagged the review. */
export const tellRemoval = (removal: { removalId: string; reviewId: string; flaggerIds: string[] }) =>
  safely("removal", async () => {
    const c = await reviewContext(removal.reviewId);
    const [record] = await getDb().select().from(reviewRemovals).where(eq(reviewRemovals.id, removal.removalId));
    if (!c || !record) return;
    const mail = removalMail({
      coach: c.coachName,
      by: removerLabels[record.removedBy],
      comment: c.comment,
      reason: reasonLabels[record.reason],
      rule: reasonRules[record.reason],
      note: record.note,
      appealUrl: absolute(appealPath(removal.reviewId)),
    });
    await send(c.authorEmail, mail);
    await tellFlaggers(removal.flaggerIds, c, true);
  });

/** Those who flagged a review the moderators kept. */
export const tellKept = (reviewId: string, flaggerIds: string[]) =>
  safely("kept", async () => {
    const c = await reviewContext(reviewId);
    if (c) await tellFlaggers(flaggerIds, c, false);
  });

/** The author learns the outcome of an appeal. */
export const tellAppealOutcome = (reviewId: string, restored: boolean, note: string | null) =>
  safely("appeal outcome", async () => {
    const c = await reviewContext(reviewId);
    if (c) await send(c.authorEmail, appealOutcomeMail({ coach: c.coachName, restored, note, url: coachUrl(c) }));
  });
