import { isAdmin, type Level } from "../../lib/levels.ts";
import { RENEWAL_HEADER, type RequestView } from "../page-cache/page-cache.server.ts";
import { CLIENT_IP_HEADER, clientAddress } from "../security/client-address.server.ts";
import { isPersonsAgent } from "../security/persons-agent.server.ts";
import { hitInMemory, LIMITS } from "../security/rate-limit.server.ts";
import { countInsight } from "./insight-counters.server.ts";

// A view of a coach's web page is counted where the page is answered (decision 0084): by the coach
// page's loader when it renders, by the page cache when a kept copy answers. A call from the
// browser for each view cost more server CPU than the 2% of a rendered page issue 26 allows (the
// HTTP answer's write alone); counting here costs a few microseconds. Nothing about the visitor is
// kept: the user agent only decides whether it is a bot, the address only meets the rate limit.

/** What counting needs of a request for a coach page. */
export type PageVisit = {
  method: string;
  header: (name: string) => string | undefined;
  clientIp: string;
  /** The signed-in viewer's profile: its own page and an admin's browsing count nothing. */
  profile: { id: string; level: Level } | null;
};

/** A visit of a rendered coach page: its request and the signed-in viewer's profile. */
export const visitOf = (request: Request, profile: PageVisit["profile"]): PageVisit => ({
  method: request.method,
  header: (name) => request.headers.get(name) ?? undefined,
  clientIp: clientAddress(request),
  profile,
});

/**
 * Whether a request is a person looking at the page: a GET from a person's browser, not a
 * prefetch or prerender the visitor may never see (`Sec-Purpose`, or the older `Purpose`), not
 * the page cache's own renewal.
 */
function isPersonLooking(visit: PageVisit): boolean {
  if (visit.method !== "GET" || visit.header(RENEWAL_HEADER) !== undefined) return false;
  const purpose = visit.header("sec-purpose") ?? visit.header("purpose");
  return !purpose?.includes("prefetch") && isPersonsAgent(visit.header("user-agent"));
}

/**
 * Counts one view of the coach's page (written at the next flush): nothing for a bot, a prefetch,
 * an admin or the coach's own visit, nor past the per-address limit (the page is answered all the
 * same). The caller knows the coach has a public page: it answered it with a 200.
 */
export function countCoachPageView(coachId: string, visit: PageVisit): void {
  if (!isPersonLooking(visit) || isAdmin(visit.profile?.level) || visit.profile?.id === coachId) return;
  if (!hitInMemory(LIMITS.insightEventsPerIp, visit.clientIp)) return;
  countInsight(coachId, "views");
}

const COACH_PAGE =
  /^\/coach\/[^/?]+\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\.data)?(?:\?|$)/i;

/** The coach whose page (or its data, for a client navigation) this path asks for; undefined for any other path. */
export function coachOfPagePath(path: string): string | undefined {
  return COACH_PAGE.exec(path)?.[1]?.toLowerCase();
}

/**
 * A kept copy of a page answered a signed-out visitor (the page cache's `onKeptAnswer`): a view
 * when it is a coach page's (a 200; a kept not-found page is none). The client address is the
 * server's view of it (CLIENT_IP_HEADER), as for a render.
 */
export function countKeptPageView(request: Pick<RequestView, "method" | "url" | "header">, status: number): void {
  if (status !== 200) return;
  const { url, method, header } = request;
  const coachId = coachOfPagePath(url.startsWith("/") ? url : new URL(url).pathname);
  if (coachId)
    countCoachPageView(coachId, { method, header, clientIp: header(CLIENT_IP_HEADER) ?? "unknown", profile: null });
}
