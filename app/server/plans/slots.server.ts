import { and, asc, eq, lt, sql } from "drizzle-orm";
import { planMessages } from "../../lib/messages/plans.ts";
import { SPONSORS_PER_NICHE } from "../../lib/plans.ts";
import type { Tx } from "../db/client.server.ts";
import { getDb } from "../db/database.server.ts";
import { categories, sponsoredSlots } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";

/**
 * Sponsored slots (docs/product.md §20): at most 3 per niche, enforced by the seat number (1..3,
 * unique per niche). Every change to a niche's seats first locks the niche's row, so buyers of
 * the same niche queue one after another; the unique seat is the last word if anything slips by.
 * The lock is `for no key update`: rows that reference the niche (a new subscription, a seat) take
 * a key-share lock on it, which this does not wait for, so two buyers cannot deadlock.
 */
export async function lockNiche(tx: Tx, categoryId: number) {
  await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId)).for("no key update");
}

/** Holds whose checkout has run out are dropped before anyone counts the seats. */
async function dropLapsedHolds(tx: Tx, categoryId: number) {
  await tx
    .delete(sponsoredSlots)
    .where(
      and(
        eq(sponsoredSlots.categoryId, categoryId),
        eq(sponsoredSlots.status, "held"),
        lt(sponsoredSlots.holdExpiresAt, sql`now()`),
      ),
    );
}

/**
 * Seats 1, 2, 3 by seniority: active sponsors by the start of their subscription, then open
 * holds by age. The rows are rewritten in that order (a seat may not be shared even for a moment).
 */
async function renumber(tx: Tx, categoryId: number) {
  const rows = await tx
    .select()
    .from(sponsoredSlots)
    .where(eq(sponsoredSlots.categoryId, categoryId))
    .orderBy(sql`(${sponsoredSlots.status} = 'active') desc`, asc(sponsoredSlots.startedAt), asc(sponsoredSlots.id));
  if (rows.every((row, i) => row.seat === i + 1)) return;
  await tx.delete(sponsoredSlots).where(eq(sponsoredSlots.categoryId, categoryId));
  await tx.insert(sponsoredSlots).values(rows.map((row, i) => ({ ...row, seat: i + 1 })));
}

/**
 * Holds a seat in the niche for a buyer whose checkout is about to open, or refuses with the
 * reason when all 3 are taken (some by open checkouts, or all by sponsors).
 */
export async function holdSlot(
  tx: Tx,
  hold: { categoryId: number; nicheName: string; profileId: string; subscriptionId: string; until: Date },
): Promise<void> {
  await lockNiche(tx, hold.categoryId);
  await dropLapsedHolds(tx, hold.categoryId);
  const taken = await tx
    .select({ seat: sponsoredSlots.seat, status: sponsoredSlots.status, profileId: sponsoredSlots.profileId })
    .from(sponsoredSlots)
    .where(eq(sponsoredSlots.categoryId, hold.categoryId));
  if (taken.some((t) => t.profileId === hold.profileId)) throw new DomainError("conflict", planMessages.addOnActive);
  if (taken.length >= SPONSORS_PER_NICHE) {
    const held = taken.some((t) => t.status === "held");
    throw new DomainError("conflict", (held ? planMessages.nicheHeld : planMessages.nicheFull)(hold.nicheName));
  }
  const used = new Set(taken.map((t) => t.seat));
  const seat = [1, 2, 3].find((s) => !used.has(s)) ?? SPONSORS_PER_NICHE;
  await tx.insert(sponsoredSlots).values({
    categoryId: hold.categoryId,
    seat,
    profileId: hold.profileId,
    subscriptionId: hold.subscriptionId,
    status: "held",
    holdExpiresAt: hold.until,
  });
}

/**
 * Turns the subscription's hold into an active sponsorship that starts now. When the hold is gone
 * (it lapsed before the payment event arrived) a free seat is taken if there is one; answers
 * whether the subscription has its seat.
 */
export async function activateSlot(
  tx: Tx,
  slot: { subscriptionId: string; categoryId: number; profileId: string },
): Promise<boolean> {
  await lockNiche(tx, slot.categoryId);
  const [activated] = await tx
    .update(sponsoredSlots)
    .set({ status: "active", holdExpiresAt: null, startedAt: sql`now()` })
    .where(eq(sponsoredSlots.subscriptionId, slot.subscriptionId))
    .returning({ id: sponsoredSlots.id });
  if (!activated) {
    await dropLapsedHolds(tx, slot.categoryId);
    const taken = await tx
      .select({ seat: sponsoredSlots.seat, profileId: sponsoredSlots.profileId })
      .from(sponsoredSlots)
      .where(eq(sponsoredSlots.categoryId, slot.categoryId));
    if (taken.length >= SPONSORS_PER_NICHE || taken.some((t) => t.profileId === slot.profileId)) return false;
    const used = new Set(taken.map((t) => t.seat));
    const seat = [1, 2, 3].find((s) => !used.has(s)) ?? SPONSORS_PER_NICHE;
    await tx.insert(sponsoredSlots).values({ ...slot, seat, status: "active" });
  }
  await renumber(tx, slot.categoryId);
  return true;
}

/** Frees the subscription's seat (held or active) and closes the gap. */
export async function releaseSlot(tx: Tx, subscriptionId: string): Promise<void> {
  const [slot] = await tx
    .select({ categoryId: sponsoredSlots.categoryId })
    .from(sponsoredSlots)
    .where(eq(sponsoredSlots.subscriptionId, subscriptionId));
  if (!slot) return;
  await lockNiche(tx, slot.categoryId);
  await tx.delete(sponsoredSlots).where(eq(sponsoredSlots.subscriptionId, subscriptionId));
  await renumber(tx, slot.categoryId);
}

/** Whether the niche has a seat nobody holds or fills (GET /api/plans/checkNicheAvailbility/{name}). */
export async function freeSeats(categoryId: number): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(*)::int` })
    .from(sponsoredSlots)
    .where(
      and(
        eq(sponsoredSlots.categoryId, categoryId),
        sql`(${sponsoredSlots.status} = 'active' or ${sponsoredSlots.holdExpiresAt} > now())`,
      ),
    );
  return Math.max(0, SPONSORS_PER_NICHE - (row?.n ?? 0));
}
