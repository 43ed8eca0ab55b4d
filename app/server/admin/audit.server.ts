import { desc, eq } from "drizzle-orm";
import type { Tx } from "../db/client.server.ts";
import { getDb } from "../db/database.server.ts";
import { adminActions, profiles } from "../db/schema.ts";
import type { Viewer } from "../identity/session.server.ts";
import { type AdminActor, asAdmin } from "./admin-access.server.ts";
import type { AdminActionName, AdminActionRecord } from "../../lib/admin-views.ts";

/** Records an admin write inside the transaction that makes it, so neither exists without the other. */
export async function recordAction(
  tx: Tx,
  actor: AdminActor,
  entry: { action: AdminActionName; profileId: string | null; before?: unknown; after?: unknown },
): Promise<void> {
  await tx.insert(adminActions).values({
    actorId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    profileId: entry.profileId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The newest admin actions, all or one profile's. */
export async function listActions(
  viewer: Viewer | null,
  filter: { profileId?: string; limit?: number } = {},
): Promise<AdminActionRecord[]> {
  asAdmin(viewer);
  const rows = await getDb()
    .select({
      id: adminActions.id,
      actorEmail: adminActions.actorEmail,
      action: adminActions.action,
      profileId: adminActions.profileId,
      profileName: profiles.fullName,
      deletedAt: profiles.deletedAt,
      before: adminActions.before,
      after: adminActions.after,
      createdAt: adminActions.createdAt,
    })
    .from(adminActions)
    .leftJoin(profiles, eq(profiles.id, adminActions.profileId))
    .where(filter.profileId ? eq(adminActions.profileId, filter.profileId) : undefined)
    .orderBy(desc(adminActions.createdAt))
    .limit(filter.limit ?? 50);
  return rows.map(({ deletedAt, ...r }) => ({
    ...r,
    action: r.action as AdminActionName,
    profileDeleted: deletedAt !== null,
  }));
}

/** Only the fields that changed, before and after, so a record says what an edit did. */
export function difference<T extends Record<string, unknown>>(before: T, after: T) {
  const changed = Object.keys(after).filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]));
  return {
    before: Object.fromEntries(changed.map((k) => [k, before[k]])),
    after: Object.fromEntries(changed.map((k) => [k, after[k]])),
  };
}
