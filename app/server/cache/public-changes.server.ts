import { getDatabase } from "../db/database.server.ts";

/**
 * What public pages show has changed, in this process or another: PostgreSQL sends a
 * notification on `public_change` when a transaction that wrote a profile, review, niche seat,
 * sponsored slot, niche or the banner preference commits (triggers of migration 0014), and every
 * process listens. A refused or failed request, or one that changed nothing, sends nothing
 * (decision 0061).
 */
const CHANNEL = "public_change";
const listeners = new Set<() => void>();

/** Calls `listener` on every change; answers how to stop. */
export function onPublicChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const tell = () => {
  for (const listener of listeners) listener();
};

/**
 * At once, and with a read replica once more after it has replayed the change: a page rendered
 * from the replica in between may show the state before it (decision 0071).
 */
const changed = () => {
  tell();
  getDatabase().replicaCaughtUp?.().then(tell, tell);
};

let stopFeed: (() => Promise<void>) | undefined;

/** Listens once the database is open (start-up). */
export async function startPublicChangeFeed(): Promise<void> {
  stopFeed ??= await getDatabase().listen(CHANNEL, changed);
}

export async function stopPublicChangeFeed(): Promise<void> {
  await stopFeed?.();
  stopFeed = undefined;
}
