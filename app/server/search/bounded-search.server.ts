import { data } from "react-router";
import { searchLimitTexts } from "../../lib/messages/search-limits.ts";
import { type SearchFilters, isFiltered } from "../../lib/search-filters.ts";
import { config } from "../config.server.ts";
import { withBoundedStatements } from "../db/client.server.ts";
import { DomainError } from "../domain-error.server.ts";
import { statusOf } from "../http.server.ts";
import { clientAddress } from "../security/client-address.server.ts";

/**
 * Lists each client may have running at once; more wait their turn (within the timeout). One: a
 * visitor asks for one list at a time, and two slow ones from one address kept both cores of a
 * two-core database busy, the plain search beside them at a p95 of 106-134 ms (decision 0083).
 */
const PER_CLIENT = 1;

/** The clients' running lists and their waiting ones, in this process. */
const clients = new Map<string, { running: number; waiting: (() => void)[] }>();

/** Waits for one of the client's places; answers false when none came within the timeout. */
function enter(client: string): Promise<boolean> {
  const state = clients.get(client) ?? { running: 0, waiting: [] };
  clients.set(client, state);
  if (state.running < PER_CLIENT * config.RATE_LIMIT_IP_FACTOR) {
    state.running++;
    return Promise.resolve(true);
  }
  return new Promise((resolve) => {
    const turn = () => {
      clearTimeout(timer);
      state.running++;
      resolve(true);
    };
    const timer = setTimeout(() => {
      state.waiting = state.waiting.filter((w) => w !== turn);
      resolve(false);
    }, config.SEARCH_TIMEOUT_MS);
    state.waiting.push(turn);
  });
}

function leave(client: string): void {
  const state = clients.get(client);
  if (!state) return;
  state.running--;
  const next = state.waiting.shift();
  if (next) next();
  else if (state.running === 0) clients.delete(client);
}

/** PostgreSQL stopped the statement (statement_timeout, or a cancel), or no bounded connection came in time. */
function ranOutOfTime(error: unknown): boolean {
  // Drizzle wraps the driver's error in its own, as `cause`.
  for (let e = error as { code?: string; message?: string; cause?: unknown } | null; e; e = e.cause as typeof e) {
    // pg-pool: "timeout exceeded when trying to connect", "Connection terminated due to connection timeout".
    if (
      e.code === "57014" ||
      /timeout exceeded when trying to connect|due to connection timeout/i.test(e.message ?? "")
    )
      return true;
  }
  return false;
}

/**
 * A filtered or sorted list (search or niche, page or API): the shapes that can read far more rows
 * than they show. They run on the bounded connections (SEARCH_CONNECTIONS, each statement stopped
 * after SEARCH_TIMEOUT_MS, cancelled when the visitor leaves) and one at a time per client
 * address, so no such list, present or future, can take the connections sign-in, writes
 * and plain pages need (decision 0062). Running out of time answers 503 with a message.
 */
export async function boundedList<T>(request: Request, filters: SearchFilters, work: () => Promise<T>): Promise<T> {
  if (!isFiltered(filters)) return work();
  const client = clientAddress(request);
  if (!(await enter(client))) throw new DomainError("unavailable", searchLimitTexts.busy);
  try {
    return await withBoundedStatements(request.signal, work);
  } catch (error) {
    if (ranOutOfTime(error)) throw new DomainError("unavailable", searchLimitTexts.busy);
    throw error;
  } finally {
    leave(client);
  }
}

/** The same for a page's loader: running out of time answers 503 with the message, shown by the error page. */
export async function boundedPageList<T>(request: Request, filters: SearchFilters, work: () => Promise<T>): Promise<T> {
  try {
    return await boundedList(request, filters, work);
  } catch (error) {
    if (error instanceof DomainError) throw data({ message: error.message }, { status: statusOf(error) });
    throw error;
  }
}
