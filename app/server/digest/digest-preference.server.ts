import { and, eq, isNull, sql } from "drizzle-orm";
import { weeklyDigestPageTexts as t } from "../../lib/messages/weekly-digest.ts";
import { getDb } from "../db/database.server.ts";
import { profiles } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import { hit, LIMITS } from "../security/rate-limit.server.ts";
import { isDigestSignature } from "./digest-link.server.ts";

// Stopping and resuming a coach's weekly digest through its signed link (decision 0077): the
// link is the permission, so no sign-in is needed, and a changed or foreign link is a 404.

export type DigestLink = { coach: string; sig: string };
export type DigestState = { coachName: string; on: boolean };

const liveCoach = (coachId: string) =>
  and(eq(profiles.id, coachId), eq(profiles.isCoach, true), isNull(profiles.deletedAt));

/** The link's coach profile id, when the link is one of ours; a DomainError("not-found") otherwise. */
export function checked(link: DigestLink): string {
  if (!isDigestSignature(link.coach, link.sig)) throw new DomainError("not-found", t.badLink);
  return link.coach;
}

const stateOf = (row: { fullName: string; stoppedAt: Date | null } | undefined): DigestState => {
  if (!row) throw new DomainError("not-found", t.badLink);
  return { coachName: row.fullName, on: row.stoppedAt === null };
};

/** Whether the link's coach gets the digest. */
export async function digestState(link: DigestLink): Promise<DigestState> {
  const [row] = await getDb()
    .select({ fullName: profiles.fullName, stoppedAt: profiles.digestStoppedAt })
    .from(profiles)
    .where(liveCoach(checked(link)));
  return stateOf(row);
}

/** Stops (`on` false) or resumes the link's coach's digest; doing it twice changes nothing more. */
export async function changeDigest(link: DigestLink, on: boolean): Promise<DigestState> {
  const coachId = checked(link);
  if (!(await hit(LIMITS.digestChangesPerCoach, coachId))) throw new DomainError("too-many", t.tooMany);
  const [row] = await getDb()
    .update(profiles)
    // A setting of the mail, not of the page: the profile's last change (the sitemap's) stays.
    .set({
      digestStoppedAt: on ? null : sql`coalesce(${profiles.digestStoppedAt}, now())`,
      updatedAt: sql`${profiles.updatedAt}`,
    })
    .where(liveCoach(coachId))
    .returning({ fullName: profiles.fullName, stoppedAt: profiles.digestStoppedAt });
  return stateOf(row);
}
