import { and, sql } from "drizzle-orm";
import type { z } from "zod";
import type { InsightClickKind, insightEventsSchema } from "../../lib/insight-event-schema.ts";
import type { InsightCount } from "../../lib/insights.ts";
import { isAdmin, type Level } from "../../lib/levels.ts";
import { insightEventTexts as texts } from "../../lib/messages/insight-events.ts";
import { onPublicChange } from "../cache/public-changes.server.ts";
import { preparedStatement } from "../db/prepared-statement.server.ts";
import { isPublicCoach, profiles } from "../db/schema.ts";
import { DomainError } from "../domain-error.server.ts";
import { isPersonsAgent } from "../security/persons-agent.server.ts";
import { hitInMemory, LIMITS } from "../security/rate-limit.server.ts";
import { countInsight } from "./insight-counters.server.ts";

// POST /api/insights/events (decision 0076): what a page showed and what was clicked on it,
// counted for the coaches' insights. Nothing about the sender is kept: its user agent only decides
// whether it is a bot, its address only meets the rate limit (hashed there), its session only
// whether it is the coach or an admin.

export type InsightEventsInput = z.output<typeof insightEventsSchema>;

/** Who sent the events, as far as counting cares. */
export type EventSender = {
  userAgent: string | null;
  clientIp: string;
  /** The signed-in viewer's profile: its own coach page and an admin's browsing count nothing. */
  profile: { id: string; level: Level } | null;
};

const CLICK_COUNTS: Record<InsightClickKind, InsightCount> = {
  website: "websiteClicks",
  social: "socialClicks",
  video: "videoClicks",
};

/** Each (coach, count) once per request: a repeated id is the same page, not another visit. */
function countsOf(events: InsightEventsInput): Map<string, Set<InsightCount>> {
  const wanted = new Map<string, Set<InsightCount>>();
  const add = (coachId: string, count: InsightCount) => {
    const counts = wanted.get(coachId) ?? new Set<InsightCount>();
    counts.add(count);
    wanted.set(coachId, counts);
  };
  for (const id of events.views ?? []) add(id, "views");
  for (const id of events.impressions?.search ?? []) add(id, "searchImpressions");
  for (const id of events.impressions?.niche ?? []) add(id, "nicheImpressions");
  for (const { coachId, kind } of events.clicks ?? []) add(coachId, CLICK_COUNTS[kind]);
  return wanted;
}

const publicCoachIds = preparedStatement((db) =>
  db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(sql`${profiles.id} = any(${sql.placeholder("ids")}::uuid[])`, isPublicCoach))
    .prepare("insight_public_coaches"),
);

/**
 * Coaches found to have a public page: a view of a coach already seen costs no query. Emptied by
 * every committed change to what public pages show, in any process (a coach deleted or hidden
 * stops counting at once), and when it grows past its cap.
 */
const knownPublic = new Set<string>();
const MAX_KNOWN_PUBLIC = 50_000;
let changes = 0;
onPublicChange(() => {
  changes++;
  knownPublic.clear();
});

/** Those of the ids that are public coaches: one query for the ones not known yet. */
async function publicOnes(ids: string[]): Promise<string[]> {
  const known = ids.filter((id) => knownPublic.has(id));
  const unknown = ids.filter((id) => !knownPublic.has(id));
  if (unknown.length === 0) return known;
  const asked = changes;
  const found = (await publicCoachIds().execute({ ids: unknown })).map((r) => r.id);
  // An answer read before a change may be stale: used for this call, not kept.
  if (asked === changes) {
    if (knownPublic.size + found.length > MAX_KNOWN_PUBLIC) knownPublic.clear();
    for (const id of found) knownPublic.add(id);
  }
  return [...known, ...found];
}

/**
 * Counts the events of one request in memory (written at the next flush): nothing for a bot, for
 * an admin, or for the viewer's own coach profile; only coaches with a public page. Throws
 * DomainError("too-many") past the per-address limit.
 */
export async function countInsightEvents(events: InsightEventsInput, sender: EventSender): Promise<void> {
  // A bot that runs the page's script (or posts itself) costs nothing, not even the limit's write.
  if (!isPersonsAgent(sender.userAgent)) return;
  const wanted = countsOf(events);
  if (wanted.size === 0) return;
  if (!hitInMemory(LIMITS.insightEventsPerIp, sender.clientIp)) throw new DomainError("too-many", texts.tooMany);
  if (isAdmin(sender.profile?.level)) return;
  if (sender.profile) wanted.delete(sender.profile.id);
  if (wanted.size === 0) return;
  for (const id of await publicOnes([...wanted.keys()]))
    for (const count of wanted.get(id) ?? []) countInsight(id, count);
}
