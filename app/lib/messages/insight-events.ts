// POST /api/insights/events (app/server/insights/insight-events.server.ts, decision 0076).
export const insightEventTexts = {
  notEvents: "Send a JSON object with views, impressions or clicks.",
  notAList: (field: string) => `${field} must be a list of coach ids.`,
  badCoachId: "A coach id is not valid.",
  tooManyIds: (field: string, max: number) => `${field} holds at most ${max} coach ids.`,
  notClicks: "clicks must be a list of { coachId, kind }.",
  tooManyClicks: (max: number) => `clicks holds at most ${max} clicks.`,
  badKind: (kinds: readonly string[]) => `A click's kind must be one of ${kinds.join(", ")}.`,
  tooMany: "Too many counts from this address. Please wait a minute.",
} as const;
